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
                  // ↓ rule:voiceover reason:unlabelled-image severity:medium
        avatarView = UIImageView()
                // ↓ rule:voiceover reason:labelled severity:medium
        rankView = UIImageView()
                      // ↓ rule:voiceover reason:labelled severity:medium
        rankView.image = UIImage(named: "rank_captain")
        rankView.accessibilityLabel = "Captain"
        addSubview(avatarView)
        addSubview(rankView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
