import UIKit

/// The list screens share their bar items through a base controller; subclasses choose the items and label them
/// through `super`.
class ManifestBaseController: UIViewController {
    var trailingItem: UIBarButtonItem? {
        didSet { navigationItem.rightBarButtonItem = trailingItem }
    }
    var leadingItem: UIBarButtonItem? {
        didSet { navigationItem.leftBarButtonItem = leadingItem }
    }
}

final class ManifestListController: ManifestBaseController {
    var isSelecting = false
    var isCompact = true

    func configureBar() {
        // The image item of the ternary is labelled through `super` on the next line: named.
                                                                                                                    // ↓ rule:voiceover reason:labelled severity:high
        super.trailingItem = isSelecting ? UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil) : UIBarButtonItem(image: UIImage(named: "manifest_more"), style: .plain, target: self, action: #selector(showOptions))
        super.trailingItem?.accessibilityLabel = isSelecting ? "Cancel selection" : "Sort and filter"

        // An image item in the first branch, never labelled: VoiceOver reads only "button".
                                    // ↓ rule:voiceover reason:unlabelled-button severity:high
        self.leadingItem = isCompact ? UIBarButtonItem(image: UIImage(named: "manifest_filter"), style: .plain, target: self, action: #selector(showOptions)) : nil
    }

    @objc private func showOptions() {}
}
