import SwiftUI

/// The streak label: its text changes, which cross-fades whatever the curve.
struct StreakLabel: View {
    @State private var streak = 0
    @State private var message = "Keep going"

    var body: some View {
        VStack {
            Text("\(streak) day streak")
              // ↓ reason:exempt-opacity severity:low curve:spring effects:opacity
                .animation(.spring, value: streak)
            Text(message)
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.footnote)
            Button("Practice") {
             // ↓ reason:exempt-opacity severity:low curve:spring effects:opacity
                withAnimation(.bouncy) {
                    streak += 1
                    message = streak > 6 ? "A full week!" : "Keep going"
                }
            }
        }
    }
}
