import SwiftUI

/// The onboarding step indicator.
struct StepDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == current ? Color.accentColor : Color.gray.opacity(0.3))
                  // ↓ reason:exempt-opacity severity:low curve:spring effects:color
                    .animation(.bouncy, value: current)
                    .frame(width: 8, height: 8)
                    .scaleEffect(index == current ? 1.4 : 1)
                  // ↓ reason:unguarded severity:high curve:spring effects:scale
                    .animation(.snappy, value: current)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Step \(current + 1) of \(count)")
    }
}
