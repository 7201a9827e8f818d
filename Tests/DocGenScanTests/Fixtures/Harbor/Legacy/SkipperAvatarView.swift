import UIKit

/// The skipper's avatar, with a picture that says whether they are a member, and a labelled rank badge.
final class SkipperAvatarView: UIView {
    private var avatarView: UIImageView!
    private var rankView: UIImageView!

    var isMember = false {
        didSet {
            avatarView.image = isMember
               // ↓ rule:voiceover reason:unsaid-state severity:medium
                ? UIImage(named: "avatar_member")
               // ↓ rule:voiceover reason:unsaid-state severity:medium
                : UIImage(named: "avatar_guest")
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Its picture is chosen by membership (isMember above), which nothing says.
                  // ↓ rule:voiceover reason:unsaid-state severity:medium
        avatarView = UIImageView()
                // ↓ rule:voiceover reason:labelled severity:medium
        rankView = UIImageView()
                      // ↓ rule:voiceover reason:labelled severity:medium
        rankView.image = UIImage(named: "rank_captain")
        rankView.accessibilityLabel = "Captain"
        addSubview(avatarView)
        addSubview(rankView)

        // A wave drawn under the avatar: decoration, hidden from VoiceOver.
                // ↓ rule:voiceover reason:hidden severity:medium
        let wave = UIImageView(
                // ↓ rule:voiceover reason:hidden severity:medium
            image: UIImage(named: "avatar_wave"))
        wave.accessibilityElementsHidden = true
        addSubview(wave)
    }

    /// A recognizer made for a caller to add to a view of its choice: the view, and so its traits, are not known here.
    func makeAvatarTap(target: Any?, action: Selector) -> UITapGestureRecognizer {
     // ↓ rule:voiceover reason:unresolved(UITapGestureRecognizer) severity:high verdict:unknown
        UITapGestureRecognizer(target: target, action: action)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
