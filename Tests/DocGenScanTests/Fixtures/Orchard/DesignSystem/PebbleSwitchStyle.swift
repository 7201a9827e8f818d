import SwiftUI

/// A design-system switch: the thumb is content of the track's overlay, so the value it reads moves it by the
/// thumb's own `.offset`, not by the overlay that holds it.
struct PebbleSwitchStyle: ToggleStyle {
    var onTint: Color = .green

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Capsule()
                .fill(configuration.isOn ? onTint : Color.gray)
                .frame(width: 48, height: 28)
                .overlay {
                    Circle()
                        .padding(2)
                        .offset(x: configuration.isOn ? 10 : -10)
                }
              // ↓ reason:unguarded severity:medium curve:ease effects:offset,color
                         // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                .animation(.easeInOut(duration: 0.3), value: configuration.isOn)
        }
    }
}

/// The same track whose overlay only recolours a dot: colour only.
struct PebbleCheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Capsule()
            .frame(width: 48, height: 28)
            .overlay {
                Circle()
                    .padding(8)
                    .foregroundStyle(configuration.isOn ? Color.white : Color.clear)
            }
          // ↓ reason:exempt-opacity severity:low curve:ease effects:color
                     // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            .animation(.easeInOut(duration: 0.3), value: configuration.isOn)
    }
}
