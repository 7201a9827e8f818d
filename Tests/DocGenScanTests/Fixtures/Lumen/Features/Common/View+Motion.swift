import SwiftUI

/// Transition and animation helpers shared by every feature.
extension View {
    /// Slides up from the bottom edge.
    func slideUpTransition() -> some View {
     // ↓ reason:unguarded severity:high effects:directional,move
        transition(.move(edge: .bottom))
    }

    /// A plain fade.
    func fadeTransition() -> some View {
     // ↓ reason:exempt-opacity severity:low effects:opacity
        transition(.opacity)
    }

    /// Slides up, or fades when the caller says Reduce Motion is on.
    func riseTransition(reduceMotion: Bool) -> some View {
     // ↓ reason:unguarded-call(HelperUses.swift:24) severity:high effects:directional,move
        transition(reduceMotion ? .opacity : .move(edge: .bottom))
    }

    /// A springy response to a value, with the hero flight between layouts.
    func springResponse<Value: Equatable>(to value: Value) -> some View {
     // ↓ reason:unguarded severity:high curve:spring effects:-
                // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        animation(.spring(response: 0.3), value: value)
    }

    /// Shares a hero element between the list and the detail screen.
    func hero(_ id: String, in namespace: Namespace.ID) -> some View {
     // ↓ reason:unguarded severity:medium effects:move,size
        matchedGeometryEffect(id: id, in: namespace)
    }
}
