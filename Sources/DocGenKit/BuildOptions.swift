import DocGenCore
import Foundation

/// What a run of the pipeline is asked to do, from the command line.
public struct BuildOptions: Sendable {
    /// The site configuration file.
    public var configFile: URL
    /// How the configuration file is named in diagnostics.
    public var configDisplayPath: String
    /// Overrides `output` from the config: the folder as written on the command line (relative to the
    /// current folder), resolved once with the config into ``BuildInputs/output``.
    public var output: String?
    /// Overrides `theme` from the config.
    public var theme: String?
    /// A baseline to compare coverage with (the ratchet), as a file and its name in diagnostics.
    public var baseline: (file: URL, displayPath: String)?
    /// docgen's version, written into the reports.
    public var toolVersion: String
    /// Where the site goes.
    public var destination: Destination = .folder
    /// Whether `build` keeps a cache in `.build-docgen/` beside the config, to skip what did not change.
    public var cache = false
    /// `SOURCE_DATE_EPOCH` as the environment gives it: when set, the reports' date (seconds since
    /// 1970-01-01 UTC); anything but a whole number is an error.
    public var sourceDateEpoch: String?
    /// Whether commits and dates are read from git (``SourceHistory``).
    public var readsGit = true

    /// Whether the run reads and writes the build cache on disk: a build into a folder, with `cache`.
    public var keepsBuildCache: Bool {
        guard cache, case .folder = destination else { return false }
        return true
    }

    /// `sourceDateEpoch` as a number, when it is one.
    var sourceDateSeconds: Int? { sourceDateEpoch.flatMap { Int($0) } }

    /// Where a build's site goes.
    public enum Destination: Sendable {
        /// The output folder (`output`, else the config's), written atomically.
        case folder
        /// Memory, for the preview server: the site folder is never touched.
        case memory(MemorySite)
    }

    /// Creates options; `configFile` is resolved against the current folder when relative.
    public init(configFile: String = "docgen.yml", output: String? = nil, theme: String? = nil,
                baseline: String? = nil, toolVersion: String) {
        self.configFile = URL(fileURLWithPath: configFile)
        self.configDisplayPath = configFile
        self.output = output
        self.theme = theme
        self.baseline = baseline.map { (URL(fileURLWithPath: $0), $0) }
        self.toolVersion = toolVersion
    }

    /// Where the output folder was chosen: the config, or `--output`.
    public var outputOrigin: OutputGuard.Origin {
        guard let output else { return .config }
        return .commandLine(output)
    }
}
