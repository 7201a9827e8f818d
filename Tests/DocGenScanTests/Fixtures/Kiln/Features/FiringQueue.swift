import SwiftUI

/// The pieces waiting for the next firing; new ones drop in from the top.
struct FiringQueue: View {
    @Environment(\.quietMotion) private var quiet
    @Environment(\.colorScheme) private var scheme
    @State private var pieces: [String] = []
    @State private var loaded = false

    var body: some View {
        List(pieces, id: \.self) { piece in
            Text(piece)
                .offset(y: loaded ? 0 : -30)
              // ↓ reason:ternary severity:high
                                       // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                .animation(quiet ? nil : .spring(response: 0.4, dampingFraction: 0.7), value: loaded)
        }
        .onAppear {
            if quiet {
                loaded = true
            } else {
             // ↓ reason:else-branch severity:medium
                            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                withAnimation(.easeOut(duration: 0.4)) { loaded = true }
            }
        }
        .toolbar {
            Button("Add") {
             // ↓ reason:unguarded severity:high
                withAnimation(scheme == .dark ? .bouncy : .spring) { pieces.insert("Bowl", at: 0); loaded.toggle() }
            }
        }
    }
}
