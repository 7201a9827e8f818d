import SwiftUI
import UIKit

/// A row whose badge appears inside a box of a fixed size once it is loaded.
struct UploadBadgeRow: View {
    let title: String
    @State private var badge: UIImage?
    @State private var showBadge = false

    var body: some View {
        HStack {
            HStack {
                if showBadge, let badge {
                 // ↓ rule:voiceover reason:hidden severity:medium verdict:pass kind:Image
                    Image(uiImage: badge)
                        .accessibilityHidden(true)
                }
            }
            .frame(width: 24, height: 24)
            Text(title)
        }
      // ↓ reason:exempt-opacity severity:low effects:opacity
        .animation(.easeInOut, value: showBadge)
        .onAppear { showBadge = true }
    }
}
