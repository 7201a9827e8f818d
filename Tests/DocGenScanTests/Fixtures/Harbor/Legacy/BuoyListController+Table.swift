import UIKit

/// The buoy list configures its cells through their type: the lit picture is a state nothing says; the watch picture
/// is said by the title chosen with it; the field tint only follows the row's kind.
extension BuoyListController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "buoy", for: indexPath) as! BuoyDeviceCell
        let buoy = buoys[indexPath.row]
        if buoy.isLit {
                               // ↓ rule:voiceover reason:unsaid-state severity:medium
            cell.kindIcon.image = UIImage(named: "buoy_lit")
        } else {
                               // ↓ rule:voiceover reason:unsaid-state severity:medium
            cell.kindIcon.image = UIImage(named: "buoy_dark")
        }
        cell.nameLabel.text = buoy.name
        cell.watchTitle.text = buoy.isWatched ? "Stop watching" : "Watch"
        cell.watchIcon.image = buoy.isWatched
           // ↓ rule:voiceover reason:not-an-element severity:medium
            ? UIImage(named: "eye_off")
           // ↓ rule:voiceover reason:not-an-element severity:medium
            : UIImage(named: "eye")
        switch rows[indexPath.row] {
        case .name:
            cell.fieldIcon.tintColor = .systemBlue
        case .position:
            cell.fieldIcon.tintColor = .systemTeal
        }
        return cell
    }
}

/// The controller and what it lists.
final class BuoyListController: UIViewController {
    enum Row { case name, position }
    struct Buoy {
        let name: String
        var isLit: Bool
        var isWatched: Bool
    }

    var rows: [Row] = [.name, .position]
    var buoys: [Buoy] = []
}
