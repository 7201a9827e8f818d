import DocGenCore
import Foundation

/// Every path a build reads, resolved once when the config is loaded: what the build cache fingerprints,
/// what git is asked about for the pages' commit and dates, and what `docgen serve` watches. One list, so
/// that a new kind of input is watched, fingerprinted and dated alike. The output folder is resolved here
/// too (from `--output` or the config), so that every step and command names the same folder.
public struct BuildInputs: Sendable, Equatable {
    /// `docgen.yml`.
    public var configFile: URL
    /// The content folder.
    public var content: URL
    /// The theme's name: `--theme`, else the config's `theme`.
    public var themeName: String
    /// The project's theme folder (`themes/NAME`); it may not exist, the embedded theme then stands in.
    public var theme: URL
    /// The folder the site is written to: `--output` (relative to the current folder), else the config's `output`.
    public var output: URL
    /// The output folder as the user wrote it (on the command line or in the config), for messages.
    public var outputName: String
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
        themeName = options.theme ?? config.theme
        theme = config.url(for: config.themesDirectory).appendingPathComponent(themeName)
        output = options.output.map { URL(fileURLWithPath: $0) } ?? config.url(for: config.outputDirectory)
        outputName = options.output ?? config.outputDirectory
        auditData = config.audits.map { config.url(for: $0.data) }
        var seen: Set<String> = []
        auditSources = config.audits.flatMap(\.sources).map(config.url(for:)).filter { seen.insert($0.path).inserted }
        // Read only when an audit is verified; then they change verdicts like the sources do.
        scanIndex = auditSources.isEmpty ? [] : config.scan.index.map(config.url(for:)).filter { seen.insert($0.path).inserted }
    }

    /// Every input path, files and folders, in a stable order: the watch list and the paths asked of git
    /// (the output is not an input).
    public var all: [URL] { [configFile, content, theme] + auditData + auditSources + scanIndex }

    /// The Swift files' folders and files: what the scanner reads.
    public var swiftInputs: [URL] { auditSources + scanIndex }
}
