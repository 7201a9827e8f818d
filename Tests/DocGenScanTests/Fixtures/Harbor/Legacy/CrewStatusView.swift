import UIKit

/// A crew member's status on the dock board: a warning icon when their sync failed, a radio icon tinted by whether
/// they are on watch, and a portrait the board makes one element.
final class CrewStatusView: UIView {
    private let statusLabel = UILabel()
    // The status text set beside it in every branch says what the icon shows.
                           // ↓ rule:voiceover reason:not-an-element severity:medium
    private let syncWarning = UIImageView(
            // ↓ rule:voiceover reason:not-an-element severity:medium
        image: UIImage(named: "crew_sync_warning"))
    // Shown only when the crew member is overdue, and nothing else says so.
                           // ↓ rule:voiceover reason:unsaid-state severity:medium
    private let overdueFlag = UIImageView(
            // ↓ rule:voiceover reason:unsaid-state severity:medium
        image: UIImage(named: "crew_overdue"))
    // Its tint says whether the crew member is on watch.
                         // ↓ rule:voiceover reason:unsaid-state severity:medium
    private let radioIcon = UIImageView(image: UIImage(systemName: "antenna.radiowaves.left.and.right"))

    func update(syncFailed: Bool, overdue: Bool, onWatch: Bool) {
        if syncFailed {
            statusLabel.text = "Sync failed"
            syncWarning.isHidden = false
        } else {
            statusLabel.text = "Up to date"
            syncWarning.isHidden = true
        }
        if overdue {
            overdueFlag.isHidden = false
        } else {
            overdueFlag.isHidden = true
        }
        radioIcon.tintColor = onWatch ? .systemGreen : .systemGray
    }

    /// The portrait made one element: without a label VoiceOver reads only "image".
    func makePortrait(named asset: String) -> UIImageView {
                    // ↓ rule:voiceover reason:unlabelled-image severity:medium
        let portrait = UIImageView(
                // ↓ rule:voiceover reason:unlabelled-image severity:medium
            image: UIImage(named: asset))
        portrait.isAccessibilityElement = true
        return portrait
    }

    /// The same, labelled with the crew member's name.
    func makeNamedPortrait(named asset: String, crewName: String) -> UIImageView {
                    // ↓ rule:voiceover reason:labelled severity:medium
        let portrait = UIImageView(
                // ↓ rule:voiceover reason:labelled severity:medium
            image: UIImage(named: asset))
        portrait.isAccessibilityElement = true
        portrait.accessibilityLabel = crewName
        return portrait
    }
}
