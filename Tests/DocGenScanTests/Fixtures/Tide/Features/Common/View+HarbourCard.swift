import SwiftUI

extension View {
    /// The card every spot tile sits on.
    func harbourCard(raised: Bool) -> some View {
        modifier(HarbourCardModifier(raised: raised))
    }
}

struct HarbourCardModifier: ViewModifier {
    let raised: Bool

    func body(content: Content) -> some View {
        content
            .padding()
            .background({
                if raised { return Color.clear }
                return Color("Card")
            }())
    }
}
