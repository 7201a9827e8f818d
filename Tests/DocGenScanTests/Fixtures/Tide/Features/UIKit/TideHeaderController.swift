import UIKit

/// A base controller with a header bar its screens colour through one helper.
class TideHeaderController: UIViewController {
    let headerBar = UIView()
    let headerTitle = UILabel()
    let closeButton = UIButton(type: .close)

    func layOutHeader() {
        view.addSubview(headerBar)
        headerBar.addSubview(headerTitle)
        headerBar.addSubview(closeButton)
    }

    /// Called by the subclasses (SpotHeaderController) with the colours of their content.
    func paintHeader(background: UIColor, title: UIColor, buttons: UIColor) {
        // Deep navy behind the close button, whose tint follows the appearance: it fails in dark mode.
               // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
        headerBar.backgroundColor = background
                 // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground verdict:pass
        headerTitle.textColor = title
        closeButton.tintColor = buttons
    }
}
