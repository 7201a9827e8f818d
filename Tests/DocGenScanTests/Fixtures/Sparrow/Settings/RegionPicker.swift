import SwiftUI

/// The regions, the chosen one ticked: the tick says which is selected, so the name and the tick are one item.
struct RegionPicker: View {
    let regions: [String]
    @Binding var chosen: String

    var body: some View {
        List {
            ForEach(regions, id: \.self) { region in
             // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
                HStack {
                    regionName(region)
                    Spacer()
                    if region == chosen {
                     // ↓ rule:voiceover reason:unsaid-state severity:medium verdict:fail kind:Image
                        Image(systemName: "checkmark")
                    }
                }
                .contentShape(Rectangle())
              // ↓ rule:voiceover reason:tap-without-button-trait severity:high verdict:fail kind:onTapGesture
                .onTapGesture { chosen = region }
            }
        }
    }

    private func regionName(_ region: String) -> some View {
        Text(region.capitalized)
    }
}
