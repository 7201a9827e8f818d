import SwiftUI

/// The price after the fix: the info icon is a labelled button.
struct PriceBreakdownFixed: View {
    let total: String
    @State private var showsFees = false

    var body: some View {
        HStack {
            Text(total)
         // ↓ rule:voiceover reason:labelled severity:high
            Button {
                showsFees = true
            } label: {
                Image(systemName: "info.circle")
            }
            .accessibilityLabel("About the fees")
        }
        .sheet(isPresented: $showsFees) { FeeSheet() }
    }
}
