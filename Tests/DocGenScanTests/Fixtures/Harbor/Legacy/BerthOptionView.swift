import UIKit

/// One option of a berth sheet: an icon, a title, a tick on the chosen option. The whole row is one button for
/// VoiceOver, named by the option's title.
struct BerthOption {
    var title: String
    var iconName: String?
    var isChosen: Bool
}

final class BerthOptionView: UIView {
    private let option: BerthOption
    private let onChoose: () -> Void

    init(option: BerthOption, onChoose: @escaping () -> Void) {
        self.option = option
        self.onChoose = onChoose
        super.init(frame: .zero)

        let title = UILabel()
        title.text = option.title
        addSubview(title)

        // The icon is named by the row's label: the row is one element.
                                          // ↓ rule:voiceover reason:combined-element severity:medium
        let icon = option.iconName.flatMap { UIImage(named: $0) }
        if let icon {
                        // ↓ rule:voiceover reason:combined-element severity:medium
            let iconView = UIImageView(image: icon)
            addSubview(iconView)
        } else if option.isChosen {
            // The tick says "chosen", which the row's label does not.
                    // ↓ rule:voiceover reason:unsaid-state severity:medium
            let tick = UIImage(named: "berth_tick")
                        // ↓ rule:voiceover reason:unsaid-state severity:medium
            let tickView = UIImageView(image: tick)
            addSubview(tickView)
        }

               // ↓ rule:voiceover reason:button-trait severity:high
        let tap = UITapGestureRecognizer(target: self, action: #selector(choose))
        addGestureRecognizer(tap)

        isAccessibilityElement = true
        accessibilityLabel = option.title
        accessibilityTraits = [.button]
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    @objc private func choose() { onChoose() }
}
