import SwiftUI

/// A status banner that drops in from the top of the screen.
struct BannerView: View {
    let message: String
    @Binding var isPresented: Bool

    var body: some View {
        VStack {
            if isPresented {
                Text(message)
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                  // ↓ reason:unguarded severity:high effects:directional,move,opacity
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Spacer()
        }
    }
}
