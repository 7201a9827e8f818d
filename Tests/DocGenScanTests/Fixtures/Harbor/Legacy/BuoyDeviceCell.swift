import UIKit

/// A row of the buoy list, laid out in a XIB; its controller sets its pictures and tints.
final class BuoyDeviceCell: UITableViewCell {
    // Lit or dark, chosen in an `if` by the controller: a state no text says.
               // ↓ rule:voiceover reason:unsaid-state severity:medium
    @IBOutlet var kindIcon: UIImageView!
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var watchIcon: UIImageView!
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var fieldIcon: UIImageView!
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var watchTitle: UILabel!
}
