import SwiftUI

/// A berth's row: its pending requests, whether it is locked, and the shore-power switch.
struct BerthStatusRow: View {
    let pendingRequests: Int
    let isLocked: Bool
    let docked: Bool
    @Binding var powerOn: Bool

    var body: some View {
        VStack {
            // The whole row comes and goes with its text: the chevron marks no state.
            if pendingRequests > 0 {
                HStack {
                    Text("Requests")
                    Spacer()
                 // ↓ rule:voiceover reason:system-symbol severity:low
                    Image(systemName: "chevron.right")
                }
            }
            if isLocked {
             // ↓ rule:voiceover reason:unsaid-state severity:medium
                Image(systemName: "lock.fill")
            }
            // An element's own label replaces what its image shows: the state is the label's to say.
         // ↓ rule:voiceover reason:labelled severity:medium
            Image(systemName: docked ? "ferry.fill" : "ferry")
                .accessibilityLabel("Berth")
         // ↓ rule:voiceover reason:labelled severity:high
            Button { powerOn.toggle() } label: {
                Image(systemName: powerOn ? "bolt.fill" : "bolt.slash")
            }
            .accessibilityLabel("Shore power")
        }
    }
}
