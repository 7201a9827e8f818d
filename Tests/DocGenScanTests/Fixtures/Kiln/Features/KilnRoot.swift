import SwiftUI

/// The root of the studio app: tabs, and the quiet-motion flag for every screen below.
struct KilnRoot: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        TabView {
            FiringQueue()
            GlazePicker()
        }
        .environment(\.quietMotion, reduceMotion)
    }
}
