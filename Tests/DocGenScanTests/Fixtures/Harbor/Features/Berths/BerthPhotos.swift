import MarinaImageKit
import SwiftUI

/// Photos of a berth, loaded from the marina's server: by SwiftUI's AsyncImage, and by an image-loading package's
/// view (`FetchedImage`, declared in no file of the app). Either shows a picture VoiceOver has no name for.
struct BerthPhotos: View {
    let photoURL: URL
    let thumbnailURL: URL
    let caption: String
    let open: () -> Void

    var body: some View {
        VStack {
         // ↓ rule:voiceover reason:unlabelled-image severity:medium
            AsyncImage(url: photoURL)
         // ↓ rule:voiceover reason:labelled severity:medium
            FetchedImage(url: thumbnailURL)
                .accessibilityLabel(caption)
         // ↓ rule:voiceover reason:unlabelled-image severity:medium
            FetchedImage(url: thumbnailURL)
                .clipShape(Circle())
         // ↓ rule:voiceover reason:hidden severity:medium
            FetchedImage(url: thumbnailURL)
                .accessibilityHidden(true)
         // ↓ rule:voiceover reason:unlabelled-image severity:medium
            FetchedImage
                .url(photoURL)
            // A source passed without a label (`KFImage(resource)`-style): the same loaded picture.
         // ↓ rule:voiceover reason:unlabelled-image severity:medium
            FetchedImage(photoURL)
            // Declared nowhere and given no URL: not known to be an image view, so no site.
            CrestImage(style: .round)
            Button(action: open) {
                HStack {
                    BerthThumbnail(url: thumbnailURL)
                    Text(caption)
                }
            }
        }
    }
}

/// A thumbnail, judged where it is shown: here only inside a button whose text names it.
struct BerthThumbnail: View {
    let url: URL

    var body: some View {
     // ↓ rule:voiceover reason:labelled-where-used(BerthThumbnail) severity:medium
        FetchedImage(url: url)
    }
}
