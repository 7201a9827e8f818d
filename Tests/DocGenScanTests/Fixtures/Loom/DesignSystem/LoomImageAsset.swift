import UIKit

/// Generated asset code: `Image` here is UIKit's image under a local alias, not a SwiftUI view, so loading it is no
/// VoiceOver site (the image view that shows it is).
struct LoomImageAsset {
    typealias Image = UIImage

    let name: String

    var image: Image {
        guard let image = Image(named: name) else {
            fatalError("Unable to load image asset named \(name).")
        }
        return image
    }
}
