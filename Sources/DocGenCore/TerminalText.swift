/// Text from content made safe to print on a terminal: control characters (ANSI escape sequences
/// among them), C1 controls and bidirectional overrides are shown as `\u{1B}`-style escapes
/// instead of being obeyed, so a file cannot recolour, hide or reorder what docgen prints.
public enum TerminalText {
    /// `text` with every character a terminal would act on written as an escape; tabs and line breaks kept.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
