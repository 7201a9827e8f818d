import UIKit

/// A checklist row of the rigging check: a storyboard button that swaps its picture when checked, with a tick drawn
/// inside the button's own image.
final class RigCheckboxCell: UITableViewCell {
    // Its picture is chosen by the checked state: a storyboard label could not say which one is shown.
               // ↓ rule:voiceover reason:unsaid-state severity:high
    @IBOutlet var toggleButton: UIButton!
    @IBOutlet var itemLabel: UILabel!
    private var tickView: UIImageView!

    override func awakeFromNib() {
        super.awakeFromNib()
        // The tick is part of the button's image: VoiceOver reads the button, so the tick is no site of its own.
        let tick = UIImage(named: "rig_tick")
        tickView = UIImageView(frame: CGRect(x: 2, y: 2, width: 20, height: 20))
        tickView.image = tick
        toggleButton.imageView?.addSubview(tickView)
    }

    func setChecked(_ checked: Bool) {
        let asset = checked ? "rig_checked" : "rig_unchecked"
        toggleButton.setImage(UIImage(named: asset), for: .normal)
        tickView.isHidden = !checked
    }
}
