import DocGenCore
import DocGenSite
import Foundation

/// Where a build's files go: staged while the pages are rendered, then published at once.
public protocol SiteOutput: AnyObject, Sendable {
    /// Prepares the staging area.
    func begin() throws(DiagnosticError)
    /// Stages one file; safe to call from several threads for different paths.
    func write(_ path: String, _ data: Data) throws(DiagnosticError)
    /// Stages a copy of a file.
    func copy(_ source: URL, to path: String) throws(DiagnosticError)
    /// Stages the file published at `path` as it is: the build would write the same bytes.
    func keep(_ path: String) throws(DiagnosticError)
    /// Publishes what was staged; files not staged are gone from the published site.
    func commit() throws(DiagnosticError)
    /// Drops what was staged; what was published before stays as it was.
    func discard()
}

/// A site folder on disk, written atomically by ``SiteWriter``: the only place the pipeline uses it.
final class DirectoryOutput: SiteOutput, @unchecked Sendable {
    let url: URL
    let origin: OutputGuard.Origin
    let config: SiteConfig?
    private var writer: SiteWriter?
    /// What the writer found and repaired when it began (an interrupted swap undone).
    private(set) var notes: [Diagnostic] = []

    init(url: URL, origin: OutputGuard.Origin, config: SiteConfig?) {
        self.url = url
        self.origin = origin
        self.config = config
    }

    func begin() throws(DiagnosticError) {
        let writer = try SiteWriter(output: url, origin: origin, config: config)
        notes = writer.notes
        self.writer = writer
    }

    func write(_ path: String, _ data: Data) throws(DiagnosticError) {
        try staging().write(path, data)
    }

    func copy(_ source: URL, to path: String) throws(DiagnosticError) {
        try staging().copy(source, to: path)
    }

    func keep(_ path: String) throws(DiagnosticError) {
        try staging().copy(url.appendingPathComponent(path), to: path)
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

/// A site held in memory, for the preview server: published files by path, replaced as a whole
/// by each successful build, with the paths that changed.
public final class MemorySite: SiteOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var published: [String: Data] = [:]
    private var staged: [String: Data] = [:]
    private var kept: Set<String> = []
    private var changes: Set<String> = []
    private var version = 0

    /// An empty site.
    public init() {}

    /// The published file at `path`, if there is one.
    public func file(_ path: String) -> Data? {
        lock.withLock { published[path] }
    }

    /// Every published path, sorted.
    public var paths: [String] {
        lock.withLock { published.keys.sorted() }
    }

    /// Every published file by path.
    public var files: [String: Data] {
        lock.withLock { published }
    }

    /// The paths added, changed or removed by the last commit.
    public var lastChanges: Set<String> {
        lock.withLock { changes }
    }

    /// How many times a build was published.
    public var generation: Int {
        lock.withLock { version }
    }

    public func begin() throws(DiagnosticError) {
        lock.withLock {
            staged = [:]
            kept = []
        }
    }

    public func write(_ path: String, _ data: Data) throws(DiagnosticError) {
        lock.withLock { staged[path] = data }
    }

    public func copy(_ source: URL, to path: String) throws(DiagnosticError) {
        let data: Data
        do {
            data = try Data(contentsOf: source)
        } catch {
            throw DiagnosticError(.error("cannot read \(source.lastPathComponent): \(error.localizedDescription)", step: .write))
        }
        try write(path, data)
    }

    public func keep(_ path: String) throws(DiagnosticError) {
        let present = lock.withLock {
            kept.insert(path)
            return published[path] != nil
        }
        if !present { throw DiagnosticError(.error("internal failure: '\(path)' was kept but never published", step: .write)) }
    }

    public func commit() throws(DiagnosticError) {
        lock.withLock {
            var next = staged
            for path in kept where next[path] == nil { next[path] = published[path] }
            next[OutputGuard.markerName] = SiteManifest.marker(listing: next.keys)
            var changed: Set<String> = []
            for (path, data) in next where published[path] != data { changed.insert(path) }
            for path in published.keys where next[path] == nil { changed.insert(path) }
            published = next
            changes = changed
            staged = [:]
            kept = []
            version += 1
        }
    }

    public func discard() {
        lock.withLock {
            staged = [:]
            kept = []
        }
    }
}
