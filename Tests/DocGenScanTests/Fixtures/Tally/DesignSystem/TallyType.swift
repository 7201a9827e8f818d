import SwiftUI

/// Tally's type scale: every screen takes its fonts from here, so a redesign changes one file.
enum TallyType {
    static let screenTitle = Font.largeTitle.weight(.bold)
    static let sectionTitle = Font.title3.weight(.semibold)
    static let amount = Font.title.monospacedDigit()
    static let caption = Font.caption

    /// The font of a heading at a level of the page outline.
    static func heading(_ level: Int) -> Font {
        level <= 1 ? .title : .title2
    }
}

extension Font {
    /// The title of a report card.
    static let tallyCardTitle = Font.title2.weight(.medium)
}
