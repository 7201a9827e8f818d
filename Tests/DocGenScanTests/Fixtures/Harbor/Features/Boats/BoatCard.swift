import SwiftUI

/// A boat in the search results, before the VoiceOver pass.
struct BoatCard: View {
    let boat: Boat
    let open: () -> Void
    @State private var isFavourite = false

    var body: some View {
        VStack(alignment: .leading) {
         // ↓ rule:voiceover reason:unlabelled-image severity:medium verdict:fail
            Image(boat.photoName)
                .resizable()
                .aspectRatio(4 / 3, contentMode: .fill)
            HStack {
                Text(boat.name)
                Spacer()
             // ↓ rule:voiceover reason:labelled-by(iconLabel) severity:medium verdict:pass
                Image(systemName: isFavourite ? "star.fill" : "star")
                    .iconLabel(isFavourite ? "Favourite" : "Not a favourite")
            }
        }
      // ↓ rule:voiceover reason:tap-without-button-trait severity:high
        .onTapGesture(perform: open)
    }
}
