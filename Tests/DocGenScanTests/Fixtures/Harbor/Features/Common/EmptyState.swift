import SwiftUI

/// What a list shows when it has nothing yet.
struct EmptyState: View {
    let title: String
    let message: String

    var body: some View {
        VStack(spacing: 8) {
         // ↓ rule:voiceover reason:hidden severity:medium
            Image(systemName: "tray")
              // ↓ rule:dynamic-type reason:text-style severity:low
                .font(.largeTitle)
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)
            Text(title)
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.headline)
            Text(message)
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.subheadline)
        }
    }
}
