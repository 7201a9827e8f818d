import SwiftUI

struct NotificationsToggle: View {
    @State private var enabled = false

    var body: some View {
                                            // ↓ guarded:unguarded severity:high
        Toggle("Notifications", isOn: $enabled.animation(.spring))
    }
}
