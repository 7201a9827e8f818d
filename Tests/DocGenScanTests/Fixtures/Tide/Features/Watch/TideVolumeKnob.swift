import SwiftUI
import UIKit
import WatchKit

/// The crown-driven volume control, tinted with the brand colour.
struct TideVolumeKnob: WKInterfaceObjectRepresentable {
    func makeWKInterfaceObject(context: Context) -> WKInterfaceVolumeControl {
        let view = WKInterfaceVolumeControl(origin: .local)
          // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
        view.setTintColor(UIColor(TidePalette.coral))
        return view
    }

    func updateWKInterfaceObject(_ control: WKInterfaceVolumeControl, context: Context) {}
}

final class TideAppearance {
    static func apply() {
                           // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
        UISwitch.appearance().onTintColor = .tideMuted
        // A semantic tint follows the appearance: not a site.
        UISlider.appearance().minimumTrackTintColor = .systemBlue
    }
}
