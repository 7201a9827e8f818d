import SwiftUI

extension View {
    /// Applies `transform` when `condition` holds.
    @ViewBuilder
    func applying(_ condition: Bool, _ transform: (Self) -> some View) -> some View {
        if condition { transform(self) } else { self }
    }
}
