import SwiftUI

/// The primary button of every screen, in the brand face.
struct PaceButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
          // ↓ rule:dynamic-type reason:relative-custom-font severity:high
            .font(Typography.button)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(Capsule().fill(Color.orange))
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}
