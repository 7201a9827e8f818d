import SwiftUI

/// A toggle button style: the animation covers the brightness above it; the press scale below it on the chain
/// is outside its scope, so what it animates is colour only.
struct TideToggleStyle: ButtonStyle {
    var isOn: Bool
    var tint: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(isOn ? tint : .secondary)
            .animation(nil, value: isOn)
            .brightness(configuration.isPressed ? 0.2 : 0)
          // ↓ reason:exempt-opacity severity:low curve:ease effects:color
            .animation(configuration.isPressed ? nil : .default, value: isOn)
            .scaleEffect(configuration.isPressed && !isOn ? 0.8 : 1)
    }
}

/// An upload row: the progress bar's fill grows with the value the spring animates.
struct UploadRow: View {
    let progress: Double

    var body: some View {
        ZStack {
            Color.gray
            if progress < 1 {
                ProgressView(value: progress)
                    .padding(.horizontal)
            }
        }
      // ↓ reason:unguarded severity:high curve:spring effects:size,opacity
        .animation(.bouncy, value: progress)
    }
}
