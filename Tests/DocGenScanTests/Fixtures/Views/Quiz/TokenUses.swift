import SwiftUI

struct TokenUses: View {
    @State private var expanded = false
    @State private var showCard = false

    var body: some View {
        VStack {
            if showCard {
                Card()
                  // ↓ guarded:nil-token(cardEntrance) severity:medium
                    .transition(Motion.cardEntrance)
            }
            Button("More") {
             // ↓ guarded:nil-token(standard) severity:medium
                withAnimation(Motion.standard) {
                    expanded.toggle()
                }
            }
            Button("Wiggle") {
             // ↓ guarded:unguarded severity:high
                withAnimation(Motion.decorative) {
                    expanded.toggle()
                }
            }
        }
    }
}
