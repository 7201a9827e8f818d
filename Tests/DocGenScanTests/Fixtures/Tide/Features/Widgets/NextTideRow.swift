import SwiftUI

/// A widget row whose text colour is chosen once in the body, then used as is and made translucent for the
/// secondary line: both are the same fixed colours, on no background of this body.
struct NextTideRow: View {
    let isNext: Bool

    var body: some View {
        let ink = isNext ? Color.white : Color(white: 0.92)
        VStack(alignment: .leading) {
            Text("High tide")
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .foregroundColor(ink)
            Text("in two hours")
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .foregroundColor(ink.opacity(0.6))
        }
    }
}
