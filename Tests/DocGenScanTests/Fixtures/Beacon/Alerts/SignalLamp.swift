import SwiftUI

/// The lamp on the alert banner: it pulses while an alert is active.
struct SignalLamp: View {
    @State private var lit = false
    let urgent: Bool

    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 12, height: 12)
            .opacity(lit ? 1 : 0.2)
          // ↓ rule:motion-spec reason:flashing severity:high verdict:fail kind:flash
          // ↓ rule:reduce-motion reason:exempt-opacity severity:low verdict:exempt kind:animation
            .animation(urgent ? BeaconMotion.alarm : BeaconMotion.calm, value: lit)
            .onAppear { lit = true }
    }
}

/// The alert lamp's rhythms.
enum BeaconMotion {
                              // ↓ rule:motion-spec reason:too-short severity:medium verdict:fail kind:duration
    static let alarm = Animation.linear(duration: 0.1).repeatForever(autoreverses: true)
                             // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
    static let calm = Animation.easeInOut(duration: 0.5).repeatForever(autoreverses: true)
}
