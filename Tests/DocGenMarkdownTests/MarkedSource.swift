import DocGenCore
import DocGenMarkdown

/// Markdown with position markers (`1️⃣`, `2️⃣`, …) removed, and where each marker was:
/// 1-based line and 1-based UTF-8 column of the character after it, as cmark-gfm counts them.
struct MarkedSource {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    let text: String
    let positions: [String: (line: Int, column: Int)]

    init(_ marked: String) {
        var text = ""
        var positions: [String: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        while !rest.isEmpty {
            if let marker = Self.markers.first(where: { rest.hasPrefix($0) }) {
                positions[marker] = (line, column)
                rest = rest.dropFirst(marker.count)
                continue
            }
            let character = rest.removeFirst()
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.positions = positions
    }

    /// The location of `marker` in `file`, its line moved down by `lineOffset`.
    func location(_ marker: String, file: String, lineOffset: Int = 0) -> SourceLocation? {
        positions[marker].map { SourceLocation(file: file, line: $0.line + lineOffset, column: $0.column) }
    }
}

/// Renders with the content link resolver, as pages are rendered.
func render(_ markdown: String, page: String = "plans/x.html", file: String = "content/plans/x.md",
            lineOffset: Int = 0, unsafeHTML: Bool = false) -> RenderedMarkdown {
    MarkdownRenderer(options: MarkdownOptions(unsafeHTML: unsafeHTML), resolver: ContentLinkResolver())
        .render(markdown, file: file, page: page, lineOffset: lineOffset)
}
