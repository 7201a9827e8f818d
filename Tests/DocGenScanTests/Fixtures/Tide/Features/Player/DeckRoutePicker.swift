import AVKit
import UIKit

/// The deck's AirPlay picker: idle it takes the appearance's colour, while routing the artwork's accent, which is
/// white for an episode without artwork — on no background of this type.
final class DeckRoutePicker: AVRoutePickerView {
    func paint() {
        tintColor = .secondaryLabel
     // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
        activeTintColor = DeckColors.activeControl()
    }
}

/// A deck button with an `activeTintColor` of its own: it is not a route picker's, and not a site here.
final class DeckCastButton: UIButton {
    var activeTintColor = UIColor.white
}

final class DeckCastHost: UIViewController {
    let castButton = DeckCastButton()

    func paint() {
        view.addSubview(castButton)
        castButton.activeTintColor = DeckColors.activeControl()
    }
}
