import SwiftUI

/// The share sheet's header on its dark panel: every text inherits the white set on the panel in the body.
struct ShareSheetHeader: View {
    var body: some View {
        VStack {
            title
        }
        .padding()
      // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
        .foregroundStyle(Color.white)
      // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
        .background(Color(red: 0.08, green: 0.1, blue: 0.16))
    }

    private var title: some View {
        VStack {
            Text("Share this tide")
            Text("Edit")
                .padding(4)
              // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
                .background(Capsule().fill(.white.opacity(0.2)))
        }
    }
}
