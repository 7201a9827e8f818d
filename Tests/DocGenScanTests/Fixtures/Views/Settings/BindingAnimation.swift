import SwiftUI

struct NotificationsToggle: View {
    @State private var enabled = false

    var body: some View {
                                            // ↓ reason:unguarded severity:high
        Toggle("Notifications", isOn: $enabled.animation(.spring))
    }
}
