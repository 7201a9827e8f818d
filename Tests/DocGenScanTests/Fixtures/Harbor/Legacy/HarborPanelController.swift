import UIKit

/// The base of the harbor's modal panels: it makes the round close glyph every panel puts in its navigation bar.
class HarborPanelController: UIViewController {
    func makeGlyphButton(imageName: String) -> UIButton {
        var config = UIButton.Configuration.plain()
        //             ↓ rule:voiceover reason:not-an-element severity:medium
        config.image = UIImage(named: imageName)
        config.contentInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 16)

        //          ↓ rule:voiceover reason:unlabelled-button severity:high
        let glyph = UIButton(configuration: config)
        glyph.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        return glyph
    }

    // A button whose configuration has a title is named by it, and so is every bar item made from this helper.
    func makeTextButton(title: String) -> UIButton {
        var config = UIButton.Configuration.plain()
        config.title = title
        let button = UIButton(configuration: config)
        return button
    }

    @objc func closeTapped() {
        dismiss(animated: true)
    }
}

/// A panel that shows the glyph as its close item: VoiceOver reads the button by nothing but its picture.
final class MooringFeesPanelController: HarborPanelController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let close = makeGlyphButton(imageName: "panel-close")
        close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        //              ↓ rule:voiceover reason:unlabelled-button severity:high
        let closeItem = UIBarButtonItem(customView: close)
        navigationItem.leftBarButtonItem = closeItem
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: makeTextButton(title: "Done"))
    }
}

/// The same glyph, labelled where the panel makes it.
final class BerthRulesPanelController: HarborPanelController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let close = makeGlyphButton(imageName: "panel-close")
        close.accessibilityLabel = "Close"
        close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        //                                 ↓ rule:voiceover reason:labelled severity:high
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: close)
    }
}
