import UIKit

/// The deck log sheet: its close and pin buttons are the app's tintable class, given a picture here.
final class DeckLogViewController: UIViewController {
    private lazy var closeButton: TintedDeckButton = {
        // Only a picture and no label: VoiceOver reads only "button".
                       // ↓ rule:voiceover reason:unlabelled-button severity:high
        let closeButton = TintedDeckButton()
        closeButton.setImage(UIImage(named: "deck_close"), for: .normal)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        return closeButton
    }()

    private lazy var pinButton: TintedDeckButton = {
        // Labelled where it is made: it passes.
                     // ↓ rule:voiceover reason:labelled severity:high
        let pinButton = TintedDeckButton()
        pinButton.setImage(UIImage(named: "deck_pin"), for: .normal)
        pinButton.accessibilityLabel = "Pin entry"
        return pinButton
    }()

    private lazy var saveButton: TintedDeckButton = {
        // A title names it: no site.
        let saveButton = TintedDeckButton()
        saveButton.setTitle("Save", for: .normal)
        return saveButton
    }()

    @objc private func closeTapped() { dismiss(animated: true) }
}
