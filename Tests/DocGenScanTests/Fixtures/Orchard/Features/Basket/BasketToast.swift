import SwiftUI

/// A toast whose exit is a state read by a `switch` in a computed property: the property's reader moves it.
struct BasketToast: View {
    enum Exit {
        case none, down
    }

    @State private var exit = Exit.none

    private var slide: Double {
        switch exit {
        case .none: 0
        case .down: 240
        }
    }

    var body: some View {
        Text("Saved")
            .offset(y: slide)
            .onAppear { leave() }
    }

    private func leave() {
     // ↓ reason:unguarded severity:medium effects:offset
        withAnimation {
            exit = .down
        }
    }
}
