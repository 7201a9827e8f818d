import SwiftUI

/// One crew member in the crew list: the row is one element with the profile as an action.
struct CrewRow: View {
    let name: String
    let initials: String
    let openProfile: () -> Void
    var isCompact = false

    var body: some View {
        HStack {
            CrewAvatar(initials: initials, openProfile: openProfile)
                .accessibilityHidden(true)
            WatchLeaderFlag(openProfile: openProfile)
                .accessibilityHidden(isCompact)
            SkipperBadge(openProfile: openProfile)
            Text(name)
        }
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: "Open profile", openProfile)
    }
}
