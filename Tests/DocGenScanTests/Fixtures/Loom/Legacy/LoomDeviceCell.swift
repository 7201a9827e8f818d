import UIKit

/// A row of the paired looms: the controller picks the icon by the loom's kind, which the name does not say.
final class LoomDeviceCell: UITableViewCell {
               // ↓ rule:voiceover reason:unsaid-state severity:medium
    @IBOutlet var kindIcon: UIImageView!
    @IBOutlet var nameLabel: UILabel!
}

/// A row of the tool shelf: a fixed icon beside the tool's name.
final class LoomToolCell: UITableViewCell {
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var toolIcon: UIImageView!
    @IBOutlet var toolLabel: UILabel!
}
