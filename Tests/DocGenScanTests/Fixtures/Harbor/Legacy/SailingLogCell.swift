import UIKit

/// A sailing log entry. A table cell is one accessibility element by default, and this one composes its own label, which
/// says when the log has been exported: the exported mark is read there. Nothing says the log is starred: the star shows
/// a state no label reads.
final class SailingLogCell: UITableViewCell {
    @IBOutlet var routeLabel: UILabel!
               // ↓ rule:voiceover reason:combined-element severity:medium
    @IBOutlet var exportedMark: UIImageView!
               // ↓ rule:voiceover reason:unsaid-state severity:medium
    @IBOutlet var starMark: UIImageView!

    func show(_ log: SailingLog) {
        routeLabel.text = log.route
        if log.isExporting {
            exportedMark.isHidden = true
        } else if log.isExported {
            exportedMark.isHidden = false
        } else {
            exportedMark.isHidden = true
        }
        starMark.isHidden = !log.isStarred
        accessibilityLabel = spokenSummary(of: log)
    }

    private func spokenSummary(of log: SailingLog) -> String {
        var parts = [log.route, log.distanceText]
        if log.isExported { parts.append(NSLocalizedString("Exported", comment: "")) }
        return parts.joined(separator: ", ")
    }
}

/// The bar above a log while it is edited. The pick box switches its spoken name with the tick it shows; the sync warning
/// is shown with a status text chosen on the same flag; the chevron's picture is only chosen by the app's theme. The
/// anchor mark is shown on a flag no text beside it tests.
final class LogEditorBar: UIView {
    @IBOutlet var pickBox: UIView!
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var pickTick: UIImageView!
    @IBOutlet var statusLabel: UILabel!
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var syncWarning: UIImageView!
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var chevron: UIImageView!
               // ↓ rule:voiceover reason:unsaid-state severity:medium
    @IBOutlet var anchorMark: UIImageView!

    var isPicked = false {
        didSet {
            pickTick.isHidden = !isPicked
            pickBox.accessibilityLabel = isPicked ? NSLocalizedString("Unpick log", comment: "") : NSLocalizedString("Pick log", comment: "")
        }
    }

    func show(_ log: SailingLog, theme: HarborAppearance) {
        syncWarning.isHidden = !log.syncFailed
        statusLabel.text = log.syncFailed ? NSLocalizedString("Not synced", comment: "") : log.distanceText
        anchorMark.isHidden = !log.isAnchored

        switch theme {
        case .night:
                         // ↓ rule:voiceover reason:not-an-element severity:medium
            chevron.image = UIImage(named: "chevron_night")
        default:
                         // ↓ rule:voiceover reason:not-an-element severity:medium
            chevron.image = UIImage(named: "chevron_day")
        }
    }
}

enum HarborAppearance {
    case day, night
}

struct SailingLog {
    var route: String
    var distanceText: String
    var isExporting: Bool
    var isExported: Bool
    var syncFailed: Bool
    var isStarred: Bool
    var isAnchored: Bool
}
