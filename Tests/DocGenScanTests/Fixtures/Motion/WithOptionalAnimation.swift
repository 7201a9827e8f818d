import SwiftUI
import UIKit

/// Runs `body` with an animation, or without one when Reduce Motion is on.
func withOptionalAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    if UIAccessibility.isReduceMotionEnabled {
        return try body()
    }
            // ↓ reason:guard-return severity:high
    return try withAnimation(animation, body)
}
