import SwiftUI

struct TokenUses: View {
    @State private var expanded = false
    @State private var showCard = false

    var body: some View {
        VStack {
            if showCard {
                Card()
                  // ↓ reason:reduced-animation severity:high
                    .transition(Motion.cardEntrance)
            }
            Button("More") {
             // ↓ reason:nil-token(standard) severity:medium
                withAnimation(Motion.standard) {
                    expanded.toggle()
                }
            }
            Button("Wiggle") {
             // ↓ reason:unguarded severity:high
                withAnimation(Motion.decorative) {
                    expanded.toggle()
                }
            }
        }
    }
}
