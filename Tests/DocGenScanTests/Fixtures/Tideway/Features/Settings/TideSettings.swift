import SwiftUI

/// Settings written the way SwiftUI apps write them: a binding's own animation, a transition carrying its
/// animation, a scoped animation that only fades, and animations that move nothing.
struct TideSettings: View {
    @State private var showDepths = false
    @State private var showSearch = false
    @State private var pulse = false
    @State private var phase: Double = 1
    @Namespace private var charts

    var body: some View {
        Form {
                                                 // ↓ reason:unguarded severity:medium effects:size,opacity
            Toggle("Depth chart", isOn: $showDepths.animation())
            if showDepths {
                DepthChart()
            }
            if showSearch {
                Button("Cancel") { showSearch = false }
                  // ↓ reason:unguarded severity:high curve:linear effects:directional,move,opacity
                    .transition(
                        .move(edge: .trailing)
                            .combined(with: .opacity)
                          // ↓ reason:unguarded severity:high curve:linear effects:directional,move,opacity
                            .animation(.linear(duration: 0.1))
                    )
            }
            Text("Tide tables")
              // ↓ reason:no-motion severity:low
                .transition(.identity.animation(.none))
            Circle()
              // ↓ reason:exempt-opacity severity:low curve:linear effects:opacity
                .animation(.linear(duration: 0.2)) { content in
                    content.opacity(pulse ? 0.5 : 1)
                }
            Button("Reset") {
             // ↓ reason:no-motion severity:low effects:scale
                withAnimation(.linear(duration: 0)) {
                    phase = 0
                }
            }
            .scaleEffect(phase)
            NavigationLink {
                DepthChart()
                  // ↓ reason:unguarded severity:medium effects:move
                    .navigationTransition(.zoom(sourceID: "chart", in: charts))
            } label: {
                Text("Chart")
                    .matchedTransitionSource(id: "chart", in: charts)
            }
        }
    }
}

private struct DepthChart: View {
    var body: some View { Rectangle().frame(height: 120) }
}
