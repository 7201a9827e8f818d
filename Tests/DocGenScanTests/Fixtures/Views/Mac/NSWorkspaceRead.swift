import AppKit
import SwiftUI

struct SidebarDisclosure: View {
    @State private var open = false

    var body: some View {
        Button("Toggle") {
            if !NSWorkspace.shared.accessibilityDisplayShouldReduceMotion {
             // ↓ reason:enclosing-if severity:high
                withAnimation(.smooth) {
                    open.toggle()
                }
            }
        }
    }
}
