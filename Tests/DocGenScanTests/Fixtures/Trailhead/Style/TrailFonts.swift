import SwiftUI

/// Trailhead's fonts, named after where they are used.
struct TrailFonts {
    static let shared = TrailFonts()

    let pageTitle: Font = .largeTitle
    let cardTitle: Font = .title3.weight(.semibold)
    let stat: Font = .title.monospacedDigit()
    let detail: Font = .subheadline
}
