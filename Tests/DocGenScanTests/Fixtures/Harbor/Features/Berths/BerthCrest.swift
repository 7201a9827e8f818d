import SwiftUI

/// The yacht club's crest over a berth: a label on a stack that declares no element names what the stack holds;
/// a stack that keeps its children apart (`.contain`) does not.
struct BerthCrest: View {
    let clubName: String
    let crestAsset: String

    var body: some View {
        VStack {
            ZStack {
             // ↓ rule:voiceover reason:labelled severity:medium
                Image(crestAsset)
            }
            .accessibilityLabel(clubName)
            HStack {
             // ↓ rule:voiceover reason:unlabelled-image severity:medium
                Image("pennant")
                Text(clubName)
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Club")
        }
    }
}
