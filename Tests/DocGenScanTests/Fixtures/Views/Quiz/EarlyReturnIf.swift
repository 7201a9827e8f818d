import SwiftUI

struct AnswerSheet: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOpen = false

    var body: some View {
        Button("Open", action: open)
            .offset(y: isOpen ? 0 : 300)
    }

    private func open() {
        if reduceMotion {
            isOpen = true
            return
        }
     // ↓ reason:guard-return severity:high
        withAnimation(.snappy) {
            isOpen = true
        }
    }
}
