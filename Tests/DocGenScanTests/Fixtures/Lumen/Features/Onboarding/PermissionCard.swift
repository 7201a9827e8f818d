import SwiftUI

/// Asks for notification permission; the card expands to show why.
struct PermissionCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var expanded = false
    @State private var granted = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Stay on track")
            if expanded {
                Text("We remind you before each practice session.")
                  // ↓ reason:exempt-opacity severity:low
                    .transition(.opacity)
            }
        }
        .padding(expanded ? 20 : 12)
        .background(granted ? Color.green.opacity(0.2) : Color.gray.opacity(0.1))
      // ↓ rule:voiceover reason:tap-without-button-trait severity:high
        .onTapGesture {
         // ↓ reason:unguarded severity:medium curve:ease effects:size,opacity
                        // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            withAnimation(.easeInOut(duration: 0.25)) {
                expanded.toggle()
            }
        }
        .onChange(of: granted) {
         // ↓ reason:exempt-opacity severity:low curve:spring effects:color
            withAnimation(.bouncy) {
                granted = true
            }
        }
    }
}
