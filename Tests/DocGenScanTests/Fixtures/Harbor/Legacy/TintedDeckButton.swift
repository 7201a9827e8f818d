import UIKit

/// The deck's tintable button: it shows nothing of its own, only re-tints whatever picture its maker gives it.
/// The class is no site; each button of it is what its maker sets.
final class TintedDeckButton: UIButton {
    override func setImage(_ image: UIImage?, for state: UIControl.State) {
        super.setImage(image?.withRenderingMode(.alwaysTemplate), for: state)
    }
}
