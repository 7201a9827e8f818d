import SwiftUI

struct SchemeAwareBanner: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack {
            Text("Swell arriving tonight")
                .foregroundColor(colorScheme == .dark ? .white : .black)
            Text("Small craft advisory")
              // ↓ rule:color-scheme reason:paired severity:medium kind:foreground
                .foregroundColor(.white)
        }
        .padding()
        .background(AdaptiveSurface.panel(for: colorScheme))
    }
}
