import SwiftUI

/// The colour a buoy's server sends as a hex string, or the app's blue when it sends none.
enum BuoyStyle {
    private static let fallbackHex = "#03A9F4"

    static func tint(from hex: String?) -> Color {
        Color(hex: hex ?? fallbackHex)
    }
}

/// A buoy's battery, tinted with the server's colour: without one it is the fixed fallback blue, on no background of
/// this body.
struct BuoyChargeBar: View {
    let charge: Double
    let tintHex: String?

    var body: some View {
        ProgressView(value: charge)
          // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
            .tint(BuoyStyle.tint(from: tintHex))
    }
}
