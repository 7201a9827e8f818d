import SwiftUI

/// A marina on the map, and a cluster of marinas.
struct MapPin: View {
    let marina: Marina
    let select: () -> Void

    var body: some View {
        Button(action: select) {
            VStack(spacing: 2) {
             // ↓ rule:voiceover reason:labelled-button severity:medium
                Image(systemName: "mappin.circle.fill")
                Text(marina.name)
            }
        }
    }
}

struct ClusterPin: View {
    let count: Int
    let expand: () -> Void

    var body: some View {
     // ↓ rule:voiceover reason:system-symbol severity:low
        Image(systemName: "circle.grid.3x3.fill")
            .overlay { Text("\(count)") }
          // ↓ rule:voiceover reason:tap-without-button-trait severity:high
            .onTapGesture(perform: expand)
    }
}
