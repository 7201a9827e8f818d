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

    private func lines(for diagnostic: Diagnostic) -> [String] {
        var out = [diagnostic.description]
        if let location = diagnostic.location, location.line > 0,
           let text = lineProvider?(location.file, location.line) {
            out.append(text)
            if location.column > 0 {
                let pad = text.prefix(location.column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
                out.append(pad + "^")
            }
        }
        for note in diagnostic.notes {
            out.append(note.description)
        }
        return out
    }
}
