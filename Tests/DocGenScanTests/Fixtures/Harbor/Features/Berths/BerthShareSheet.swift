import SwiftUI

/// Where a berth can be shared to: each target draws its own icon, shown by the sheet through a parameter of the
/// target's type (`target.icon`), inside a button whose text names it.
enum BerthShareTarget: Hashable {
    case messages
    case mail

    var title: String {
        switch self {
        case .messages: "Messages"
        case .mail: "Mail"
        }
    }

    var icon: Image {
        switch self {
        case .messages:
         // ↓ rule:voiceover reason:labelled-where-used(BerthShareTarget.icon) severity:medium
            Image("share-messages")
        case .mail:
         // ↓ rule:voiceover reason:labelled-where-used(BerthShareTarget.icon) severity:medium
            Image("share-mail")
        }
    }
}

struct BerthShareSheet: View {
    let targets: [BerthShareTarget]
    let share: (BerthShareTarget) -> Void

    var body: some View {
        HStack {
            ForEach(targets, id: \.self) { target in
             // ↓ rule:voiceover reason:titled-by(BerthShareSheet.tile) severity:high
                Button {
                    share(target)
                } label: {
                    tile(for: target)
                }
            }
        }
    }

    private func tile(for target: BerthShareTarget) -> some View {
        VStack {
            target.icon
                .resizable()
            Text(target.title)
        }
    }
}
