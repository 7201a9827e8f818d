import SwiftUI
import UIKit

// A design system's drop-in replacements for `.animation`, `.transition` and `withAnimation`: the calls are not
// sites, the animations inside are, judged through what every caller passes.
public extension View {
    /// `.animation(_:value:)` without the animation under Reduce Motion.
    func calmAnimation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(CalmAnimationModifier(animation: animation, value: value))
    }

    /// `.transition(_:)` that keeps the view still under Reduce Motion.
    func calmTransition(_ transition: AnyTransition) -> some View {
        modifier(CalmTransitionModifier(transition: transition))
    }
}

/// Runs `body` with `animation`, or with none when Reduce Motion is on.
public func withCalmAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
     // ↓ reason:ternary severity:high curve:spring
    try withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : animation, body)
}

private struct CalmAnimationModifier<V: Equatable>: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let animation: Animation?
    let value: V

    func body(content: Content) -> some View {
        if reduceMotion {
            content
        } else {
                 // ↓ reason:else-branch severity:critical curve:repeat-forever,linear effects:rotation
            content.animation(animation, value: value)
        }
    }
}

private struct CalmTransitionModifier: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let transition: AnyTransition

    func body(content: Content) -> some View {
        if reduceMotion {
            content
        } else {
                 // ↓ reason:else-branch severity:high
            content.transition(transition)
        }
    }
}
