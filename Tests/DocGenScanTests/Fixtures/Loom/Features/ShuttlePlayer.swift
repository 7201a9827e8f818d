import SwiftUI

/// The now-weaving strip: a toggle drawn by ShuttleToggleStyle with no title and no label.
struct ShuttlePlayer: View {
    @Binding var isWeaving: Bool

    var body: some View {
        HStack {
            Text("Pattern 12")
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Toggle(isOn: $isWeaving) {}
                .toggleStyle(ShuttleToggleStyle(tint: .indigo))
        }
    }
}
