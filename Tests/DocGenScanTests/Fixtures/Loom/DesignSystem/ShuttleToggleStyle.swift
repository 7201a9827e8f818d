import SwiftUI

/// A play/pause toggle drawn entirely by its style: the pictures swap with the toggle's state.
struct ShuttleToggleStyle: ToggleStyle {
    let tint: Color

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .fill(tint)
                .frame(width: 28, height: 28)
            // Part of the label of every toggle drawn with this style: the toggle is the site.
            configuration.isOn ? Image("shuttle-pause") : Image("shuttle-play")
        }
    }
}
