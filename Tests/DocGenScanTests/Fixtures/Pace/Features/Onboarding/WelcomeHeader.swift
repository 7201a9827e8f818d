import SwiftUI

/// The welcome screen's header, before the fix.
struct WelcomeHeader: View {
    let name: String

    var body: some View {
        VStack {
            Text("Welcome, \(name)")
              // ↓ rule:dynamic-type reason:fixed-size severity:medium
                .font(Typography.h1)
              // ↓ rule:dynamic-type reason:clipping severity:medium
                .lineLimit(1)
                .frame(height: 44)
            Text("Let's set up your first plan.")
              // ↓ rule:dynamic-type reason:text-style severity:medium
              // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
                .font(.largeTitle)
        }
    }
}
