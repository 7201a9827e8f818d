import SwiftUI

extension View {
    /// Hands the view to a closure, so that availability checks can choose modifiers.
    func adjusted(@ViewBuilder _ change: (Self) -> some View) -> some View {
        change(self)
    }
}

/// The sync spinner over the map: a material where available, a dimmed fill before.
struct SyncIndicator: View {
    var body: some View {
        VStack {
            ProgressView()
                .progressViewStyle(.circular)
                .adjusted {
                    if #available(iOS 15, *) {
                        $0.background(.regularMaterial)
                    } else {
                        // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
                        $0.background(.black.opacity(0.5))
                    }
                }
            Text("Syncing")
              // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                .foregroundStyle(.white)
                .adjusted { label in
                       // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
                    label.background(Color(red: 0.1, green: 0.2, blue: 0.5))
                }
        }
    }
}
