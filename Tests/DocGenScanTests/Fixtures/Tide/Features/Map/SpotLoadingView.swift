import SwiftUI

struct SpotLoadingView: View {
    var body: some View {
        VStack {
            ProgressView()
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .tint(.white)
            ProgressView()
                                // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                .progressViewStyle(CircularProgressViewStyle(tint: TidePalette.coral))
                .padding()
              // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
                .background(TidePalette.ink)
        }
    }
}
