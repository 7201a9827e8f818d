import SwiftUI

struct ScoreBoard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let score: Int
    let streak: Int
    let label: String

    var body: some View {
        VStack {
            Text("\(score)")
              // ↓ guarded:unguarded severity:medium
                .contentTransition(.numericText())
            Text("\(streak)")
              // ↓ guarded:ternary severity:medium
                .contentTransition(reduceMotion ? .opacity : .numericText(value: Double(streak)))
            Text(label)
              // ↓ guarded:exempt-opacity severity:low
                .contentTransition(.opacity)
        }
    }
}
