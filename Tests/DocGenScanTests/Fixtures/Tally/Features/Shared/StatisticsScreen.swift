import SwiftUI

/// The statistics: each tile opens the transactions behind its figure.
struct StatisticsScreen: View {
    let open: (String) -> Void

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:labelled severity:high verdict:pass kind:Button
            Button {
                open("spent")
            } label: {
                StatTile(title: "Spent", figure: "€ 812")
            }
            .accessibilityLabel("Spent: € 812")
         // ↓ rule:voiceover reason:labelled severity:high verdict:pass kind:Button
            Button {
                open("saved")
            } label: {
                StatTile(title: "Saved", figure: "€ 140")
            }
            .accessibilityLabel("Saved: € 140")
        }
    }
}
