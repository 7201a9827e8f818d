import SwiftUI

/// Uses the design system's calm helpers from another file: none of these calls is a site.
struct TideDial: View {
    @State private var turning = false
    @State private var showLegend = false
    @State private var depth: CGFloat = 0

    var body: some View {
        VStack {
            Capsule()
                .rotationEffect(.degrees(turning ? 360 : 0))
                .calmAnimation(.linear(duration: 2).repeatForever(autoreverses: false), value: turning)
            if showLegend {
                Text("Spring tide")
                    .calmTransition(.move(edge: .leading))
            }
            Button("Legend") {
                withCalmAnimation(.spring(duration: 0.4, bounce: 0.3)) { depth += 20 }
            }
            Rectangle()
                .frame(height: depth)
        }
        .onAppear { turning = true }
    }
}
