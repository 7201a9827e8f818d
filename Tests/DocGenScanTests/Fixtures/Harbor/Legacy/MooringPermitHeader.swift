import UIKit

/// A mooring permit's header: the pictures beside the permit's texts change with the permit, and each branch that
/// changes a picture also changes the text beside it, which says the same thing. Image views are not elements.
final class MooringPermitHeader: UITableViewCell {
    @IBOutlet var permitNote: UILabel!
    @IBOutlet var renewalDate: UILabel!
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var permitBadge: UIImageView!
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var renewalIcon: UIImageView!
               // ↓ rule:voiceover reason:unsaid-state severity:medium
    @IBOutlet var sealIcon: UIImageView!

    func configure(permit: MooringPermit?, signedIn: Bool) {
        if let permit {
                             // ↓ rule:voiceover reason:not-an-element severity:medium
            renewalIcon.image = UIImage(named: "permit_calendar")
            if permit.renewsAutomatically {
                renewalDate.text = String(format: NSLocalizedString("Renews on %@", comment: ""), permit.endText)
            } else {
                renewalDate.text = String(format: NSLocalizedString("Ends on %@", comment: ""), permit.endText)
            }
        } else if !signedIn {
                             // ↓ rule:voiceover reason:not-an-element severity:medium
            permitBadge.image = UIImage(named: "permit_warning")
            permitNote.text = NSLocalizedString("Sign in to see your permit", comment: "")
                             // ↓ rule:voiceover reason:not-an-element severity:medium
            renewalIcon.image = UIImage(named: "permit_sign_in")
            renewalDate.text = NSLocalizedString("Signed out", comment: "")
        }
        if permit?.isSealed == true {
            // Nothing beside the seal says the permit is sealed: the picture alone shows it.
                          // ↓ rule:voiceover reason:unsaid-state severity:medium
            sealIcon.image = UIImage(named: "permit_sealed")
        }
    }
}

struct MooringPermit {
    var renewsAutomatically: Bool
    var endText: String
    var isSealed: Bool
}
