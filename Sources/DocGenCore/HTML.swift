/// Escaping for text that reaches HTML: every value from content and audit data passes through here
/// unless it is cmark-gfm's own output.
public enum HTML {
    /// Escapes `&`, `<`, `>`, `"` and `'` so that text is safe in element content and quoted attributes.
    public static func escape(_ text: some StringProtocol) -> String {
        if !text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) {
            return String(text)
        }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
