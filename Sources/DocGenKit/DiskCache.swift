import DocGenCore
import DocGenSite
import Foundation

/// The build cache on disk, in `.build-docgen/` beside `docgen.yml` (ignored by git): what the
/// last `docgen build` of an output folder read, wrote and printed. Read by ``RestoreCacheStep`` and written
/// by ``SaveCacheStep``, the first and last steps of a build with the cache on.
///
/// Its key is a content hash of every input — docgen's version and executable, `docgen.yml`, the
/// theme, the content folder, the audit files and their Swift sources. When the key and the
/// output folder (every file's size, time and inode) are as the last build left them, the build
/// is up to date and does nothing. Otherwise the pipeline runs, and a page whose context hashes
/// as before (with the same theme), and whose published file is untouched, is kept instead of
/// rendered; the output is byte for byte what a clean build writes.
///
/// Every file of the cache is checked on read: the manifest carries a hash of its JSON, and each rendered
/// page in the archive a hash of its bytes (``MarkdownArchive``), so an edited cache is ignored, never
/// published. The cache folder must be a folder: a symbolic link there is refused rather than followed.
enum DiskCache {
    /// The folder beside `docgen.yml`.
    static let folder = OutputGuard.buildCacheFolder

    struct Manifest: Codable {
        var format = 2
        var inputs: ContentHash
        var theme: ContentHash
        var outputs: [String: FileStamp]
        var pages: [String: ContentHash]
        var result: StoredResult
    }

    /// What identifies a file's version without reading it.
    struct FileStamp: Codable, Equatable {
        var size: Int
        var modified: Int
        var inode: Int
    }

    /// What the command line prints after a build.
    struct StoredResult: Codable {
        var pageCount: Int
        var warnings: [Diagnostic]
        var gates: [GateOutcome]
        var ratchet: [Diagnostic]
        var passed: Bool
    }

    /// The manifest at `file`, when it is intact (its hash matches its JSON).
    static func manifest(at file: URL) -> Manifest? {
        (try? Data(contentsOf: file)).flatMap(verified).flatMap { try? JSONDecoder().decode(Manifest.self, from: $0) }
    }

    /// The archive of rendered Markdown kept beside a manifest.
    static func archiveURL(beside manifest: URL) -> URL {
        manifest.deletingPathExtension().appendingPathExtension("markdown")
    }

    /// The JSON of a manifest file whose first line is the hash of the rest; nil when they disagree.
    static func verified(_ data: Data) -> Data? {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let json = data[data.index(after: newline)...]
        guard String(decoding: data[..<newline], as: UTF8.self) == ContentHash.of(Data(json)).description else { return nil }
        return Data(json)
    }

    /// A `.build-docgen` that is a symbolic link is refused: the cache would be written wherever it leads
    /// (into the content folder, say, and then published).
    static func refuseLinkedFolder(config: SiteConfig) throws(DiagnosticError) {
        var status = stat()
        let path = config.root.appendingPathComponent(folder).path
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
        throw DiagnosticError(.error(
            "'\(folder)' is a symbolic link; docgen keeps its build cache only in a folder of its own beside \(URL(fileURLWithPath: config.file).lastPathComponent), "
            + "never through a link: remove the link (or build with --no-cache)", at: SourceLocation(file: folder)))
    }

    /// One manifest per output folder and theme.
    static func manifestURL(config: SiteConfig, inputs: BuildInputs) -> URL {
        var hasher = ContentHasher()
        hasher.combine(inputs.output.standardizedFileURL.path)
        hasher.combine(inputs.themeName)
        return config.root.appendingPathComponent(folder).appendingPathComponent("build-\(hasher.finalize()).json")
    }

    /// The hash of everything a build reads (with the history from git already read into `context`).
    static func fingerprint(_ context: BuildContext, inputs: BuildInputs) -> ContentHash {
        var hasher = ContentHasher()
        hasher.combine(context.options.toolVersion)
        hasher.combine(executableStamp())
        hasher.combine((try? Data(contentsOf: inputs.configFile)) ?? Data())
        hasher.combine(inputs.themeName)
        hasher.combine(inputs.output.standardizedFileURL.path)
        hasher.combine(FolderFingerprint.of([inputs.theme, inputs.content]))
        hasher.combine(FolderFingerprint.of(inputs.auditData))
        hasher.combine(FolderFingerprint.of(inputs.swiftInputs) { $0.hasSuffix(".swift") })
        // Commits and dates: a commit of unchanged inputs changes what the pages say.
        let history = context.sourceHistory ?? .none
        hasher.combine(history.build?.hash ?? "")
        hasher.combine(history.modified ? "modified" : "")
        hasher.combine(history.sourceDate ?? "")
        for (file, commit) in history.files.sorted(by: { $0.key < $1.key }) { hasher.combine("\(file) \(commit.hash)") }
        return hasher.finalize()
    }

    /// The running executable's size and time: a rebuilt docgen of the same version is another docgen.
    static func executableStamp() -> String {
        guard let path = Bundle.main.executablePath ?? CommandLine.arguments.first else { return "" }
        return stamp(path).map { "\($0.size):\($0.modified)" } ?? ""
    }

    /// Stamps of every file under `folder`, by path relative to it.
    static func stamps(under folder: URL) -> [String: FileStamp] {
        let base = folder.path
        var stamps: [String: FileStamp] = [:]
        for path in FolderFingerprint.files(under: base) where path.hasPrefix(base + "/") {
            stamps[String(path.dropFirst(base.count + 1))] = stamp(path)
        }
        return stamps
    }

    private static func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if os(Linux)
        let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #else
        let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #endif
        return FileStamp(size: Int(info.st_size), modified: modified, inode: Int(info.st_ino))
    }
}

extension BuildResult {
    /// The result of a build that found nothing to do: what the last build printed.
    init(upToDate stored: DiskCache.StoredResult, context: BuildContext) {
        warnings = stored.warnings
        root = context.root
        output = context.inputs?.output
        outputName = context.inputs?.outputName
        pageCount = stored.pageCount
        statistics = BuildStatistics()
        check = nil
        gates = stored.gates
        ratchet = stored.ratchet
        passed = stored.passed
        upToDate = true
        config = context.config
    }
}
