import DocGenCore

/// Everything one scan found: sites of every rule run, helpers found, totals and problems with the input.
public struct ScanResult: Sendable, Hashable {
    /// Every site, sorted by file, line, column and id.
    public var sites: [ScanSite]
    /// Safe wrappers and tokens found in the sources or named in the configuration, sorted.
    public var wrappers: [SafeWrapper]
    /// Files scanned, relative to the project root, sorted.
    public var files: [String]
    /// The ids of the rules that ran, in registry order.
    public var rules: [String]
    /// Problems with the input (unreadable files, invalid UTF-8) and with suppressions, located.
    public var diagnostics: [Diagnostic]
    /// Packages read for their declarations only (`--index`, SwiftPM checkouts), in the order found.
    public var indexed: [IndexedPackage] = []
    /// The shard the result is of (`--shard K/N`): ``sites``, ``files`` and ``diagnostics`` are then the
    /// shard's own; nil for a whole scan (or shards merged).
    public var shard: ScanShard?

    /// Creates a result; collections are sorted here so every report is deterministic.
    public init(sites: [ScanSite], wrappers: [SafeWrapper], files: [String], rules: [String], diagnostics: [Diagnostic],
                shard: ScanShard? = nil) {
        let order: (ScanSite, ScanSite) -> Bool = { ($0.file, $0.line, $0.column, $0.id) < ($1.file, $1.line, $1.column, $1.id) }
        self.sites = zip(sites, sites.dropFirst()).allSatisfy({ !order($1, $0) }) ? sites : sites.sorted(by: order)
        self.wrappers = wrappers.sorted { ($0.name, $0.file, $0.line) < ($1.name, $1.file, $1.line) }
        self.files = files.sorted()
        self.rules = rules
        self.diagnostics = Diagnostic.sortedForDisplay(diagnostics)
        self.shard = shard
    }

    /// How the message of a warning about a file that was not scanned begins (`path:line:col: warning: skipped: …`).
    public static let skippedPrefix = "skipped: "

    /// Files found but not scanned (too deeply nested for swift-syntax, over the time limit, a symbolic link
    /// leading outside the project), from the diagnostics, sorted.
    public var skippedFiles: [String] {
        Array(Set(diagnostics.compactMap { diagnostic in
            diagnostic.severity == .warning && diagnostic.message.hasPrefix(Self.skippedPrefix) ? diagnostic.location?.file : nil
        })).sorted()
    }

    /// The files found but not scanned, each with where and why (the first such warning of each file), sorted by file.
    public var skips: [SkippedSource] {
        var seen: Set<String> = []
        return diagnostics.compactMap { diagnostic -> SkippedSource? in
            guard diagnostic.severity == .warning, diagnostic.message.hasPrefix(Self.skippedPrefix),
                  let location = diagnostic.location, seen.insert(location.file).inserted else { return nil }
            return SkippedSource(file: location.file, line: max(location.line, 1),
                                 reason: String(diagnostic.message.dropFirst(Self.skippedPrefix.count)))
        }.sorted { $0.file < $1.file }
    }

    /// Sites that fail their rule.
    public var failingSites: [ScanSite] { sites.filter { $0.verdict == .fail } }

    /// Sites of one rule.
    public func sites(of rule: String) -> [ScanSite] { sites.filter { $0.rule == rule } }

    /// The result restricted to one rule's sites.
    public func only(rule: String) -> ScanResult {
        ScanResult(sites: sites(of: rule), wrappers: rule == ReduceMotionRule.id ? wrappers : [], files: files,
                   rules: rules.filter { $0 == rule }, diagnostics: diagnostics, shard: shard)
    }

    /// The site with this id.
    public func site(matching id: String) -> ScanSite? {
        sites.first { $0.id == id }
    }

    /// The site on this line of this file (the first one when a line holds several).
    public func site(file: String, line: Int) -> ScanSite? {
        sites.first { $0.file == file && $0.line == line }
    }

    /// Counts per file, sorted by file.
    public var totalsByFile: [FileTotals] {
        var byFile: [String: FileTotals] = [:]
        for file in files { byFile[file] = FileTotals(file: file) }
        for site in sites { byFile[site.file, default: FileTotals(file: site.file)].add(site) }
        return byFile.values.sorted { $0.file < $1.file }
    }

    /// Counts of every site.
    public var totals: FileTotals { sites.reduce(into: FileTotals(file: "")) { $0.add($1) } }

    /// Counts per severity, most severe first; every severity is listed.
    public var totalsBySeverity: [SeverityTotals] {
        var counts: [Severity: (sites: Int, failing: Int)] = [:]
        for site in sites {
            counts[site.severity, default: (0, 0)].sites += 1
            if site.verdict == .fail { counts[site.severity, default: (0, 0)].failing += 1 }
        }
        return Severity.allCases.map { severity in
            SeverityTotals(severity: severity, sites: counts[severity]?.sites ?? 0, failing: counts[severity]?.failing ?? 0)
        }
    }
}

/// A file the scanner found and did not scan.
public struct SkippedSource: Sendable, Hashable {
    /// The file, relative to the project root.
    public var file: String
    /// The 1-based line the reason points at (1 when it concerns the whole file).
    public var line: Int
    /// Why, as the warning says it (without `skipped: `).
    public var reason: String
}

/// A function, modifier, type or token that keeps motion off under Reduce Motion.
public struct SafeWrapper: Sendable, Hashable, Codable {
    /// What kind of wrapper it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A function or method taking an animation or a body closure, or a view helper holding a site.
        case function
        /// A `ViewModifier` type holding an animation or transition.
        case modifier
        /// Named in `docgen.yml` under `scan.rules.reduce-motion.safe_wrappers`.
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

/// Site counts of one file (or of a whole scan), by verdict.
public struct FileTotals: Sendable, Hashable {
    /// The file, relative to the project root.
    public var file: String
    /// All sites.
    public var sites = 0
    /// Sites that pass.
    public var passing = 0
    /// Sites exempt by rule or suppressed.
    public var exempt = 0
    /// Sites that fail.
    public var failing = 0
    /// Sites whose verdict depends on something unresolved.
    public var unknown = 0

    /// Zero counts for `file`.
    public init(file: String) { self.file = file }

    /// Counts one more site.
    public mutating func add(_ site: ScanSite) {
        sites += 1
        switch site.verdict {
        case .pass: passing += 1
        case .exempt: exempt += 1
        case .fail: failing += 1
        case .unknown: unknown += 1
        }
    }
}

/// Site counts of one severity.
public struct SeverityTotals: Sendable, Hashable {
    /// The severity.
    public var severity: Severity
    /// All sites of that severity.
    public var sites: Int
    /// Those that fail.
    public var failing: Int
}
