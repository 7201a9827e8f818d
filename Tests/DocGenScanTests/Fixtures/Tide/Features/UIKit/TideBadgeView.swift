import UIKit

/// A badge whose colours are set by the screens that show it. Its observers run only when a screen sets a colour, so
/// each shows what the screens assign, not the default written here.
final class TideBadgeView: UIView {
    private let titleLabel = UILabel()
    private let countLabel = UILabel()
    private let noteLabel = UILabel()

    /// Set by TideBadgeHost to a semantic colour: the observer never shows the white default.
    var ink = UIColor.white {
        didSet {
            titleLabel.textColor = ink
        }
    }

    /// Set by TideBadgeHost to a fixed colour: the observer shows that colour.
    var countInk = UIColor.label {
        didSet {
                    // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
            countLabel.textColor = countInk
        }
    }

    /// Never set in code (a storyboard may set it): the observer is judged at its default.
    var noteInk = UIColor.white.withAlphaComponent(0.6) {
        didSet {
                   // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
            noteLabel.textColor = noteInk
        }
    }

    func setUp() {
        addSubview(titleLabel)
        addSubview(countLabel)
        addSubview(noteLabel)
    }
}
