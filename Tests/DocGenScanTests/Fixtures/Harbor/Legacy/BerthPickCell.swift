import UIKit

/// A berth in the pick-your-berths grid. The tick switches with the selection, and the photo's label says the
/// selection: it is composed by a function of the cell that is given the same flag.
final class BerthPickCell: UICollectionViewCell {
    //            ↓ rule:voiceover reason:labelled severity:medium
    @IBOutlet var photo: UIImageView!
    //            ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var tick: UIImageView!
    private var berthName = ""

    func show(_ name: String) {
        berthName = name
        updatePhotoLabel()
    }

    func setPicked(_ picked: Bool) {
        //                    ↓ rule:voiceover reason:not-an-element severity:medium
        //                                                ↓ rule:voiceover reason:not-an-element severity:medium
        tick.image = picked ? UIImage(named: "tick-on") : UIImage(named: "tick-off")
        updatePhotoLabel(picked: picked)
    }

    private func updatePhotoLabel(picked: Bool = false) {
        photo.accessibilityLabel = berthName + ", " + (picked ? "Picked" : "Not picked")
    }
}

/// The same tick with nothing that says the selection.
final class MooringPickCell: UICollectionViewCell {
    //            ↓ rule:voiceover reason:unsaid-state severity:medium
    @IBOutlet var tick: UIImageView!

    func setPicked(_ picked: Bool) {
        //                    ↓ rule:voiceover reason:unsaid-state severity:medium
        //                                                ↓ rule:voiceover reason:unsaid-state severity:medium
        tick.image = picked ? UIImage(named: "tick-on") : UIImage(named: "tick-off")
        refresh(picked)
    }

    private func refresh(_ picked: Bool) {
        tick.alpha = picked ? 1 : 0.6
    }
}
