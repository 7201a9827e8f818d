import Foundation

/// An sRGB colour, components and opacity from 0 to 1: a fixed colour as the code writes it.
struct RGBA: Sendable, Hashable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = RGBA.clamp(red)
        self.green = RGBA.clamp(green)
        self.blue = RGBA.clamp(blue)
        self.alpha = RGBA.clamp(alpha)
    }

    init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    static let white = RGBA(white: 1)
    static let black = RGBA(white: 0)

    /// `Color(hue:saturation:brightness:)`: HSB (HSV) to RGB.
    init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let hue = (hue - hue.rounded(.down)) * 6
        let sector = Int(hue) % 6
        let fraction = hue - Double(Int(hue))
        let value = brightness
        let low = value * (1 - saturation)
        let falling = value * (1 - saturation * fraction)
        let rising = value * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double) = switch sector {
        case 0: (value, rising, low)
        case 1: (falling, value, low)
        case 2: (low, value, rising)
        case 3: (low, falling, value)
        case 4: (rising, low, value)
        default: (value, low, falling)
        }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`, with or without `#` or `0x`; nil for anything else.
    init?(hex text: String) {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
        guard [3, 6, 8].contains(digits.count), let value = UInt64(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            self.init(red: Double((value >> 8) & 0xF) / 15, green: Double((value >> 4) & 0xF) / 15, blue: Double(value & 0xF) / 15)
        case 6:
            self.init(rgb: value)
        default:
            self.init(red: Double((value >> 24) & 0xFF) / 255, green: Double((value >> 16) & 0xFF) / 255,
                      blue: Double((value >> 8) & 0xFF) / 255, alpha: Double(value & 0xFF) / 255)
        }
    }

    /// A 24-bit `0xRRGGBB` value.
    init(rgb value: UInt64) {
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    /// The colour at `opacity` times its own.
    func withOpacity(_ opacity: Double) -> RGBA {
        var copy = self
        copy.alpha = RGBA.clamp(alpha * opacity)
        return copy
    }

    /// The colour composited over an opaque `backdrop` (source-over, in sRGB as UIKit and SwiftUI blend).
    func over(_ backdrop: RGBA) -> RGBA {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return RGBA(red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue))
    }

    /// WCAG 2 relative luminance, of the colour as if opaque.
    var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `#RRGGBB`, with `@0.5` for a translucent colour: how messages name it.
    var description: String {
        func byte(_ channel: Double) -> String {
            let value = Int((channel * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true)
        }
        let hex = "#" + byte(red) + byte(green) + byte(blue)
        return alpha < 1 ? hex + "@" + Contrast.format(alpha, digits: 2) : hex
    }

    private static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}

/// WCAG 2 contrast (success criteria 1.4.3 and 1.4.11): the ratio of two colours' relative luminances.
enum Contrast {
    /// The minimum for body text (1.4.3).
    static let text = 4.5
    /// The minimum for large text (18 pt, or 14 pt bold), symbols, icons and the parts of controls (1.4.3, 1.4.11).
    static let large = 3.0

    /// The contrast ratio of two colours, from 1 to 21, each taken as opaque.
    static func ratio(_ first: RGBA, _ second: RGBA) -> Double {
        let (lighter, darker) = first.luminance >= second.luminance ? (first, second) : (second, first)
        return (lighter.luminance + 0.05) / (darker.luminance + 0.05)
    }

    /// The lowest ratio `foreground` can have over `background`: a translucent background is composited over white and
    /// over black (what lies behind it is not known), and the foreground over the result; the worse case counts.
    static func worst(foreground: RGBA, background: RGBA) -> Double {
        let backdrops = background.alpha >= 1 ? [background] : [background.over(.white), background.over(.black)]
        return backdrops.map { ratio(foreground.over($0), $0) }.min() ?? 1
    }

    /// A ratio as messages write it: `3.26:1`.
    static func describe(_ ratio: Double) -> String { format(ratio, digits: 2) + ":1" }

    /// `value` with `digits` decimals, without trailing zeros beyond the first (`4.5`, `3.26`, `21`).
    static func format(_ value: Double, digits: Int) -> String {
        var text = String(format: "%.\(digits)f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
