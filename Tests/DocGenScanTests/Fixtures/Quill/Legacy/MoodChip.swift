import UIKit

/// A chip that shows an entry's mood, in two sizes read from one table.
final class MoodChip: UIView {
    enum Size {
        case compact
        case regular

        var metrics: (width: CGFloat, height: CGFloat, fontSize: CGFloat) {
            self == .compact ? (28, 28, 11) : (40, 40, 15)
        }
    }

    private let moodLabel = UILabel()
    private var current: Size = .regular

    func setUp() {
               // ↓ rule:dynamic-type reason:fixed-size severity:high
                             // ↓ rule:dynamic-type reason:fixed-size severity:high
        moodLabel.font = UIFont.systemFont(ofSize: Size.regular.metrics.fontSize, weight: .medium)
        addSubview(moodLabel)
    }

    func resize(to size: Size) {
        current = size
        let metrics = current.metrics
               // ↓ rule:dynamic-type reason:fixed-size severity:high
                       // ↓ rule:dynamic-type reason:fixed-size severity:high
        moodLabel.font = .systemFont(ofSize: metrics.fontSize)
    }
}
