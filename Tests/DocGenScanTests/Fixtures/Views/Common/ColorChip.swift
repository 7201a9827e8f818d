import SwiftUI

struct ColorChip: View {
    @State private var selected = false

    var body: some View {
        Capsule()
            .foregroundStyle(selected ? Color.blue : Color.gray)
          // ↓ reason:exempt-opacity severity:low
                     // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            .animation(.easeInOut(duration: 0.2), value: selected)
          // ↓ rule:voiceover reason:tap-without-button-trait severity:high
            .onTapGesture { selected.toggle() }
    }
}
