import SwiftUI
import UIKit

/// The permissions Stride asks for, one card each.
struct PermissionsPage: View {
    @Environment(\.openURL) private var openURL
    let isCurrent: Bool
    let permissions: any PermissionCenter

    var body: some View {
        OnboardingPage(step: .permissions, isCurrent: isCurrent) {
            VStack(spacing: 12) {
                ForEach(Permission.allCases) { permission in
                    PermissionCard(
                        permission: permission,
                        state: permissions.state(of: permission),
                        request: { Task { await permissions.request(permission) } },
                        openSettings: openAppSettings
                    )
                }
            }
        }
    }

    private func openAppSettings() {
        if let url = URL(string: UIApplication.openSettingsURLString) { openURL(url) }
    }
}

/// Asks iOS for permissions and remembers the answers.
@MainActor
protocol PermissionCenter {
    func state(of permission: Permission) -> PermissionState
    func request(_ permission: Permission) async
}
