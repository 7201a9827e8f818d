import LumenKit
import SwiftUI

/// Tokens that come from the LumenKit package, which is not part of the scanned sources.
struct RewardBadge: View {
    @State private var earned = false
    @State private var glow = false

    var body: some View {
        VStack {
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "rosette")
                .scaleEffect(earned ? 1.2 : 1)
              // ↓ reason:unknown-curve severity:medium verdict:unknown curve:unknown effects:scale
                .animation(LumenMotion.pop, value: earned)
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "sparkle")
                .offset(y: earned ? -8 : 0)
              // ↓ reason:unknown-curve severity:medium verdict:unknown curve:unknown effects:offset
                .animation(.lumenKitSpring, value: earned)
            Text("Badge earned")
                .foregroundStyle(glow ? Color.yellow : Color.primary)
              // ↓ reason:exempt-opacity severity:low curve:unknown effects:color
                .animation(LumenMotion.pop, value: glow)
        }
    }
}
