import SwiftUI

/// Appearance settings with a live preview card; the animation comes from a token function that takes the
/// Reduce Motion flag.
struct AppearanceSettings: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showPreview = false
    @State private var compact = false
    @State private var largeIcons = false

    var body: some View {
        Form {
            Toggle("Show preview", isOn: $showPreview)
            Toggle("Compact rows", isOn: $compact)
            Toggle("Large icons", isOn: $largeIcons)
            PreviewCard()
                .offset(y: reduceMotion ? 0 : (showPreview ? 0 : 200))
              // ↓ reason:reduced-animation severity:high curve:spring effects:offset
                .animation(.lumen(reduceMotion: reduceMotion), value: showPreview)
            PreviewRow()
                .padding(compact ? 4 : 12)
              // ↓ reason:unguarded severity:high curve:spring effects:size
                .animation(.lumen(reduceMotion: reduceMotion), value: compact)
        }
        .onChange(of: largeIcons) {
         // ↓ reason:reduced-animation severity:high curve:spring
            withAnimation(.lumen(reduceMotion: reduceMotion)) {
                ThemeStore.shared.iconSize = largeIcons ? .large : .regular
            }
        }
    }
}
