import SwiftUI

/// Motion values shared with the marketing site's design tokens.
struct MotionTokens {
    static let springEasing = Animation.interpolatingSpring(stiffness: 170, damping: 15)
    static let pressScale: CGFloat = 0.96
    static let fadeDuration = 0.25
}
