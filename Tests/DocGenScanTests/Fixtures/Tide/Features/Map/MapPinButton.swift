import SwiftUI

struct MapPinButton: View {
    let action: () -> Void

    var body: some View {
        HStack {
            Button(action: action) {
                Label("Save spot", systemImage: "mappin")
                  // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                    .foregroundStyle(.white)
            }
            .buttonStyle(.borderedProminent)
          // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
            .tint(TidePalette.deep)
            Button("Share", action: action)
              // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                .foregroundStyle(TidePalette.foam)
                .buttonStyle(.borderedProminent)
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .tint(TidePalette.mist)
        }
    }
}
