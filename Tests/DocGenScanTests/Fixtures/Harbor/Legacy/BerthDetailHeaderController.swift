import UIKit

/// The header of a berth's detail screen, laid out in a storyboard: each outlet sets itself up in its `didSet`, and
/// several of them add a tap recognizer kept in a local of the same name.
final class BerthDetailHeaderController: UIViewController {
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var berthPhoto: UIImageView! {
        didSet {
            // The photo opens the gallery, but nothing tells VoiceOver it can be activated.
                           // ↓ rule:voiceover reason:tap-without-button-trait severity:high
            let openGallery = UITapGestureRecognizer(target: self, action: #selector(photoTapped))
            berthPhoto.addGestureRecognizer(openGallery)
        }
    }

    @IBOutlet var harbourName: UILabel! {
        didSet {
            // The harbour's name opens the harbour: it says it is a button.
                           // ↓ rule:voiceover reason:button-trait severity:high
            let openGallery = UITapGestureRecognizer(target: self, action: #selector(harbourTapped))
            harbourName.addGestureRecognizer(openGallery)
            harbourName.accessibilityTraits = .button
        }
    }

    @IBOutlet var skipperName: UILabel! {
        didSet {
                           // ↓ rule:voiceover reason:button-trait severity:high
            let openGallery = UITapGestureRecognizer(target: self, action: #selector(skipperTapped))
            skipperName.addGestureRecognizer(openGallery)
            skipperName.accessibilityTraits.insert(.button)
        }
    }

    @IBOutlet var mooringNote: UILabel! {
        didSet {
                           // ↓ rule:voiceover reason:button-trait severity:high
            let openGallery = UITapGestureRecognizer(target: self, action: #selector(noteTapped))
            mooringNote.addGestureRecognizer(openGallery)
            mooringNote.accessibilityTraits = [.button, .staticText]
        }
    }

    @IBOutlet var tideNote: UILabel! {
        didSet {
                           // ↓ rule:voiceover reason:button-trait severity:high
            let openGallery = UITapGestureRecognizer(target: self, action: #selector(tideTapped))
            tideNote.addGestureRecognizer(openGallery)
            tideNote.accessibilityTraits |= .button
        }
    }

    @objc private func photoTapped() {}
    @objc private func harbourTapped() {}
    @objc private func skipperTapped() {}
    @objc private func noteTapped() {}
    @objc private func tideTapped() {}
}
