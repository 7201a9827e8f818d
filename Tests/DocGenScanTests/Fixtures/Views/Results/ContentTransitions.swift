import SwiftUI

struct ScoreBoard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let score: Int
    let streak: Int
    let label: String

    var body: some View {
        VStack {
            Text("\(score)")
              // ↓ reason:unguarded severity:medium
                .contentTransition(.numericText())
            Text("\(streak)")
              // ↓ reason:reduced-animation severity:medium
                .contentTransition(reduceMotion ? .opacity : .numericText(value: Double(streak)))
            Text(label)
              // ↓ reason:exempt-opacity severity:low
                .contentTransition(.opacity)
        }
    }
}
