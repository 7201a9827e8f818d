import SwiftUI

struct BouncyCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var expanded = false
    @State private var highlighted = false

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 12)
                .frame(height: expanded ? 240 : 120)
              // ↓ reason:unguarded severity:high
                .animation(.bouncy, value: expanded)
            RoundedRectangle(cornerRadius: 12)
                .offset(y: highlighted ? -8 : 0)
              // ↓ reason:ternary severity:high
                .animation(reduceMotion ? nil : .snappy, value: highlighted)
        }
    }
}
