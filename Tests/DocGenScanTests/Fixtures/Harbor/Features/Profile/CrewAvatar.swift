import SwiftUI

/// A crew member's avatar; tapping it opens their profile. The crew row hides it from VoiceOver and offers the same
/// action on the row (CrewRow.swift), so the tap is hidden wherever the avatar is shown.
struct CrewAvatar: View {
    let initials: String
    let openProfile: () -> Void

    var body: some View {
        ZStack {
            Circle()
                .fill(.blue)
            Text(initials)
        }
        .frame(width: 40, height: 40)
      // ↓ rule:voiceover reason:hidden severity:high
        .onTapGesture { openProfile() }
    }
}

/// The watch leader's flag, which the crew row hides only in its compact layout: read the rest of the time, so its
/// tap has no button trait.
struct WatchLeaderFlag: View {
    let openProfile: () -> Void

    var body: some View {
     // ↓ rule:voiceover reason:labelled severity:medium
        Image(systemName: "flag.fill")
            .accessibilityLabel("Watch leader")
          // ↓ rule:voiceover reason:tap-without-button-trait severity:high
            .onTapGesture { openProfile() }
    }
}

/// The skipper's badge, shown as is by the crew row: its tap has no button trait.
struct SkipperBadge: View {
    let openProfile: () -> Void

    var body: some View {
        Capsule()
            .frame(width: 24, height: 12)
          // ↓ rule:voiceover reason:tap-without-button-trait severity:high
            .onTapGesture { openProfile() }
    }
}
