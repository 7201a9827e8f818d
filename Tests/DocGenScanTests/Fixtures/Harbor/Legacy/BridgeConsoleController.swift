import UIKit

/// The bridge console: the radar-link button is made in code here and laid out in a storyboard on the chart screen.
final class BridgeConsoleController: UIViewController {
    // Made from the prefixed image-only class and not labelled here: VoiceOver reads only "button".
                           // ↓ rule:voiceover reason:unlabelled-button severity:high
    private let radarButton = HBRadarLinkButton()

    // Its picture is chosen by the link state inside the class: a storyboard label could not say which one is shown.
               // ↓ rule:voiceover reason:unsaid-state severity:high
    @IBOutlet var chartRadarButton: HBRadarLinkButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(radarButton)
        addSpareRadarButton()
    }

    private func addSpareRadarButton() {
        // Labelled where it is made: it passes.
                 // ↓ rule:voiceover reason:labelled severity:high
        let spare = HBRadarLinkButton(frame: .zero)
        spare.accessibilityLabel = "Spare radar link"
        view.addSubview(spare)
    }
}
