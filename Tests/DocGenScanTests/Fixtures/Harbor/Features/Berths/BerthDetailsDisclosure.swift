import SwiftUI

/// A disclosure row whose label is a computed property of the view: worked out each time it is read, so it can say
/// the state the chevron shows.
struct BerthDetailsDisclosure: View {
    @Binding var expanded: Bool

    var body: some View {
        HStack {
            Text("Berth details")
            Spacer()
         // ↓ rule:voiceover reason:labelled severity:medium
            Image(systemName: expanded ? "chevron.up" : "chevron.down")
        }
        .accessibilityLabel(disclosureText)
    }

    private var disclosureText: String {
        expanded ? "Hide berth details" : "Show berth details"
    }
}
