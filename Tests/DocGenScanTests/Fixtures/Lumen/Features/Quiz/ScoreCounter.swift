import SwiftUI

/// The score rolls to its new value; the streak flame flickers.
struct ScoreCounter: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let score: Int
    let streak: Int

    var body: some View {
        HStack {
            Text(score, format: .number)
              // ↓ reason:ternary severity:medium effects:move
                .contentTransition(reduceMotion ? .identity : .numericText(value: Double(score)))
            Text("\(streak) days")
              // ↓ reason:unguarded severity:medium effects:move
                .contentTransition(.numericText(countsDown: false))
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "flame")
              // ↓ reason:exempt-opacity severity:low curve:repeat-forever effects:color
                .symbolEffect(.variableColor.cumulative)
        }
    }
}
