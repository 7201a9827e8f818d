import DocGenCore

/// Everything one scan found: sites, safe wrappers and tokens, totals and problems with the input.
public struct ScanResult: Sendable, Hashable {
    /// Every animation site, sorted by file, line and column.
    public var sites: [AnimationSite]
    /// Safe wrappers and tokens found in the sources or named in the configuration, sorted.
    public var wrappers: [SafeWrapper]
    /// Files scanned, relative to the project root, sorted.
    public var files: [String]
    /// Problems with the input (unreadable files, invalid UTF-8), located.
    public var diagnostics: [Diagnostic]

    /// Creates a result; collections are sorted here so every report is deterministic.
    public init(sites: [AnimationSite], wrappers: [SafeWrapper], files: [String], diagnostics: [Diagnostic]) {
        self.sites = sites.sorted { ($0.file, $0.line, $0.column, $0.id) < ($1.file, $1.line, $1.column, $1.id) }
        self.wrappers = wrappers.sorted { ($0.name, $0.file, $0.line) < ($1.name, $1.file, $1.line) }
        self.files = files.sorted()
        self.diagnostics = Diagnostic.sortedForDisplay(diagnostics)
    }

    /// Sites that are neither guarded nor exempt.
    public var unguardedSites: [AnimationSite] { sites.filter { !$0.guarded } }

    /// The site with this id.
    public func site(matching id: String) -> AnimationSite? {
        sites.first { $0.id == id }
    }

    /// The site on this line of this file (the first one when a line holds several).
    public func site(file: String, line: Int) -> AnimationSite? {
        sites.first { $0.file == file && $0.line == line }
    }

    /// A plain summary of each site for stages that must not see swift-syntax (audit verification).
    public var summaries: [ScanSiteSummary] {
        sites.map { ScanSiteSummary(site: $0) }
    }

    /// Counts per file, sorted by file.
    public var totalsByFile: [FileTotals] {
        var byFile: [String: FileTotals] = [:]
        for file in files { byFile[file] = FileTotals(file: file) }
        for site in sites { byFile[site.file, default: FileTotals(file: site.file)].add(site) }
        return byFile.values.sorted { $0.file < $1.file }
    }

    /// Counts per severity, most severe first; every severity is listed.
    public var totalsBySeverity: [SeverityTotals] {
        ScanSeverity.allCases.map { severity in
            let matching = sites.filter { $0.severity == severity }
            return SeverityTotals(severity: severity, sites: matching.count,
                                  unguarded: matching.filter { !$0.guarded }.count)
        }
    }
}

/// What the audit stage needs of a site, without any swift-syntax type.
public struct ScanSiteSummary: Sendable, Hashable {
    /// The stable site id.
    public var id: String
    /// The file, relative to the project root.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// Whether the site is safe under Reduce Motion (guarded or exempt).
    public var guarded: Bool
    /// The verdict's reason, as written in reports (`guard-return`, `unguarded`, …).
    public var reason: String
    /// The computed severity.
    public var severity: ScanSeverity
    /// The kind of site (`withAnimation`, `.animation`'s `animation`, a wrapper's name, …).
    public var kind: String
    /// The one-line description used in messages.
    public var summary: String

    /// Summarises a site.
    public init(site: AnimationSite) {
        id = site.id
        file = site.file
        line = site.line
        guarded = site.guarded
        reason = site.guardReason.description
        severity = site.severity
        kind = site.kind
        summary = site.summary
    }
}

/// A function, modifier, type or token that keeps motion off under Reduce Motion.
public struct SafeWrapper: Sendable, Hashable, Codable {
    /// What kind of wrapper it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A function or method taking an animation or a body closure.
        case function
        /// A `ViewModifier` type holding an animation or transition.
        case modifier
        /// An `Animation?` or `AnyTransition` property or function.
        case token
        /// Named in `docgen.yml` under `scan.safe_wrappers`.
        case configured
    }
    /// The name calls and references use.
    public var name: String
    /// What kind of wrapper it is.
    public var kind: Kind
    /// Where it is defined, relative to the project root (empty when configured).
    public var file: String
    /// 1-based line of the definition (0 when configured).
    public var line: Int

    /// Creates a wrapper record.
    public init(name: String, kind: Kind, file: String, line: Int) {
        self.name = name
        self.kind = kind
        self.file = file
        self.line = line
    }
}

/// Site counts of one file.
public struct FileTotals: Sendable, Hashable {
    /// The file, relative to the project root.
    public var file: String
    /// All sites.
    public var sites = 0
    /// Sites guarded in code.
    public var guarded = 0
    /// Sites exempt by rule and not otherwise guarded.
    public var exempt = 0
    /// Sites neither guarded nor exempt.
    public var unguarded = 0

    /// Zero counts for `file`.
    public init(file: String) { self.file = file }

    mutating func add(_ site: AnimationSite) {
        sites += 1
        if !site.guarded {
            unguarded += 1
        } else if site.guardReason == .exemptOpacity {
            exempt += 1
        } else {
            guarded += 1
        }
    }
}

/// Site counts of one severity.
public struct SeverityTotals: Sendable, Hashable {
    /// The severity.
    public var severity: ScanSeverity
    /// All sites of that severity.
    public var sites: Int
    /// Those neither guarded nor exempt.
    public var unguarded: Int
}
