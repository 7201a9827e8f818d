import SwiftUI

/// Use `withAnimation(.spring)` sparingly; `.animation(.bouncy, value: x)` needs a guard.
struct StyleGuide: View {
    // withAnimation(.spring) { isOn.toggle() }
    /* .transition(.move(edge: .bottom)) and UIView.animate(withDuration: 1) { } */
    let example = "withAnimation(.spring) { isOn.toggle() }"
    let recipe = """
        Circle()
            .rotationEffect(.degrees(angle))
            .animation(.linear.repeatForever(), value: angle)
        """

    var body: some View {
        Text(example + recipe)
    }
}
