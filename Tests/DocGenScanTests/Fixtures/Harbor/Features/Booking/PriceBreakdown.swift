import SwiftUI

/// The price of a booking and an info icon that explains the fees.
struct PriceBreakdown: View {
    let total: String
    @State private var showsFees = false

    var body: some View {
        HStack {
            Text(total)
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "info.circle")
              // ↓ rule:voiceover reason:tap-without-button-trait severity:high
                .onTapGesture { showsFees = true }
        }
        .sheet(isPresented: $showsFees) { FeeSheet() }
    }
}
