import UIKit

/// The deck's effects sheet, laid out in DeckEffects.xib: its labels are outlets, and only one is coloured in code.
/// The root view's background lies behind them all, so the label left in the adaptive primary fails against it.
final class DeckEffectsController: UIViewController {
    @IBOutlet var speedTitle: UILabel!
    @IBOutlet var speedValue: UILabel!
    @IBOutlet var optionsTable: UITableView!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
          // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
        view.backgroundColor = DeckColors.deckBackground()
        speedTitle.textColor = UIColor.secondaryLabel
    }
}

/// A credits sheet from a xib whose one label is coloured in code: the black root is judged at that colour.
final class DeckCreditsController: UIViewController {
    @IBOutlet var creditsLabel: UILabel!

    func paint() {
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background verdict:pass
        view.backgroundColor = .black
                  // ↓ rule:color-scheme reason:interface-builder(creditsLabel) severity:medium kind:foreground verdict:unknown
        creditsLabel.textColor = .white
    }
}

/// A sleep-timer button built in code, filled and titled with the artwork's colours: without artwork both fall back
/// to fixed colours (black, white), and that pair is judged at the title; with artwork both follow the theme.
final class DeckSleepButton: UIView {
    private let cancelButton = UIButton(type: .system)

    func paint() {
        addSubview(cancelButton)
        cancelButton.setTitle("Cancel", for: .normal)
                  // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background verdict:pass
        cancelButton.backgroundColor = DeckColors.deckBackground()
                  // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground verdict:pass
        cancelButton.setTitleColor(DeckColors.activeControl(), for: .normal)
    }
}
