import SwiftUI

/// The floating buttons over the map.
struct MapControls: View {
    let locate: () -> Void
    let toggleLayers: () -> Void

    var body: some View {
        VStack {
            // A tooltip is not a VoiceOver label.
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Button(action: locate) {
                Image(systemName: "location")
            }
            .help("Show my location")
         // ↓ rule:voiceover reason:labelled severity:high
            Button(action: toggleLayers) {
                Image(systemName: "square.3.layers.3d")
            }
            .accessibilityLabel("Map layers")
        }
    }
}
