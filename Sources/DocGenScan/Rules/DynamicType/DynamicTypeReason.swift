/// Why a Dynamic Type site got its verdict: how its font scales with the Larger Text setting, or what stops it.
public enum DynamicTypeReason: String, RuleReason {
    /// A Dynamic Type text style.
    case textStyle = "text-style"
    /// `Font.custom(_:size:)`, which scales with the body style, or `custom(_:size:relativeTo:)`.
    case relativeCustomFont = "relative-custom-font"
    /// A size read from an instance `@ScaledMetric` of a view, view modifier or dynamic property.
    case scaledMetric = "scaled-metric"
    /// `UIFontMetrics(…).scaledFont(for:)`.
    case fontMetrics = "font-metrics"
    /// A fixed point size.
    case fixedSize = "fixed-size"
    /// `Font.custom(_:fixedSize:)`.
    case fixedCustomFont = "fixed-custom-font"
    /// A static `@ScaledMetric`.
    case staticScaledMetric = "static-scaled-metric"
    /// A `@ScaledMetric` declared outside a view, view modifier or dynamic property.
    case scaledMetricOutsideView = "scaled-metric-outside-view"
    /// A scaled UIKit font on a label that does not adjust.
    case notAdjusting = "not-adjusting"
    /// `.lineLimit(1)` with a fixed frame height.
    case clipping
    /// A scaling font under a `.dynamicTypeSize(…)` clamp below the accessibility sizes.
    case clamped
    /// `.lineLimit(1)` with a frame height from an instance `@ScaledMetric`.
    case scaledFrame = "scaled-frame"
    /// A fixed size on an SF Symbol or image hidden from accessibility: decoration, not text.
    case hiddenSymbol = "hidden-symbol"
    /// A size of 1 pt or less on a construction: a face carried to be resized, never shown at that size.
    case placeholderSize = "placeholder-size"
    /// The size of the font a method of `UIFont`/`Font` is called on: judged where that font is made.
    case keptSize = "kept-size"
    /// A size copied once from a font's `pointSize`, which stays when the text size changes.
    case copiedSize = "copied-size"
    /// A token or value that cannot be resolved.
    case unknownFont = "unknown-font"

    public var name: String { rawValue }
    public var subject: String? { nil }

    public var meaning: String {
        switch self {
        case .textStyle: "a Dynamic Type text style"
        case .relativeCustomFont: "Font.custom(_:size:), which scales with the body style, or custom(_:size:relativeTo:)"
        case .scaledMetric: "a size read from an instance @ScaledMetric of a view, view modifier or dynamic property"
        case .fontMetrics: "UIFontMetrics(…).scaledFont(for:)"
        case .fixedSize: "a fixed point size: fail"
        case .fixedCustomFont: "Font.custom(_:fixedSize:): fail"
        case .staticScaledMetric: "a static @ScaledMetric never sees the environment and stays fixed: fail"
        case .scaledMetricOutsideView: "a @ScaledMetric declared outside a view, view modifier or dynamic property stays fixed: fail"
        case .notAdjusting: "a scaled UIKit font on a label without adjustsFontForContentSizeCategory = true: fail"
        case .clipping: ".lineLimit(1) with a fixed frame(height:): fail"
        case .clamped:
            "a scaling font under .dynamicTypeSize(…) that stops before the accessibility sizes (...DynamicTypeSize.xxxLarge or less), "
                + "or under .environment(\\.dynamicTypeSize, …) that pins one such size: fail"
        case .scaledFrame: ".lineLimit(1) with a frame height from an instance @ScaledMetric"
        case .hiddenSymbol:
            "a fixed size on an SF Symbol or image hidden from accessibility (.accessibilityHidden(true), Image(decorative:), "
                + "or a symbol view hidden at every use in its file): exempt"
        case .placeholderSize:
            "a size of 1 pt or less on a construction (UIFont(name:size: 1)): a face carried to be given its size later, never shown at it"
        case .keptSize: "a size read from pointSize in a method of UIFont or Font: the font it is called on is judged where it is made"
        case .copiedSize:
            "a size copied once from a font's pointSize (UIFont.preferredFont(forTextStyle: .body).pointSize) into another font "
                + "or a layer: the number stays when the text size changes later: fail"
        case .unknownFont: "a token or value that cannot be resolved: verdict unknown"
        }
    }

    public var verdict: Verdict {
        switch self {
        case .textStyle, .relativeCustomFont, .scaledMetric, .fontMetrics, .scaledFrame, .placeholderSize, .keptSize: .pass
        case .fixedSize, .fixedCustomFont, .staticScaledMetric, .scaledMetricOutsideView, .notAdjusting, .clipping, .clamped, .copiedSize: .fail
        case .hiddenSymbol: .exempt
        case .unknownFont: .unknown
        }
    }
}

extension FontScaling {
    /// The reason a font that scales this way gives.
    var reason: DynamicTypeReason {
        switch self {
        case .textStyle: .textStyle
        case .relativeCustom: .relativeCustomFont
        case .scaledMetric: .scaledMetric
        case .fontMetrics: .fontMetrics
        case .fixed: .fixedSize
        case .fixedCustom: .fixedCustomFont
        case .staticMetric: .staticScaledMetric
        case .metricOutsideView: .scaledMetricOutsideView
        case .placeholder: .placeholderSize
        case .keptSize: .keptSize
        case .copiedSize: .copiedSize
        case .unknown: .unknownFont
        }
    }
}
