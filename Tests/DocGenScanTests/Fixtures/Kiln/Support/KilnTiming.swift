import UIKit

/// Animation timings of the UIKit screens. A slide takes no time when Reduce Motion is on.
enum KilnTiming {
    static var slide: TimeInterval { UIAccessibility.isReduceMotionEnabled ? 0 : 0.3 }
    static let settle: TimeInterval = 0.25
}
