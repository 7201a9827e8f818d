import SwiftUI

struct ToastView: View {
    @State private var visible = false

    var body: some View {
        VStack {
            if visible {
                Text("Saved")
                  // ↓ reason:exempt-opacity severity:low
                    .transition(.opacity)
            }
            Text("Synced")
                .opacity(visible ? 1 : 0)
              // ↓ reason:exempt-opacity severity:low
                .animation(.easeInOut, value: visible)
        }
    }
}
