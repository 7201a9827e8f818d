import SwiftUI

/// Picks a skein colour. The trigger's label is a view property holding only pictures; each skein row is a
/// button labelled by a helper view with the skein's name, whose tick alone marks the chosen skein: the button says
/// no selection (no .isSelected trait), so it fails.
struct SkeinPicker: View {
    @Binding var chosen: String
    @State private var showsList = false
    let skeins: [String]

    var body: some View {
     // ↓ rule:voiceover reason:unlabelled-button severity:high
        Button {
            showsList = true
        } label: {
            swatchLabel
        }
        .sheet(isPresented: $showsList) {
            List(skeins, id: \.self) { skein in
             // ↓ rule:voiceover reason:unsaid-state severity:high
                Button {
                    chosen = skein
                } label: {
                    SkeinRow(name: skein, isChosen: skein == chosen)
                }
            }
        }
    }

    private var swatchLabel: some View {
        ZStack(alignment: .bottomTrailing) {
            Image(uiImage: UIImage(named: "skein-\(chosen)") ?? UIImage())
            Image(systemName: "arrow.triangle.2.circlepath")
              // ↓ rule:dynamic-type reason:text-style severity:medium
                .font(.caption2)
        }
    }
}

/// One skein in the picker: its name, and a tick on the chosen one, read with the row's button (which must say it).
struct SkeinRow: View {
    let name: String
    let isChosen: Bool

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:labelled-where-used(SkeinRow) severity:medium
            Image("skein-\(name)")
            Text(name)
            Spacer()
            if isChosen {
             // ↓ rule:voiceover reason:labelled-where-used(SkeinRow) severity:medium
                Image(systemName: "checkmark")
            }
        }
    }
}
