import UIKit

final class DeckHostController: UIViewController {
    @IBOutlet var tabTitles: UISegmentedControl!
}
