import SwiftUI

/// A compact badge for the kiln's current firing, kept small so it fits the shelf header.
struct FiringBadge: View {
    let cone: String
    let minutesLeft: Int

    var body: some View {
        HStack(spacing: 4) {
            Text(cone)
              // ↓ rule:dynamic-type reason:clamped severity:high
                .font(.headline)
            Text("\(minutesLeft) min")
                    // ↓ rule:dynamic-type reason:fixed-size severity:high
              // ↓ rule:dynamic-type reason:fixed-size severity:high
                .font(.system(size: 12))
        }
        .padding(6)
        .dynamicTypeSize(...DynamicTypeSize.large)
    }
}

/// The firing log row: grows with the text size, but stops at the second accessibility size.
struct FiringLogRow: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.body)
            Text("Bisque")
              // ↓ rule:dynamic-type reason:clamped severity:high
                .font(.caption)
                .dynamicTypeSize(.xSmall ... .xxLarge)
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }
}
