import SwiftUI

/// The onboarding flow's text styles.
///
/// Every token is a Dynamic Type text style, so text follows the Larger Text setting. The flow
/// used to set point sizes here (32, 28, 20 and 16); each size became the text style that
/// matches it at the default setting.
enum Typography {
    /// Page titles (was 32 pt).
    static let pageTitle = Font.largeTitle.bold()
    /// The welcome headline (was 28 pt).
    static let headline = Font.title.weight(.semibold)
    /// Section titles and permission names (was 20 pt).
    static let sectionTitle = Font.title3.weight(.semibold)
    /// Explanations and row text (was 16 pt).
    static let body = Font.body
    /// Secondary text under a row or a card's title.
    static let detail = Font.subheadline
    /// Titles of the flow's buttons.
    static let button = Font.headline
    /// The sync toast's message.
    static let toast = Font.callout
}

extension Font {
    /// Counts shown beside synced rows, with digits of equal width so the column does not jitter.
    static let itemCount = Font.subheadline.monospacedDigit()
}
