import SwiftUI

/// Glaze swatches; a ring slides to the chosen one.
struct GlazePicker: View {
    @State private var chosen = "Celadon"
    @Namespace private var ring
    private let glazes = ["Celadon", "Tenmoku", "Shino"]

    var body: some View {
        HStack {
            ForEach(glazes, id: \.self) { glaze in
                ZStack {
                    if chosen == glaze {
                        Circle()
                            .stroke(lineWidth: 3)
                          // ↓ reason:unguarded severity:medium
                            .matchedGeometryEffect(id: "ring", in: ring)
                    }
                    Text(glaze)
                      // ↓ rule:dynamic-type reason:text-style severity:high
                        .font(.caption)
                }
              // ↓ rule:voiceover reason:button-trait severity:high
                .onTapGesture {
                 // ↓ reason:unguarded severity:high
                    withAnimation(.snappy) { chosen = glaze }
                }
                .accessibilityAddTraits(.isButton)
            }
        }
    }
}
