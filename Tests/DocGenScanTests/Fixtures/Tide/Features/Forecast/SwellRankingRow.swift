import SwiftUI

/// A ranked swell spot on the dark yearly story: the leader in white, the others dimmed.
struct SwellRankingRow: View {
    let rank: Int
    let spot: String

    var body: some View {
        HStack {
            Text("\(rank)")
              // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                .foregroundColor(Color(white: 0.7))
            Text(spot)
                .applying(rank == 1) { view in
                      // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                    view.foregroundColor(.white)
                }
                .applying(rank != 1) { view in
                      // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                    view.foregroundColor(Color(white: 0.6))
                }
        }
        .padding()
      // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
        .background(Color(white: 0.05))
    }
}
