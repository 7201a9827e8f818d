import SwiftUI

struct SymbolEffects: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var count = 0

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "bell")
              // ↓ reason:unguarded severity:medium
                .symbolEffect(.bounce, value: count)
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "wifi")
              // ↓ reason:exempt-opacity severity:low
                .symbolEffect(.pulse)
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "gear")
              // ↓ reason:active-flag severity:critical
                .symbolEffect(.rotate, isActive: !reduceMotion)
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "speaker.wave.3")
              // ↓ reason:exempt-opacity severity:low
                .symbolEffect(.variableColor.iterative, options: .repeating)
        }
    }
}
