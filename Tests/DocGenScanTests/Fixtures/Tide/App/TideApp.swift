import SwiftUI

@main
struct TideApp: App {
    var body: some Scene {
        WindowGroup {
            ForecastScreen()
              // ↓ rule:color-scheme reason:forced-scheme severity:low kind:forced-scheme
                .preferredColorScheme(.dark)
        }
    }
}
