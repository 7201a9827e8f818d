import SwiftUI

/// Colours of the buoy alert's live activity, sent by the server with each update.
enum BuoyActivityStyle {
    static let fallbackText = Color.white

    /// The text colour the update names, else black or white, whichever reads on the background it names.
    static func textColor(hex: String?, onBackground backgroundHex: String?) -> Color? {
        if let hex { return Color(hex: hex) }
        guard let backgroundHex else { return nil }
        return isLightBackground(backgroundHex) ? .black : .white
    }

    static func isLightBackground(_ hex: String) -> Bool {
        let value = Int(hex.trimmingCharacters(in: CharacterSet(charactersIn: "#")), radix: 16) ?? 0
        let red = Double((value >> 16) & 0xFF), green = Double((value >> 8) & 0xFF), blue = Double(value & 0xFF)
        return (0.299 * red + 0.587 * green + 0.114 * blue) / 255 > 0.6
    }
}

struct BuoyActivityView: View {
    let title: String
    let detail: String
    let textHex: String?
    let backgroundHex: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .foregroundStyle(titleColor)
            Text(detail)
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .foregroundStyle(titleColor.opacity(0.8))
        }
    }

    private var titleColor: Color {
        BuoyActivityStyle.textColor(hex: textHex, onBackground: backgroundHex) ?? BuoyActivityStyle.fallbackText
    }
}
