import SwiftUI

/// The round close button of every sheet.
struct CloseButton: View {
    let action: () -> Void

    var body: some View {
     // ↓ rule:voiceover reason:labelled severity:high
        Button(action: action) {
            Image(systemName: "xmark.circle.fill")
                .symbolRenderingMode(.hierarchical)
                .imageScale(.large)
        }
        .accessibilityLabel("Close")
    }
}
