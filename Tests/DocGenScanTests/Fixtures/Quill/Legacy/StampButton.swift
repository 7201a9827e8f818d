import UIKit

/// A round button that draws its caption in a text layer, so the caption can be animated with the ring.
final class StampButton: UIControl {
    private let ring = CAShapeLayer()
    private let caption = CATextLayer()
                                  // ↓ rule:dynamic-type reason:fixed-size severity:high
    private let captionFace = UIFont.systemFont(ofSize: 13, weight: .semibold)

    func install(text: String) {
        caption.string = text
        // A text layer takes its face from `font` and its size from `fontSize`: a fixed number here.
        caption.fontSize = captionFace.pointSize
             // ↓ rule:dynamic-type reason:copied-size severity:high
        caption.font = CGFont(captionFace.fontName as CFString)
        caption.contentsScale = 2
        ring.addSublayer(caption)
        layer.addSublayer(ring)
    }
}

/// A smaller stamp whose caption size is a stored constant.
final class MiniStampButton: UIControl {
    private let caption = CATextLayer()
    var captionSize: CGFloat = 11 {
        didSet { caption.fontSize = captionSize }
    }

    func install(text: String) {
        caption.string = text
        caption.fontSize = captionSize
             // ↓ rule:dynamic-type reason:fixed-size severity:high
        caption.font = "AvenirNext-Medium" as CFString
        layer.addSublayer(caption)
    }
}
