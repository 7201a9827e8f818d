import SwiftUI

extension View {
    /// The dark card every forecast section sits on.
    func nightCard() -> some View {
        padding()
          // ↓ rule:color-scheme reason:component-content severity:medium kind:background
            .background(Color.kitNight)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}
