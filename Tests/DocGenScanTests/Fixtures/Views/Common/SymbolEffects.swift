import SwiftUI

struct SymbolEffects: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var count = 0

    var body: some View {
        HStack {
            Image(systemName: "bell")
              // ↓ guarded:unguarded severity:medium
                .symbolEffect(.bounce, value: count)
            Image(systemName: "wifi")
              // ↓ guarded:exempt-opacity severity:low
                .symbolEffect(.pulse)
            Image(systemName: "gear")
              // ↓ guarded:active-flag severity:critical
                .symbolEffect(.rotate, isActive: !reduceMotion)
            Image(systemName: "speaker.wave.3")
              // ↓ guarded:exempt-opacity severity:low
                .symbolEffect(.variableColor.iterative, options: .repeating)
        }
    }
}
