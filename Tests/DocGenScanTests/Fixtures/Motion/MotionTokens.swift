import SwiftUI
import UIKit

/// Shared motion tokens: every one resolves to no motion when Reduce Motion is on.
enum Motion {
    static var standard: Animation? {
                                                    // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIAccessibility.isReduceMotionEnabled ? nil : .easeInOut(duration: 0.25)
    }

    static var cardEntrance: AnyTransition {
        if UIAccessibility.isReduceMotionEnabled {
            return .opacity
        }
        return .move(edge: .bottom).combined(with: .opacity)
    }

    static var emphasis: Animation? {
        guard !UIAccessibility.isReduceMotionEnabled else { return nil }
             // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        return .spring(response: 0.4, dampingFraction: 0.7)
    }

    /// Not a safe token: it ignores Reduce Motion.
    static var decorative: Animation? {
      // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        .spring(response: 0.5, dampingFraction: 0.5)
    }
}
