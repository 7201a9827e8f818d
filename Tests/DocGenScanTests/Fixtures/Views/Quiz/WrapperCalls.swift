import SwiftUI

struct WrapperCalls: View {
    @State private var isOpen = false
    @State private var page: CGFloat = 0

    var body: some View {
        VStack {
            Button("Toggle") {
             // ↓ guarded:safe-wrapper(withOptionalAnimation) severity:high
                withOptionalAnimation(.spring) {
                    isOpen.toggle()
                }
            }
            Pager()
                .offset(x: page * -320)
              // ↓ guarded:safe-wrapper(motionSafe) severity:medium
                .motionSafe(.easeInOut, value: page)
        }
    }
}
