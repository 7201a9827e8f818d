import UIKit

/// A manifest row: the cell is one accessibility element whose label is composed from the crate, so the badges it
/// shows (fragile, insured, the customs stamp) are the crate's states, read in that label, not images of their own.
final class CargoManifestCell: UITableViewCell {
    @IBOutlet var crateName: UILabel!
               // ↓ rule:voiceover reason:combined-element severity:medium
    @IBOutlet var fragileBadge: UIImageView!
               // ↓ rule:voiceover reason:combined-element severity:medium
    @IBOutlet var insuredBadge: UIImageView!
               // ↓ rule:voiceover reason:combined-element severity:medium
    @IBOutlet var customsStamp: UIImageView!
    // The summary never reads `isPriority`: the flag's state is unsaid.
               // ↓ rule:voiceover reason:unsaid-state severity:medium
    @IBOutlet var priorityFlag: UIImageView!

    func populate(with crate: Crate) {
        crateName.text = crate.name
        fragileBadge.isHidden = !crate.isFragile
        insuredBadge.isHidden = !crate.isInsured
        // Hidden outright while the crate is being unloaded: hiding shows no state for the summary to say.
        if crate.isUnloading { insuredBadge.isHidden = true }
        priorityFlag.isHidden = !crate.isPriority
        if crate.clearedCustoms {
                              // ↓ rule:voiceover reason:combined-element severity:medium
            customsStamp.image = UIImage(named: "stamp_cleared")
        } else {
                              // ↓ rule:voiceover reason:combined-element severity:medium
            customsStamp.image = UIImage(named: "stamp_pending")
        }

        isAccessibilityElement = true
        accessibilityLabel = spokenSummary(of: crate)
    }

    private func spokenSummary(of crate: Crate) -> String {
        var parts = [crate.name]
        if crate.isFragile { parts.append(NSLocalizedString("Fragile", comment: "")) }
        if crate.isInsured { parts.append(NSLocalizedString("Insured", comment: "")) }
        parts.append(crate.clearedCustoms ? NSLocalizedString("Cleared customs", comment: "") : NSLocalizedString("Awaiting customs", comment: ""))
        return parts.joined(separator: ", ")
    }
}

/// A pallet row labelled with one fixed word: the hazard mark it shows under a condition is a state that label never says.
final class PalletRowCell: UITableViewCell {
    @IBOutlet var palletName: UILabel!
               // ↓ rule:voiceover reason:unsaid-state severity:medium
    @IBOutlet var hazardMark: UIImageView!

    func populate(with pallet: Pallet) {
        palletName.text = pallet.name
        hazardMark.isHidden = !pallet.isHazardous
        isAccessibilityElement = true
        accessibilityLabel = NSLocalizedString("Pallet", comment: "")
    }
}

struct Crate {
    var name: String
    var isFragile: Bool
    var isInsured: Bool
    var isPriority: Bool
    var isUnloading: Bool
    var clearedCustoms: Bool
}

struct Pallet {
    var name: String
    var isHazardous: Bool
}
