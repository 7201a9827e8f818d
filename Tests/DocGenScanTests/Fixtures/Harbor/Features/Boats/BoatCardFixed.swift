import SwiftUI

/// The card after the fix: the photo is named, the card is a button, the star is decorative.
struct BoatCardFixed: View {
    let boat: Boat
    let open: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
         // ↓ rule:voiceover reason:labelled severity:medium
            Image(boat.photoName)
                .resizable()
                .aspectRatio(4 / 3, contentMode: .fill)
                .accessibilityLabel("Photo of \(boat.name)")
            HStack {
                Text(boat.name)
                Spacer()
             // ↓ rule:voiceover reason:hidden-by(decorative) severity:medium
                Image(systemName: "star.fill")
                    .decorative()
            }
        }
      // ↓ rule:voiceover reason:button-trait severity:high
        .onTapGesture(perform: open)
        .accessibilityAddTraits(.isButton)
    }
}
