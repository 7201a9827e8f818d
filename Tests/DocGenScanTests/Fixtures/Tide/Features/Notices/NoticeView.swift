import UIKit

/// Shows one notice: its text on the style's fill; the fill and the ink are read from the same style value.
final class NoticeView: UIView {
    let request: NoticeRequest
    private let card = UIView()
    private let textLabel = UILabel()

    init(request: NoticeRequest) {
        self.request = request
        super.init(frame: .zero)
        setUp()
    }

    required init?(coder: NSCoder) { nil }

    private func setUp() {
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
        card.backgroundColor = request.style.fill
        addSubview(card)
        card.addSubview(textLabel)
               // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
        textLabel.textColor = request.style.ink
        textLabel.text = request.text
    }
}

/// Presents the storm warning.
enum StormNotice {
    static func make() -> NoticeView {
        NoticeView(request: NoticeRequest(text: "Storm tonight", style: .storm))
    }
}

/// A notice over a dimmed screen: tapping the dimming (a button with no title) dismisses it.
final class DimmedNoticeView: UIView {
    private let dimming = UIButton()
    private let dismissButton = UIButton()

    func setUp() {
        // Not a site: the dimming button shows no text or image.
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.35)
        addSubview(dimming)
        dismissButton.setTitle("Dismiss", for: .normal)
                   // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
        dismissButton.backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)
        addSubview(dismissButton)
    }
}
