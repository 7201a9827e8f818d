import UIKit

struct PairedLoom {
    let name: String
    let isJacquard: Bool
    let isBusy: Bool
}

/// Configures the cells of another file: pictures assigned to their image views' members are judged here.
final class LoomDeviceListController: UITableViewController {
    var looms: [PairedLoom] = []
    var tools: [String] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 { return toolCell(tableView, at: indexPath) }
        let cell = tableView.dequeueReusableCell(withIdentifier: "loom", for: indexPath) as! LoomDeviceCell
        let loom = looms[indexPath.row]
        // The kind is shown by the picture alone.
        if loom.isJacquard {
                               // ↓ rule:voiceover reason:unsaid-state severity:medium
            cell.kindIcon.image = UIImage(named: "loom-jacquard")
        } else {
                               // ↓ rule:voiceover reason:unsaid-state severity:medium
            cell.kindIcon.image = UIImage(named: "loom-floor")
        }
        cell.nameLabel.text = loom.name
        return cell
    }

    private func toolCell(_ tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "tool", for: indexPath) as! LoomToolCell
        let tool = tools[indexPath.row]
        // A fixed picture beside the name: the image view is not an element and shows no state.
                           // ↓ rule:voiceover reason:not-an-element severity:medium
        cell.toolIcon.image = UIImage(named: "tool-\(tool)")
        cell.toolLabel.text = tool
        return cell
    }

    func showBusy(_ cell: LoomToolCell, busy: Bool) {
        // Set in a branch that says it in the label beside it.
        if busy {
                               // ↓ rule:voiceover reason:not-an-element severity:medium
            cell.toolIcon.image = UIImage(named: "tool-busy")
            cell.toolLabel.text = "Busy"
        }
    }
}
