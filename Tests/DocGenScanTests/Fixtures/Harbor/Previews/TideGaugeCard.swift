import SwiftUI

/// A card whose body is judged as usual, with the canvas previews a team keeps beside it: a preview is never
/// a site, whatever it animates, sizes or shows.
struct TideGaugeCard: View {
    let level: Double
    @State private var pulsing = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("High tide")
                    // ↓ rule:dynamic-type reason:fixed-size severity:high
              // ↓ rule:dynamic-type reason:fixed-size severity:high
                .font(.system(size: 13))
            Text(level, format: .number)
        }
        .scaleEffect(pulsing ? 1.05 : 1)
        .onAppear {
         // ↓ reason:unguarded severity:critical effects:scale
                        // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
            withAnimation(.easeInOut(duration: 1).repeatForever()) { pulsing = true }
        }
    }
}

#Preview("Rising") {
    TideGaugeCard(level: 2.4)
        .font(.system(size: 22))
        .onAppear { withAnimation(.spring()) {} }
        .overlay(Image("gauge-mock"))
}

#if DEBUG
struct TideGaugeCard_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            TideGaugeCard(level: 0.8)
            Image("tide-chart-sample")
                .onTapGesture {}
                .transition(.slide)
        }
        .animation(.bouncy, value: 1)
    }
}
#endif
