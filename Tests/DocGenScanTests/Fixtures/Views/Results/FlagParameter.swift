import SwiftUI

struct ResultsHeader: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Spinner(animate: !reduceMotion)
    }
}

struct Spinner: View {
    let animate: Bool
    @State private var angle: Double = 0

    var body: some View {
        if animate {
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "hourglass")
                .rotationEffect(.degrees(angle))
              // ↓ reason:enclosing-if severity:critical
                         // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
                .animation(.linear(duration: 2).repeatForever(autoreverses: false), value: angle)
                .onAppear { angle = 360 }
        } else {
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "hourglass")
        }
    }
}
