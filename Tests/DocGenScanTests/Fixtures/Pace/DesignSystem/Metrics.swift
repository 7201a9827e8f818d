import SwiftUI

/// Sizes shared by many screens.
enum Metrics {
    /// A static metric never sees the environment: it stays 24 pt at every text size.
  // ↓ rule:dynamic-type reason:static-scaled-metric severity:medium
    @ScaledMetric static var iconSize: CGFloat = 24
}

/// Gutters of the list layouts; a plain struct, so its metric never updates either.
struct Spacing {
  // ↓ rule:dynamic-type reason:scaled-metric-outside-view severity:medium
    @ScaledMetric var gutter: CGFloat = 16
}

/// Insets that follow Larger Text: a dynamic property, updated like a view's own.
struct ScaledInsets: DynamicProperty {
  // ↓ rule:dynamic-type reason:scaled-metric severity:medium
    @ScaledMetric var inset: CGFloat = 12
}
