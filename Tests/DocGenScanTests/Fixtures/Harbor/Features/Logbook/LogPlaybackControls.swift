import SwiftUI

/// Replaying a voyage: a slider is named by its label view, an accessibility label, or the `LabeledContent` that holds
/// it. A title shown above a slider is an element of its own, not the slider's name, so the speed slider has none.
struct LogPlaybackControls: View {
    @Binding var position: Double
    @Binding var speed: Double
    @Binding var zoom: Double
    @Binding var volume: Double
    @Binding var trail: Double

    var body: some View {
        Form {
            Slider(value: $position, in: 0...1) {
                Text("Position")
            }
            VStack(alignment: .leading) {
                Text("Speed")
             // ↓ rule:voiceover reason:unlabelled-button severity:high
                Slider(value: $speed, in: 0.5...4, step: 0.5)
            }
            Slider(value: $zoom, in: 1...8)
                .accessibilityLabel("Zoom")
            LabeledContent("Volume") {
                Slider(value: $volume)
            }
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Slider(value: $trail, in: 0...100) { editing in
                if !editing { PlaybackLog.commitTrail() }
            }
        }
    }
}

enum PlaybackLog {
    static func commitTrail() {}
}
