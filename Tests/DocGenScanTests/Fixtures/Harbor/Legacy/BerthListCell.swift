import UIKit

/// A berth row laid out in a storyboard: an icon beside the berth's name, and a badge the list shows for berths
/// that need a premium membership (BerthListController.swift).
final class BerthListCell: UITableViewCell {
    // A static icon beside the name: UIKit does not expose an image view to VoiceOver unless it is made an element.
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var berthIcon: UIImageView! {
        didSet { berthIcon.tintColor = .secondaryLabel }
    }
    @IBOutlet var nameLabel: UILabel!
    // Shown or hidden by the list in another file: the only thing that says "premium".
               // ↓ rule:voiceover reason:unsaid-state severity:medium
    @IBOutlet var premiumBadge: UIImageView!
    // The app's own image view, two subclasses down, never shown by a condition.
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var hullIcon: DeckIcon!

    var showsChevron = true {
        didSet {
            // A cell's accessory: the row is read from its text, and the chevron only says the row opens.
            if showsChevron {
                             // ↓ rule:voiceover reason:not-an-element severity:medium
                accessoryView = HullIcon(
                        // ↓ rule:voiceover reason:not-an-element severity:medium
                    image: UIImage(named: "berth_chevron"))
            } else {
                accessoryView = nil
            }
        }
    }
}
