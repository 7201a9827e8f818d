import UIKit

/// The tide chart's header: its drawings come in a light and a dark version, picked by the theme or the trait
/// collection, which is no state. The lock beside them does show one.
final class TideChartHeaderController: UIViewController {
    // The dark drawing is the same picture for the dark palette: the outlet is still no element.
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var illustration: UIImageView! {
        didSet {
            illustration.image = HarborTheme.current.isDark
               // ↓ rule:voiceover reason:not-an-element severity:medium
                ? UIImage(named: "tide_header_dark")
               // ↓ rule:voiceover reason:not-an-element severity:medium
                : UIImage(named: "tide_header")
        }
    }

               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var compassBadge: UIImageView!

    // A real state: the lock shows whether the chart is for members only, and nothing says it.
               // ↓ rule:voiceover reason:unsaid-state severity:medium
    @IBOutlet var lockIcon: UIImageView!

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if traitCollection.userInterfaceStyle == .dark {
                              // ↓ rule:voiceover reason:not-an-element severity:medium
            compassBadge.image = UIImage(named: "compass_dark")
        } else {
                              // ↓ rule:voiceover reason:not-an-element severity:medium
            compassBadge.image = UIImage(named: "compass")
        }
    }

    func show(membersOnly: Bool) {
        lockIcon.image = membersOnly
           // ↓ rule:voiceover reason:unsaid-state severity:medium
            ? UIImage(named: "chart_locked")
           // ↓ rule:voiceover reason:unsaid-state severity:medium
            : UIImage(named: "chart_open")
    }
}
