import UIKit

/// A spot's screen: it paints the base controller's header with the spot's colours, or navy and white without them.
final class SpotHeaderController: TideHeaderController {
    var spotTint: UIColor?

    override func viewDidLoad() {
        super.viewDidLoad()
        layOutHeader()
        if let spotTint {
            paintHeader(background: spotTint, title: .label, buttons: .label)
        } else {
            paintHeader(background: .tideNavy, title: .white, buttons: .label)
        }
    }
}
