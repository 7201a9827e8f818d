import SwiftUI

struct SlideInPanel: View {
    @State private var showPanel = false
    @State private var showDetail = false

    var body: some View {
        ZStack {
            if showPanel {
                Panel()
                  // ↓ reason:unguarded severity:high
                    .transition(.move(edge: .trailing))
            }
            if showDetail {
                Detail()
                  // ↓ reason:unguarded severity:high
                    .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
            }
        }
    }
}
