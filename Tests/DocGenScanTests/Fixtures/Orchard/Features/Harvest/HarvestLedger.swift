import SwiftUI

/// `.animation(_:value:)` animates the view it modifies: the page dots recolour; the meter outside it, which
/// also reads the page, is not in its scope.
struct HarvestLedger: View {
    @State private var page = 0

    var body: some View {
        VStack {
            pageDots
              // ↓ reason:exempt-opacity severity:low curve:ease effects:color
                         // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                .animation(.easeIn(duration: 0.2), value: page)
            HarvestMeter(expanded: page > 0)
            Stepper("Page", value: $page)
        }
    }

    private var pageDots: some View {
        HStack {
            ForEach(0..<3) { index in
                Circle()
                    .fill(index == page ? Color.primary : Color.secondary)
                    .frame(width: 6, height: 6)
            }
        }
    }
}
