import SwiftUI

extension Animation {
    /// The app's signature spring.
    static let lumenSpring = Animation.spring(response: 0.45, dampingFraction: 0.8)

    /// A plain fade for colour changes.
    static let lumenFade = Animation.easeInOut(duration: 0.2)

    /// The signature spring, or a short ease when Reduce Motion is on.
    static func lumen(reduceMotion: Bool) -> Animation {
        reduceMotion ? .easeInOut(duration: 0.15) : .lumenSpring
    }
}

extension AnyTransition {
    /// Cards slide in from the trailing edge.
    static var cardSlide: AnyTransition {
        .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))
    }
}
