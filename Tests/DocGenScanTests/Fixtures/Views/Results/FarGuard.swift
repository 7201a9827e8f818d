import SwiftUI

struct FarGuard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var revealed = false
    @State private var score = 0

    var body: some View {
        Text("\(score)")
            .offset(y: revealed ? 0 : 40)
            .onAppear(perform: celebrate)
    }

    private func celebrate() {
        guard !reduceMotion else {
            revealed = true
            return
        }
        let steps = [10, 20, 30]
        var total = 0
        for step in steps {
            total += step
        }
        score = total
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            let delay = 0.1
            print("revealing after \(delay)")
            if score > 10 {
             // ↓ reason:guard-return severity:high
                withAnimation(.interpolatingSpring(stiffness: 120, damping: 12)) {
                    revealed = true
                }
            }
        }
    }
}
