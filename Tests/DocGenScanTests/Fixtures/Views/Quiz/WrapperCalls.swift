import SwiftUI

struct WrapperCalls: View {
    @State private var isOpen = false
    @State private var page: CGFloat = 0

    var body: some View {
        VStack {
            Button("Toggle") {
             // ↓ reason:safe-wrapper(withOptionalAnimation) severity:high
                withOptionalAnimation(.spring) {
                    isOpen.toggle()
                }
            }
            Pager()
                .offset(x: page * -320)
              // ↓ reason:safe-wrapper(motionSafe) severity:medium
                .motionSafe(.easeInOut, value: page)
        }
    }
}
