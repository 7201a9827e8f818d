import SwiftUI

/// Applies an animation only when Reduce Motion is off.
struct MotionSafe<Value: Equatable>: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let animation: Animation
    let value: Value

    func body(content: Content) -> some View {
             // ↓ reason:ternary severity:medium
        content.animation(reduceMotion ? nil : animation, value: value)
    }
}

extension View {
    /// `.animation(_:value:)` that respects Reduce Motion.
    func motionSafe<Value: Equatable>(_ animation: Animation, value: Value) -> some View {
        modifier(MotionSafe(animation: animation, value: value))
    }
}
