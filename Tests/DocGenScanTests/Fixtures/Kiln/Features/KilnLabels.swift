import UIKit

/// Body text of the piece detail screen; follows the reader's text size.
final class PieceNotesLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
             // ↓ rule:dynamic-type reason:text-style severity:high
     // ↓ rule:dynamic-type reason:text-style severity:high
        font = .preferredFont(forTextStyle: .body)
        adjustsFontForContentSizeCategory = true
        numberOfLines = 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Firing dates under each piece. Its text style never updates: nothing asks it to adjust.
final class FiringDateLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
                        // ↓ rule:dynamic-type reason:not-adjusting severity:high
          // ↓ rule:dynamic-type reason:not-adjusting severity:high
        self.font = UIFont.preferredFont(forTextStyle: .caption1)
        textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The serial number stamped on a piece, in the studio's fixed serial face.
final class SerialLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
     // ↓ rule:dynamic-type reason:fixed-size severity:high
        font = .kilnSerial
        adjustsFontForContentSizeCategory = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
