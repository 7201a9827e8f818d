import UIKit

/// The header of a dock's settings section: a title, and a padlock the user taps to unlock when the dock is locked.
final class DockStatusHeader: UIView {
    private let titleLabel = UILabel()

    init(title: String, showsLock: Bool, target: Any?, unlock: Selector) {
        super.init(frame: .zero)
        titleLabel.text = title
        addSubview(titleLabel)

        if showsLock {
            // The padlock only appears for a locked dock, and nothing says "locked": its file name is read.
                        // ↓ rule:voiceover reason:unsaid-state severity:medium
            let lockView = UIImageView(
                    // ↓ rule:voiceover reason:unsaid-state severity:medium
                image: UIImage(named: "dock_locked"))
            lockView.contentMode = .scaleAspectFit
            addSubview(lockView)
                   // ↓ rule:voiceover reason:tap-without-button-trait severity:high
            let tap = UITapGestureRecognizer(target: target, action: unlock)
            addGestureRecognizer(tap)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
