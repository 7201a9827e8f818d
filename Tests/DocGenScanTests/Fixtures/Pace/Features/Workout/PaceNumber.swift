import SwiftUI

/// The live pace during a run, shown as large as the screen allows.
struct PaceNumber: View {
    let pace: String

    var body: some View {
        Text(pace)
                // ↓ rule:dynamic-type reason:fixed-size severity:medium
          // ↓ rule:dynamic-type reason:fixed-size severity:medium
            .font(.system(size: 64, weight: .black, design: .rounded))
            .minimumScaleFactor(0.5)
            .monospacedDigit()
    }
}
