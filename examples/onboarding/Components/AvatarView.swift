import SwiftUI
import UIKit

/// The person's profile picture, or a placeholder until they choose one.
struct AvatarView: View {
    @ScaledMetric(relativeTo: .largeTitle) private var diameter: CGFloat = 96
    let photo: UIImage?

    var body: some View {
        Group {
            if let photo {
                Image(uiImage: photo)
                    .resizable()
                    .scaledToFill()
                    .accessibilityLabel("Your profile picture")
            } else {
                Image(systemName: "person.crop.circle.fill")
                    .resizable()
                    .foregroundStyle(.secondary)
                    .accessibilityLabel("No profile picture yet")
            }
        }
        .frame(width: diameter, height: diameter)
        .clipShape(Circle())
    }
}
