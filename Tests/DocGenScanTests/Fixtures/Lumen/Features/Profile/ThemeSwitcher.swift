import SwiftUI

/// Switching between light and dark accents only changes colours, whatever the curve.
struct ThemeSwitcher: View {
    @Environment(\.theme) private var theme
    @State private var isDark = false

    var body: some View {
     // ↓ rule:voiceover reason:unsaid-state severity:high
        Button {
         // ↓ reason:exempt-opacity severity:low curve:spring effects:color
            withAnimation(theme.animations.emphasis) {
                isDark.toggle()
            }
        } label: {
            Label("Dark accents", systemImage: "moon")
                .foregroundStyle(isDark ? Color.white : Color.black)
                .padding()
                .background(isDark ? Color.black : Color.white)
        }
    }
}
