import SwiftUI

/// An action row of the dock screens: an icon beside its title.
struct DockActionRow: View {
    let icon: String
    let title: String

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: icon)
            Text(title)
            Spacer()
        }
    }
}

/// The same icon alone, for compact toolbars.
struct DockActionIcon: View {
    let icon: String

    var body: some View {
     // ↓ rule:voiceover reason:system-symbol severity:low
        Image(systemName: icon)
            .imageScale(.large)
    }
}
