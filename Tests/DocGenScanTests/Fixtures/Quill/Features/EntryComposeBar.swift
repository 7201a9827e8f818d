import SwiftUI

/// The bar under the editor: the attachment glyph is drawn at the size of its square.
struct EntryComposeBar: View {
    private let glyphBox: CGSize = .init(width: 22, height: 22)
    private let counterBox = CGSize(width: 40, height: 18)
  // ↓ rule:dynamic-type reason:scaled-metric severity:medium
    @ScaledMetric private var scaledBox: CGFloat = 22

    var body: some View {
        HStack {
                        // ↓ rule:dynamic-type reason:fixed-size severity:high
                              // ↓ rule:dynamic-type reason:fixed-size severity:high
            Text("Attach").font(.system(size: glyphBox.width))
                         // ↓ rule:dynamic-type reason:fixed-size severity:high
                               // ↓ rule:dynamic-type reason:fixed-size severity:high
            Text("0 / 500").font(.system(size: counterBox.height - 4))
                       // ↓ rule:dynamic-type reason:scaled-metric severity:high
                             // ↓ rule:dynamic-type reason:scaled-metric severity:high
            Text("Draft").font(.system(size: scaledBox))
        }
    }
}
