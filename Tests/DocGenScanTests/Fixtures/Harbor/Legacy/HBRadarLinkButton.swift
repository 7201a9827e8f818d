import UIKit

/// The radar-link button of the bridge screens: an app class named with the team's two-letter prefix, as older
/// Objective-C apps name theirs. It shows only a picture chosen by whether the radar is linked, and never a label.
// The site is the class itself.
         // ↓ rule:voiceover reason:unlabelled-button severity:high
final class HBRadarLinkButton: UIButton {
    var isLinked = false {
        didSet { refresh() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        refresh()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        refresh()
    }

    private func refresh() {
        if isLinked {
            setImage(UIImage(named: "radar_linked"), for: .normal)
        } else {
            setImage(UIImage(named: "radar_unlinked"), for: .normal)
        }
    }
}
