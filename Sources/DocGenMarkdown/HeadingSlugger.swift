/// Makes heading ids the way GitHub does (github-slugger), unique per page.
///
/// The text is lowercased; every character that is not a letter, mark, number, connector punctuation
/// (`_`), space or `-` is dropped; each space becomes `-`. A repeated id gets `-1`, `-2`, … appended,
/// skipping ids already taken, so `A`, `A`, `A` become `a`, `a-1`, `a-2`.
public struct HeadingSlugger: Sendable {
    private var occurrences: [String: Int] = [:]

    /// Creates a slugger with no id taken yet: one per page.
    public init() {}

    /// The unique id for a heading whose visible text is `text`.
    public mutating func slug(_ text: String) -> String {
        var base = Self.baseSlug(text)
        if base.isEmpty { base = "section" }
        var result = base
        while occurrences[result] != nil {
            let count = occurrences[base, default: 0] + 1
            occurrences[base] = count
            result = "\(base)-\(count)"
        }
        occurrences[result] = 0
        return result
    }

    /// The id before de-duplication; empty when the text has no letter, number, space, `-` or `_`.
    public static func baseSlug(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                out.append("-")
            } else if scalar == "-" || isKept(scalar) {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value) || value == 0x5F
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}
