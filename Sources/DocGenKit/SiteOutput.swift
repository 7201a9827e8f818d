import DocGenCore
import DocGenSite
import Foundation

/// Where a build's files go: staged while the pages are rendered, then published at once.
protocol SiteOutput: AnyObject, Sendable {
    /// Prepares the staging area.
    func begin() throws(DiagnosticError)
    /// Stages one file; safe to call from several threads for different paths.
    func write(_ path: String, _ data: Data) throws(DiagnosticError)
    /// Stages a copy of a file.
    func copy(_ source: URL, to path: String) throws(DiagnosticError)
    /// Publishes what was staged.
    func commit() throws(DiagnosticError)
    /// Drops what was staged; what was published before stays as it was.
    func discard()
}

/// A site folder on disk, written atomically by ``SiteWriter``: the only place the pipeline uses it.
final class DirectoryOutput: SiteOutput, @unchecked Sendable {
    let url: URL
    private var writer: SiteWriter?

    init(url: URL) {
        self.url = url
    }

    func begin() throws(DiagnosticError) {
        writer = try SiteWriter(output: url)
    }

    func write(_ path: String, _ data: Data) throws(DiagnosticError) {
        try staging().write(path, data)
    }

    func copy(_ source: URL, to path: String) throws(DiagnosticError) {
        try staging().copy(source, to: path)
    }

    func commit() throws(DiagnosticError) {
        try staging().commit()
        writer = nil
    }

    func discard() {
        writer?.discard()
        writer = nil
    }

    private func staging() throws(DiagnosticError) -> SiteWriter {
        guard let writer else { throw DiagnosticError(.error("internal failure: the site output was not begun")) }
        return writer
    }
}
