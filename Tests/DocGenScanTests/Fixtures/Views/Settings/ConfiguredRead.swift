import SwiftUI

struct PreferencesPanel: View {
    @EnvironmentObject var settings: AppSettings
    @State private var expanded = false

    var body: some View {
        Button("Details") {
            if !settings.prefersCalmInterface {
             // ↓ reason:enclosing-if severity:high
                withAnimation(.spring) {
                    expanded.toggle()
                }
            }
        }
        Button("Summary") {
         // ↓ reason:safe-wrapper(animateIfAllowed) severity:high
            animateIfAllowed(.spring) {
                expanded.toggle()
            }
        }
    }
}
