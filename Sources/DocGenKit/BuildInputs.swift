import DocGenCore
import Foundation

/// Every path a build reads, resolved once when the config is loaded: what the build cache fingerprints,
/// what git is asked about for the pages' commit and dates, and what `docgen serve` watches. One list, so
/// that a new kind of input is watched, fingerprinted and dated alike.
public struct BuildInputs: Sendable, Equatable {
    /// `docgen.yml`.
    public var configFile: URL
    /// The content folder.
    public var content: URL
    /// The project's theme folder (`themes/NAME`); it may not exist, the embedded theme then stands in.
    public var theme: URL
    /// Every audit's data file.
    public var auditData: [URL]
    /// Every audit's Swift sources (files or folders), each once, in the config's order.
    public var auditSources: [URL]
    /// The folders whose declarations the scanner reads without judging them (`scan: index:`).
    public var scanIndex: [URL]

    /// The inputs of `config` built with `options` (its `--theme` override).
    public init(config: SiteConfig, options: BuildOptions) {
        configFile = options.configFile
        content = config.url(for: config.contentDirectory)
        theme = config.url(for: config.themesDirectory).appendingPathComponent(options.theme ?? config.theme)
        auditData = config.audits.map { config.url(for: $0.data) }
        var seen: Set<String> = []
        auditSources = config.audits.flatMap(\.sources).map(config.url(for:)).filter { seen.insert($0.path).inserted }
        // Read only when an audit is verified; then they change verdicts like the sources do.
        scanIndex = auditSources.isEmpty ? [] : config.scan.index.map(config.url(for:)).filter { seen.insert($0.path).inserted }
    }

    /// Every input path, files and folders, in a stable order: the watch list and the paths asked of git.
    public var all: [URL] { [configFile, content, theme] + auditData + auditSources + scanIndex }

    /// The Swift files' folders and files: what the scanner reads.
    public var swiftInputs: [URL] { auditSources + scanIndex }
}
