import SwiftUI

struct DebugMenu: View {
    private let forceNightForScreenshots = true

    var body: some View {
        List {
            Text("Reset onboarding")
            Text("Clear cached forecasts")
        }
      // ↓ rule:color-scheme reason:forced-scheme severity:low kind:forced-scheme
        .preferredColorScheme(forceNightForScreenshots ? .dark : nil)
    }
}
