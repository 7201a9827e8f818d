import SwiftUI

/// Yarn rows built on YarnRowLabel: the icon passed by a row that is a button is read with the button's text; the
/// one passed by the summary, shown as it is, is read by its file name.
struct YarnShelf: View {
    let yarns: [String]
    let open: (String) -> Void

    var body: some View {
        List {
            ForEach(yarns, id: \.self) { yarn in
             // ↓ rule:voiceover reason:titled-by(YarnRowLabel) severity:high
                Button {
                    open(yarn)
                } label: {
                    YarnRowLabel(name: yarn) {
                     // ↓ rule:voiceover reason:labelled-where-used(YarnRowLabel) severity:medium
                        Image("yarn-ball")
                    } accessory: {
                     // ↓ rule:voiceover reason:labelled-where-used(YarnRowLabel.accessory) severity:medium
                        Image(systemName: "chevron.right")
                    }
                }
            }
            YarnShelfSummary(count: yarns.count)
        }
    }
}

/// The shelf's total, shown as content.
struct YarnShelfSummary: View {
    let count: Int

    var body: some View {
        YarnRowLabel(name: "\(count) yarns") {
         // ↓ rule:voiceover reason:unlabelled-image severity:medium
            Image("yarn-basket")
        }
    }
}
