import SwiftUI
import UIKit

/// The photo carousel of a boat's page.
struct BoatGallery: View {
    let photos: [UIImage]
    @State private var page = 0

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(photos.indices, id: \.self) { index in
                 // ↓ rule:voiceover reason:unlabelled-image severity:medium
                    Image(uiImage: photos[index])
                        .resizable()
                        .scaledToFill()
                        .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            HStack(spacing: 6) {
                ForEach(photos.indices, id: \.self) { index in
                 // ↓ rule:voiceover reason:combined-element severity:medium
                    Image(systemName: index == page ? "circle.fill" : "circle")
                        .imageScale(.small)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Photo \(page + 1) of \(photos.count)")
        }
    }
}
