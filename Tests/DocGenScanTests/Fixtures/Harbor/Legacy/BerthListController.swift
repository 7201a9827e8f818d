import UIKit
import WebKit

struct Berth {
    var name: String
    var isPremium: Bool
}

/// The list of berths: the harbour's wordmark stands for the screen's title, each row shows a premium badge when the
/// berth needs a membership, and a locked header asks the user to subscribe when tapped.
final class BerthListController: UITableViewController {
    var berths: [Berth] = []
    private let header = UIView()
    // The live camera of the harbour mouth: a picture nobody is asked to read, and not an accessibility element.
                             // ↓ rule:voiceover reason:not-an-element severity:medium
    private let harbourCamera = UIImageView()
    // Added to the header in another method.
                                    // ↓ rule:voiceover reason:tap-without-button-trait severity:high
    private lazy var lockedHeaderTap = UITapGestureRecognizer(target: self, action: #selector(showMembership))

    override func viewDidLoad() {
        super.viewDidLoad()
        // A logo instead of the screen's name: with no label the screen has no title.
                    // ↓ rule:voiceover reason:image-as-title severity:medium
        let wordmark = HullIcon(
                // ↓ rule:voiceover reason:image-as-title severity:medium
            image: UIImage(named: "harbor_wordmark"))
        navigationItem.titleView = wordmark
        view.addSubview(harbourCamera)
        lockHeader()
    }

    private func lockHeader() {
        header.alpha = 0.4
        header.addGestureRecognizer(lockedHeaderTap)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "berth", for: indexPath) as! BerthListCell
        let berth = berths[indexPath.row]
        cell.nameLabel.text = berth.name
        cell.premiumBadge.isHidden = !berth.isPremium
        return cell
    }

    @objc private func showMembership() {}
}

/// The same wordmark, labelled: it passes.
final class BerthMapController: UIViewController {
    private var preview: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
                    // ↓ rule:voiceover reason:labelled severity:medium
        let wordmark = DeckIcon(image: nil)
        wordmark.accessibilityLabel = "Harbor berths"
        navigationItem.titleView = wordmark
    }

    /// A berth's photo, shown by a web view when it is animated and an image view otherwise: either way the same
    /// picture, so the image view shows no state.
    func showPhoto(animated: Bool) {
        if animated {
            preview = WKWebView()
        } else {
                   // ↓ rule:voiceover reason:not-an-element severity:medium
            preview = UIImageView()
        }
    }
}
