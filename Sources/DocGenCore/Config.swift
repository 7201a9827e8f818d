import Foundation

/// The site configuration read from `docgen.yml`; every path in it is relative to the file's folder.
public struct SiteConfig: Sendable {
    /// The folder that holds `docgen.yml`: the project root every path is resolved against.
    public var root: URL
    /// The config file as shown in diagnostics.
    public var file: String
    /// The site's title, shown in every page header.
    public var title: String = "Documentation"
    /// The folder of Markdown pages and assets, relative to `root`.
    public var contentDirectory: String = "content"
    /// The theme's name: a folder under `themesDirectory`.
    public var theme: String = "default"
    /// The folder that holds themes, relative to `root`.
    public var themesDirectory: String = "themes"
    /// Where the site is written, relative to `root`.
    public var outputDirectory: String = "site"
    /// Whether raw HTML in Markdown is kept (otherwise it is omitted).
    public var unsafeHTML: Bool = false
    /// Whether a broken internal link fails the build (otherwise it is a warning).
    public var strictLinks: Bool = true
    /// Audits to load and render.
    public var audits: [AuditReference] = []
    /// Coverage gates checked on every build and check.
    public var gates: [GateConfig] = []
    /// Settings of the Swift source scanner.
    public var scan: ScanSettings = ScanSettings()
    /// Links from audit items to their code and tickets (`source_url`, `ticket_url`).
    public var deepLinks: DeepLinks = DeepLinks()
    /// The program's conformance target, for the conformance page.
    public var conformance: ConformanceSettings = ConformanceSettings()

    /// A configuration with every default, rooted at `root`.
    public init(root: URL, file: String = "docgen.yml") {
        self.root = root
        self.file = file
    }

    /// Resolves a path from the config against the project root.
    public func url(for relativePath: String) -> URL {
        if relativePath.hasPrefix("/") { return URL(fileURLWithPath: relativePath) }
        return root.appendingPathComponent(relativePath)
    }
}

/// An audit named in `docgen.yml`.
public struct AuditReference: Sendable, Hashable {
    /// The audit data file, relative to the project root.
    public var data: String
    /// Swift sources the audit is verified against by the scanner, relative to the project root.
    public var sources: [String]
    /// How items are matched to scanned sites: by site id or by file and line.
    public var match: MatchMode
    /// Where the reference is written in `docgen.yml`.
    public var location: SourceLocation

    /// How audit items are matched to scanned animation sites.
    public enum MatchMode: String, Sendable, Hashable, CaseIterable {
        case id
        case fileLine = "file-line"
    }

    /// Creates a reference.
    public init(data: String, sources: [String] = [], match: MatchMode = .id, location: SourceLocation) {
        self.data = data
        self.sources = sources
        self.match = match
        self.location = location
    }
}

/// A coverage gate: `audit` must have at least `required` items covered.
public struct GateConfig: Sendable, Hashable {
    /// The audit's id.
    public var audit: String
    /// How many items must be covered (fixed or exempt).
    public var required: Int
    /// Where the gate is written in `docgen.yml`.
    public var location: SourceLocation

    /// Creates a gate.
    public init(audit: String, required: Int, location: SourceLocation) {
        self.audit = audit
        self.required = required
        self.location = location
    }
}

/// Settings of `docgen scan` and of audit verification, from the `scan:` section.
public struct ScanSettings: Sendable, Hashable {
    /// Glob patterns of paths to skip, relative to each scanned root.
    public var exclude: [String] = []
    /// Whether test folders (`Tests`, `*Tests`, `*UITests`) are scanned too.
    public var includeTests: Bool = false
    /// Functions, modifiers and tokens to trust as Reduce Motion safe, besides those found in the code.
    public var safeWrappers: [String] = []
    /// Extra expressions that read the Reduce Motion setting (for example `settings.reduceMotion`).
    public var reduceMotionReads: [String] = []
    /// Whether opacity- and colour-only animations are exempt from needing a guard.
    public var exemptOpacity: Bool = true
    /// Severity overrides by rule name (`repeat-forever`, `spring`, `rotation`, `directional`, `movement`, `opacity`, `color`).
    public var severityOverrides: [String: String] = [:]

    /// The defaults.
    public init() {}
}

/// The `conformance:` section: the WCAG level the program aims for.
public struct ConformanceSettings: Sendable, Hashable {
    /// The target level; criteria above it are shown as beyond the target. Default: AA.
    public var level: WCAGLevel = .aa

    /// The defaults.
    public init(level: WCAGLevel = .aa) {
        self.level = level
    }
}
