import SwiftUI

/// The header after the fix: a text style, and room to grow.
struct WelcomeHeaderFixed: View {
  // ↓ rule:dynamic-type reason:scaled-metric severity:medium
    @ScaledMetric(relativeTo: .title) private var headerHeight: CGFloat = 44
    let name: String

    var body: some View {
        VStack {
            Text("Welcome, \(name)")
              // ↓ rule:dynamic-type reason:text-style severity:medium
              // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
                .font(.title.bold())
                .lineLimit(2)
                .frame(minHeight: 44)
            Text("Your plan")
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.headline)
              // ↓ rule:dynamic-type reason:scaled-frame severity:medium verdict:pass
                .lineLimit(1)
                .frame(height: headerHeight)
        }
    }
}
