internal import CCmarkGFM

/// Markdown as plain text, for places that cannot show markup: CSV cells, remarks composed from item
/// summaries, print headers. cmark-gfm's own plain-text renderer drops the markup (backticks, emphasis,
/// link targets, raw HTML tags) and keeps the words; line breaks and runs of spaces become one space.
public enum PlainText {
    /// The text of `markdown`, on one line.
    public static func of(_ markdown: String) -> String {
        guard markdown.contains(where: { "`*_[]<>&\\~!#|".contains($0) }) else { return collapsed(markdown) }
        let library = CmarkLibrary.shared
        let options = Int32(CMARK_OPT_DEFAULT)
        let text: String? = CmarkArena.withScope {
            guard let (_, document) = library.parse(markdown, options: options),
                  let rendered = cmark_render_plaintext_with_mem(document, options, 0, CmarkArena.mem) else { return nil }
            return String(cString: rendered)
        }
        return collapsed(text ?? markdown)
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
