import SwiftUI

/// A switch drawn by hand, toggled by a tap on its track. The tap is the toggle's own: a toggle style's body is the
/// control, which VoiceOver reads as one toggle named by its label, so the tap is no site. The same tap on a view
/// that is no control needs the button trait.
struct PebbleTapSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Capsule()
                .fill(configuration.isOn ? Color.accentColor : Color.secondary)
                .frame(width: 48, height: 28)
                .onTapGesture {
                    configuration.isOn.toggle()
                }
        }
    }
}

/// A harvest badge that opens its details when tapped, but is no button.
struct HarvestBadge: View {
    let title: String
    let open: () -> Void

    var body: some View {
        Text(title)
            .padding(6)
            .background(.thinMaterial, in: Capsule())
          // ↓ rule:voiceover reason:tap-without-button-trait severity:high
            .onTapGesture { open() }
    }
}
