import UIKit

final class SpotDetailController: UIViewController {
    @IBOutlet private var nameLabel: UILabel!
    private let banner = UIView()
    private let bannerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
               // ↓ rule:color-scheme reason:interface-builder(nameLabel) severity:medium kind:foreground
        nameLabel.textColor = .white
            // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
        banner.backgroundColor = .black
        view.addSubview(banner)
        banner.addSubview(bannerLabel)
                 // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
        bannerLabel.textColor = .lightGray
    }
}
