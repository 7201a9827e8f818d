import SwiftUI

struct MatchedGeometryTabs: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Namespace private var tabs
    @State private var selected = 0

    var body: some View {
        HStack {
            ForEach(0..<3) { index in
                ZStack {
                    if selected == index {
                               // ↓ reason:unguarded severity:medium
                        Capsule().matchedGeometryEffect(id: "pill", in: tabs)
                    }
                    if selected == index && !reduceMotion {
                              // ↓ reason:enclosing-if severity:medium
                        Circle().matchedGeometryEffect(id: "dot", in: tabs)
                    }
                }
            }
        }
    }
}
