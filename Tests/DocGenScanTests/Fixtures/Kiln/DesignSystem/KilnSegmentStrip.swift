import SwiftUI

/// The segment titles above the kiln log. Design asked that the strip never wraps, so the strip pins the text size
/// through the environment: its titles stay at Large whatever the reader's setting.
struct KilnSegmentStrip: View {
    let titles: [String]

    var body: some View {
        HStack(spacing: 12) {
            Text(titles.first ?? "")
              // ↓ rule:dynamic-type reason:clamped severity:high
                .font(.subheadline.weight(.medium))
            Text(titles.last ?? "")
              // ↓ rule:dynamic-type reason:clamped severity:high
                .font(.subheadline)
        }
        .environment(\.dynamicTypeSize, .large)
    }
}

/// The older spelling of the same pin, kept by the log's legacy header.
struct KilnLegacyLogHeader: View {
    let title: String

    var body: some View {
        Text(title)
          // ↓ rule:dynamic-type reason:clamped severity:high
            .font(.headline)
            .environment(\.sizeCategory, .extraLarge)
    }
}

/// A pin at an accessibility size does not stop text before 200%: not clamped.
struct KilnPosterTitle: View {
    let title: String

    var body: some View {
        Text(title)
          // ↓ rule:dynamic-type reason:text-style severity:high
            .font(.body)
            .environment(\.dynamicTypeSize, .accessibility2)
    }
}
