import SwiftUI

/// What to pack: each item with its weight; packed items are toggles.
struct GearChecklist: View {
    @Binding var items: [GearItem]
    let totalWeight: Double

    var body: some View {
        List {
         // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
            HStack {
                Text("Pack weight")
                Spacer()
                Text(totalWeight, format: .number)
            }
            ForEach($items) { $item in
                Toggle(isOn: $item.packed) {
                    VStack(alignment: .leading) {
                        Text(item.name)
                        Text("\(item.grams) g")
                    }
                }
            }
            ForEach(items.filter(\.isShared)) { item in
                #if os(iOS)
             // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
                VStack(alignment: .leading) {
                    Text(item.name)
                    Text("Shared with \(item.sharedWith)")
                }
                #else
                Text(item.name)
                #endif
            }
        }
    }
}
