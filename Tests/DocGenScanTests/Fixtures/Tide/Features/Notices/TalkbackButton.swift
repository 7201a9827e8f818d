import SwiftUI

/// The talk button over the camera: a glass prominent button where available, its tint the glass's colour.
struct TalkbackButton: View {
    let talking: Bool
    let toggle: () -> Void

    var body: some View {
        Button("Talk", action: toggle)
            .adjusted { view in
                if #available(iOS 26.0, *) {
                    view.buttonStyle(.glassProminent)
                } else {
                    view
                }
            }
          // ↓ rule:color-scheme reason:paired severity:medium kind:foreground
            .tint(talking ? Color(red: 1, green: 0.6, blue: 0) : Color(red: 0, green: 0.6, blue: 0.8))
    }
}
