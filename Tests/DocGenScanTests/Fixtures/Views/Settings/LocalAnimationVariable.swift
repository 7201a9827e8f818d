import SwiftUI

struct FilterBar: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var selected = 0

    var body: some View {
        Picker("Filter", selection: $selected) {
            Text("All").tag(0)
            Text("Open").tag(1)
        }
        .onChange(of: selected) {
            let animation: Animation? = reduceMotion ? nil : .smooth
         // ↓ reason:ternary severity:high
            withAnimation(animation) {
                selected = min(selected, 1)
            }
        }
    }
}
