import UIKit

/// A horn button that swaps its picture when the horn is on: it never gets a title or a label, so VoiceOver reads
/// the image's file name.
// The site is the class itself.
         // ↓ rule:voiceover reason:unlabelled-button severity:high
final class SignalHornButton: UIButton {
    var isSounding = false {
        didSet { setImage(UIImage(named: isSounding ? "horn_on" : "horn_off"), for: .normal) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setImage(UIImage(named: "horn_off"), for: .normal)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The same, labelled: it passes.
         // ↓ rule:voiceover reason:labelled severity:high
final class FogHornButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setImage(UIImage(named: "fog_horn"), for: .normal)
        accessibilityLabel = "Fog horn"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
