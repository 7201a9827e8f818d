import UIKit

/// The shelf of dock actions under the harbour map, built in code from the actions the dock offers.
final class DockShelfController: UIViewController {
    private let shelf = UIStackView()

    func addBell(ringing: Bool) {
        // Made from the app's image-only button class and not labelled here: VoiceOver reads only "button".
                // ↓ rule:voiceover reason:unlabelled-button severity:high
        let bell = BellToggleButton(frame: .zero)
        bell.isRinging = ringing
        shelf.addArrangedSubview(bell)
    }

    func addLabelledBell() {
        // Labelled where it is made: it passes.
                // ↓ rule:voiceover reason:labelled severity:high
        let bell = BellToggleButton(frame: .zero)
        bell.accessibilityLabel = "Harbour bell"
        shelf.addArrangedSubview(bell)
    }
}
