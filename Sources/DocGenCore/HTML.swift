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

    /// Escaped text that wraps only after one of `separators`: each piece up to and including a
    /// separator stays on one line (`<span class="nowrap">`), with a `<wbr>` between pieces. An id
    /// (`loading-overlay.spinner-rotation`) or a path (`Views/Test/TimerView.swift`) then breaks at
    /// its dots or slashes, never inside a word or at a hyphen; its text stays the same.
    public static func breakable(_ text: some StringProtocol, after separators: Set<Character>) -> String {
        var pieces: [Substring] = []
        var start = text.startIndex
        for index in text.indices where separators.contains(text[index]) {
            let end = text.index(after: index)
            if end < text.endIndex {
                pieces.append(Substring(text[start..<end]))
                start = end
            }
        }
        if start < text.endIndex { pieces.append(Substring(text[start...])) }
        return pieces.map { "<span class=\"nowrap\">\(escape($0))</span>" }.joined(separator: "<wbr>")
    }

    /// ``breakable(_:after:)`` for an item or site id: breaks after `.`, `/` and `:`.
    public static func breakableID(_ id: some StringProtocol) -> String {
        breakable(id, after: [".", "/", ":"])
    }

    /// ``breakable(_:after:)`` for a file path: breaks after each `/`.
    public static func breakablePath(_ path: some StringProtocol) -> String {
        breakable(path, after: ["/"])
    }
}
