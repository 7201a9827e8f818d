import Foundation

/// Reads each file named by diagnostics once, to show the line under each message.
public final class SourceLineCache: @unchecked Sendable {
    private let base: URL
    private let lock = NSLock()
    private var texts: [String: String] = [:]

    /// A cache for files named relative to `base` (or absolute).
    public init(base: URL) {
        self.base = base
    }

    /// Line `number` (1-based) of `file`, or `nil` when the file cannot be read as text.
    public func line(_ number: Int, of file: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if texts[file] == nil {
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : base.appendingPathComponent(file)
            texts[file] = (try? Data(contentsOf: url)).flatMap { $0.count < 50_000_000 ? String(data: $0, encoding: .utf8) : nil } ?? ""
        }
        return texts[file].flatMap { TextFile.line(number, of: $0) }
    }

    /// Renders diagnostics sorted by location, each with its source line and a caret.
    public static func render(_ diagnostics: [Diagnostic], root: URL) -> String {
        let sources = SourceLineCache(base: root)
        return DiagnosticRenderer { file, line in sources.line(line, of: file) }.render(diagnostics)
    }
}
