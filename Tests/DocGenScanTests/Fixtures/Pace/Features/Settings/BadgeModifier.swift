import SwiftUI

/// A count badge drawn over a settings icon; its size follows Larger Text.
struct BadgeModifier: ViewModifier {
  // ↓ rule:dynamic-type reason:scaled-metric severity:medium
    @ScaledMetric(relativeTo: .caption) private var badgeSize: CGFloat = 16
    let count: Int

    func body(content: Content) -> some View {
        content.overlay(alignment: .topTrailing) {
            Text("\(count)")
                    // ↓ rule:dynamic-type reason:scaled-metric severity:high
              // ↓ rule:dynamic-type reason:scaled-metric severity:high
                .font(.system(size: badgeSize * 0.7, weight: .bold))
                .frame(minWidth: badgeSize, minHeight: badgeSize)
                .background(Circle().fill(.red))
        }
    }
}
