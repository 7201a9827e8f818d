import SwiftUI

extension Animation {
    /// The app's signature spring.
                                    // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
    static let lumenSpring = Animation.spring(response: 0.45, dampingFraction: 0.8)

    /// A plain fade for colour changes.
                                  // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
    static let lumenFade = Animation.easeInOut(duration: 0.2)

    /// The signature spring, or a short ease when Reduce Motion is on.
    static func lumen(reduceMotion: Bool) -> Animation {
                     // ↓ rule:motion-spec reason:too-short severity:medium verdict:fail kind:duration
        reduceMotion ? .easeInOut(duration: 0.15) : .lumenSpring
    }
}

extension AnyTransition {
    /// Cards slide in from the trailing edge.
    static var cardSlide: AnyTransition {
        .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))
    }
}
