import SwiftUI

struct WrapperCalls: View {
    @State private var isOpen = false
    @State private var page: CGFloat = 0

    var body: some View {
        VStack {
            Button("Toggle") {
                withOptionalAnimation(.spring) {
                    isOpen.toggle()
                }
            }
            Pager()
                .offset(x: page * -320)
                .motionSafe(.easeInOut, value: page)
        }
    }
}
