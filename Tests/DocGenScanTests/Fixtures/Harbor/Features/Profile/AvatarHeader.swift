import SwiftUI
import UIKit

/// The profile header: the member's picture over a wave pattern.
struct AvatarHeader: View {
    let avatar: UIImage
    let name: String

    var body: some View {
        VStack {
         // ↓ rule:voiceover reason:labelled severity:medium
            Image(uiImage: avatar)
                .resizable()
                .frame(width: 88, height: 88)
                .clipShape(Circle())
                .accessibilityLabel("\(name)'s picture")
            Text(name)
        }
        .frame(maxWidth: .infinity)
        .background {
         // ↓ rule:voiceover reason:unlabelled-image severity:low
            Image("Waves")
                .resizable()
                .scaledToFill()
        }
    }
}
