/// Prints diagnostics the way compilers do: the located line, then the source line with a caret.
public struct DiagnosticRenderer: Sendable {
    /// Looks up the text of a file's line, 1-based, for the snippet under a message.
    public typealias LineProvider = @Sendable (_ file: String, _ line: Int) -> String?

    private let lineProvider: LineProvider?
    /// At most this many diagnostics are printed; the rest are counted.
    public var limit: Int

    /// Creates a renderer; pass a `lineProvider` to show source snippets.
    public init(limit: Int = 200, lineProvider: LineProvider? = nil) {
        self.limit = limit
        self.lineProvider = lineProvider
    }

    /// Renders diagnostics sorted by location, capped at `limit`.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        let sorted = Diagnostic.sortedForDisplay(diagnostics)
        var out: [String] = []
        for diagnostic in sorted.prefix(limit) {
            out.append(contentsOf: lines(for: diagnostic))
        }
        if sorted.count > limit {
            out.append("docgen: note: \(sorted.count - limit) more diagnostics not shown")
        }
        return out.joined(separator: "\n")
    }

    /// Source lines longer than this are shown as a window around the column.
    static let snippetWidth = 160

    private func lines(for diagnostic: Diagnostic) -> [String] {
        var out = [TerminalText.escaped(diagnostic.description)]
        if let location = diagnostic.location, location.line > 0,
           let text = lineProvider?(location.file, location.line) {
            let (snippet, column) = Self.window(text, column: location.column)
            out.append(TerminalText.escaped(snippet))
            if column > 0 {
                let pad = TerminalText.escaped(String(snippet.prefix(column - 1))).map { $0 == "\t" ? "\t" : " " }.joined()
                out.append(pad + "^")
            }
        }
        for note in diagnostic.notes {
            out.append(TerminalText.escaped(note.description))
        }
        return out
    }

    /// A long line cut to ``snippetWidth`` characters around `column`, with `…` where it was cut,
    /// and the column within what is shown.
    static func window(_ line: String, column: Int) -> (String, Int) {
        guard line.count > snippetWidth else { return (line, column) }
        let half = snippetWidth / 2
        let start = max(0, min(column - 1 - half, line.count - snippetWidth))
        let lower = line.index(line.startIndex, offsetBy: start)
        let upper = line.index(lower, offsetBy: snippetWidth)
        let prefix = start > 0 ? "…" : ""
        let suffix = upper < line.endIndex ? "…" : ""
        return (prefix + line[lower..<upper] + suffix, column > 0 ? column - start + prefix.count : 0)
    }
}
