import SwiftUI

/// A permission Stride asks for: its icon, name and reason, and the button that asks iOS.
///
/// The icon grows with the text next to it. At the accessibility text sizes the card stacks its
/// parts vertically, so the name and the reason are never truncated.
struct PermissionCard: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.onboardingTheme) private var theme
    @ScaledMetric(relativeTo: .title3) private var iconSize: CGFloat = 28
    let permission: Permission
    let state: PermissionState
    let request: () -> Void
    let openSettings: () -> Void

    private var layout: AnyLayout {
        dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
            : AnyLayout(HStackLayout(alignment: .center, spacing: 16))
    }

    var body: some View {
        layout {
            Image(systemName: permission.symbol)
                .font(.system(size: iconSize))
                .foregroundStyle(theme.accent)
                .frame(width: iconSize * 1.6, height: iconSize * 1.6)
                .background(theme.iconBackground, in: RoundedRectangle(cornerRadius: 10))
                .accessibilityLabel(permission.name)
            VStack(alignment: .leading, spacing: 4) {
                Text(permission.name)
                    .font(Typography.sectionTitle)
                    .accessibilityAddTraits(.isHeader)
                Text(permission.reason)
                    .font(Typography.detail)
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            action
        }
        .padding()
        .background(theme.cardBackground, in: RoundedRectangle(cornerRadius: theme.cornerRadius))
    }

    @ViewBuilder private var action: some View {
        switch state {
        case .notDetermined:
            Button("Allow", action: request)
                .font(Typography.button)
                .buttonStyle(.bordered)
                .accessibilityLabel("Allow \(permission.name)")
                .accessibilityHint("iOS asks for your permission next.")
        case .granted:
            Label("Allowed", systemImage: "checkmark.circle.fill")
                .font(Typography.detail)
                .foregroundStyle(.green)
        case .denied:
            Button("Open Settings", action: openSettings)
                .font(Typography.button)
                .accessibilityHint("Opens Stride's page in the Settings app, where you can allow \(permission.name.lowercased()).")
        }
    }
}
