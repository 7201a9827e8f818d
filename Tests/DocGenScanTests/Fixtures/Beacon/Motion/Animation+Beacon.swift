import SwiftUI

extension Animation {
    /// The springy curve of story pages, for a given length.
    static func pageTurn(_ duration: TimeInterval) -> Animation {
     // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        spring(duration: duration, bounce: 0.2)
    }

    /// The fade of captions: a fixed share of the page's length.
    static func captionFade(over pageLength: TimeInterval) -> Animation {
      // ↓ rule:motion-spec reason:unknown-duration(pageLength) severity:medium verdict:unknown kind:duration
        .easeOut(duration: pageLength / 4)
    }
}
