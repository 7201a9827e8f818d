import SwiftUI

/// Spring token named by its motion: detected as a spring by name.
enum Springs {
                                     // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
    static let gentleSpring = Animation.spring(response: 0.6)
}

struct DrawerHandle: View {
    @State private var open = false

    var body: some View {
        Capsule()
            .offset(x: open ? 0 : -40)
          // ↓ reason:unguarded severity:high
            .animation(Springs.gentleSpring, value: open)
    }
}
