import UIKit

/// The logbook list: a bar button that adds a new logbook, whose picture shows a padlock when the crew has no
/// membership. Its label is one fixed phrase, so the locked state is in the picture alone.
final class LogbookListController: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateBarButtons()
    }

    private func updateBarButtons() {
        let addImage = MembershipStore.shared.isActive ? UIImage(named: "logbook_add") : UIImage(named: "logbook_add_locked")
                     // ↓ rule:voiceover reason:unsaid-state severity:high
        let addButton = UIBarButtonItem(image: addImage, style: .plain, target: self, action: #selector(addTapped))
        addButton.accessibilityLabel = NSLocalizedString("New logbook", comment: "")
        navigationItem.leftBarButtonItem = addButton

        // Its label changes with the same condition: it says the state.
        let syncImage = MembershipStore.shared.isActive ? UIImage(named: "logbook_sync") : UIImage(named: "logbook_sync_off")
                      // ↓ rule:voiceover reason:labelled severity:high
        let syncButton = UIBarButtonItem(image: syncImage, style: .plain, target: self, action: #selector(syncTapped))
        syncButton.accessibilityLabel = MembershipStore.shared.isActive ? NSLocalizedString("Sync logbooks", comment: "") : NSLocalizedString("Sync needs a membership", comment: "")
        navigationItem.rightBarButtonItem = syncButton
    }

    @objc private func addTapped() {}
    @objc private func syncTapped() {}
}

final class MembershipStore {
    static let shared = MembershipStore()
    var isActive = false
}
