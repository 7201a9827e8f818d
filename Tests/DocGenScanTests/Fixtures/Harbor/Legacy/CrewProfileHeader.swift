import UIKit

/// A crew member's header: the portrait is a photo fetched from the server, hidden while the member has none. Showing
/// or hiding it says whether there is a photo, not a state, so it stays a silent image view. The licence seal beside it
/// is a fixed picture shown only for licensed skippers, with nothing that says so: a state left unsaid.
final class CrewProfileHeader: UIView {
    @IBOutlet var nameLabel: UILabel!
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var portrait: UIImageView!
               // ↓ rule:voiceover reason:unsaid-state severity:medium
    @IBOutlet var licenceSeal: UIImageView!

    func show(_ member: CrewMember) {
        nameLabel.text = member.name
        if let photo = member.photoURL {
            setPortraitHidden(false)
            PhotoCache.shared.loadPhoto(from: photo, into: portrait)
        } else {
            setPortraitHidden(true)
        }
        licenceSeal.isHidden = !member.isLicensedSkipper
    }

    private func setPortraitHidden(_ hidden: Bool) {
        portrait.isHidden = hidden
    }
}

/// A deck card whose thumbnail is fetched through an image library's view extension.
final class DeckCardView: UIView {
               // ↓ rule:voiceover reason:not-an-element severity:medium
    @IBOutlet var thumbnail: UIImageView!

    func show(_ deck: DeckPlan) {
        thumbnail.isHidden = deck.thumbnailURL == nil
        if let url = deck.thumbnailURL { thumbnail.net.setImage(with: url) }
    }
}

/// The hand-off from the small chart to the full-screen one: a copy of the chart's picture flies between the two frames
/// when there is one, and is removed when the move ends. It is the chart itself in motion, not a state.
final class ChartExpandTransition: NSObject {
    private let smallChart: UIImageView
    private let largeChart: UIImageView

    init(smallChart: UIImageView, largeChart: UIImageView) {
        self.smallChart = smallChart
        self.largeChart = largeChart
    }

    func animate(in container: UIView) {
        var flying: UIImageView?
        if largeChart.image != nil {
                  // ↓ rule:voiceover reason:not-an-element severity:medium
            flying = UIImageView()
            flying?.image = largeChart.image
            flying?.frame = smallChart.frame
            container.addSubview(flying ?? UIView())
        }
        flying?.frame = largeChart.frame
        flying?.removeFromSuperview()
    }
}

struct CrewMember {
    var name: String
    var photoURL: URL?
    var isLicensedSkipper: Bool
}

struct DeckPlan {
    var thumbnailURL: URL?
}

final class PhotoCache {
    static let shared = PhotoCache()
    func loadPhoto(from url: URL, into view: UIImageView) {}
}

struct NetImageLoader {
    let view: UIImageView
    func setImage(with url: URL) {}
}

extension UIImageView {
    var net: NetImageLoader { NetImageLoader(view: self) }
}
