import SwiftUI

struct SwellCard: View {
    let height: String
    let period: String

    var body: some View {
        ZStack(alignment: .leading) {
            TidePalette.deep
            VStack(alignment: .leading) {
                Text(height)
                  // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                    .foregroundStyle(.white)
                Text(period)
                  // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                    .foregroundStyle(TidePalette.mist)
            }
            .padding()
        }
    }
}
