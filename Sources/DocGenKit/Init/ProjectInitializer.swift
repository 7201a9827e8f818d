import DocGenAudit
import DocGenCore
import DocGenReport
import DocGenScan
import Foundation

/// `docgen init`: starts a docgen project in a folder that has none.
///
/// It writes `docgen.yml` and `content/index.md` and, given Swift sources, one audit per scanner rule
/// under `content/audits/`, bootstrapped from a scan as `docgen scan --write-audit` would, each listed
/// under `audits:` with its sources and rule, and a gate per audit at today's coverage: `docgen check`
/// passes right after, and fails once a covered item regresses or a new failing site appears. With
/// ``ContinuousIntegration/github`` it also writes a GitHub Actions workflow that runs docgen's action.
/// It never overwrites: every file is planned first, and any that exists stops it with nothing written.
public struct ProjectInitializer: Sendable {
    /// What to write.
    public var options: Options

    /// `docgen init`'s options.
    public struct Options: Sendable {
        /// The project folder: where `docgen.yml` goes.
        public var folder: URL
        /// Swift files or folders to audit, relative to the folder (or absolute, inside it).
        public var sources: [String] = []
        /// The site's title (default: the folder's name and "accessibility").
        public var title: String?
        /// The rules to audit (default: every rule).
        public var rules: [String] = []
        /// A CI system to write a workflow for.
        public var ci: ContinuousIntegration?
        /// docgen's version, which the workflow's action reference names.
        public var toolVersion: String

        /// Options for a project in `folder`.
        public init(folder: URL, toolVersion: String) {
            self.folder = folder
            self.toolVersion = toolVersion
        }
    }

    /// The CI systems `docgen init --ci` writes a workflow for.
    public enum ContinuousIntegration: String, Sendable, CaseIterable {
        /// GitHub Actions: `.github/workflows/accessibility.yml`, using docgen's action.
        case github
    }

    /// A file to write, by path relative to the project folder.
    public struct PlannedFile: Sendable, Hashable {
        /// The path relative to the project folder (the workflow may lie above it, at the repository's root).
        public var path: String
        /// The file's text.
        public var text: String
    }

    /// An audit written from the scan.
    public struct AuditSummary: Sendable, Hashable {
        /// The rule, which is also the audit's id.
        public var rule: String
        /// The audit's data file.
        public var file: String
        /// Items: one per site of the rule.
        public var items: Int
        /// Items covered today, which the gate requires.
        public var covered: Int
    }

    /// Everything `init` will write, and what the scan said.
    public struct Plan: Sendable {
        /// The files, in the order they are written and listed.
        public var files: [PlannedFile]
        /// The audits among them.
        public var audits: [AuditSummary]
        /// The scan's warnings (such as skipped files).
        public var warnings: [Diagnostic]
    }

    /// An initializer with `options`.
    public init(options: Options) {
        self.options = options
    }

    /// Checks the options, scans the sources and renders every file, writing nothing.
    public func plan() throws(DiagnosticError) -> Plan {
        let folder = options.folder
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(ProjectFiles.config).path) {
            throw DiagnosticError(.error("\(ProjectFiles.config) already exists: this folder is a docgen project, and "
                                         + "'docgen init' writes nothing into it", at: SourceLocation(file: ProjectFiles.config),
                                         step: .initialize))
        }
        let rules = try checkedRules()
        let sources = try checkedSources()
        let title = options.title ?? "\(ResolvedPath(folder).lastComponent) accessibility"
        var files: [PlannedFile] = []
        var audits: [AuditSummary] = []
        var warnings: [Diagnostic] = []
        if !sources.isEmpty {
            let scan = try scan(sources, rules: rules)
            warnings = scan.diagnostics
            for rule in rules {
                let (file, summary) = try audit(of: rule, in: scan)
                files.append(file)
                audits.append(summary)
            }
        }
        let project = ProjectFiles(title: title, sources: sources, audits: audits)
        files.insert(PlannedFile(path: ProjectFiles.config, text: project.config), at: 0)
        files.insert(PlannedFile(path: ProjectFiles.homePage, text: project.homePage), at: 1)
        if options.ci == .github {
            let repository = Self.repositoryRoot(containing: folder)
            let configPath = (repository.relative.isEmpty ? "" : repository.relative + "/") + ProjectFiles.config
            files.append(PlannedFile(path: repository.up + GitHubWorkflow.path,
                                     text: GitHubWorkflow(config: configPath, toolVersion: options.toolVersion).text))
        }
        var collector = DiagnosticCollector()
        for file in files where Self.exists(folder.appendingPathComponent(file.path)) {
            collector.error("already exists; 'docgen init' writes only new files, so it wrote nothing",
                            at: SourceLocation(file: file.path), step: .initialize)
        }
        try collector.throwIfErrors()
        return Plan(files: files, audits: audits, warnings: warnings)
    }

    /// Writes the planned files; when one cannot be written, removes those written before it and throws.
    public func write(_ plan: Plan) throws(DiagnosticError) {
        var written: [URL] = []
        for file in plan.files {
            let url = options.folder.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
                written.append(url)
            } catch {
                for url in written { try? FileManager.default.removeItem(at: url) }
                throw DiagnosticError(.error("cannot write: \(error.localizedDescription); nothing was written",
                                             at: SourceLocation(file: file.path), step: .initialize))
            }
        }
    }

    /// The rules to audit, known and without repeats; every rule when none is given.
    private func checkedRules() throws(DiagnosticError) -> [String] {
        var rules: [String] = []
        for rule in options.rules.isEmpty ? RuleRegistry.ids : options.rules where !rules.contains(rule) {
            guard RuleRegistry.rule(rule) != nil else {
                throw DiagnosticError(.error("unknown rule '\(rule)'; known rules: \(RuleRegistry.ids.joined(separator: ", "))",
                                             at: nil, step: .initialize))
            }
            rules.append(rule)
        }
        return rules
    }

    /// The sources relative to the folder: each must exist and lie inside it (audit items name files by
    /// their path in the project).
    private func checkedSources() throws(DiagnosticError) -> [String] {
        let root = ResolvedPath(options.folder)
        var collector = DiagnosticCollector()
        var sources: [String] = []
        for source in options.sources {
            let url = URL(fileURLWithPath: source, relativeTo: options.folder)
            guard FileManager.default.fileExists(atPath: url.path) else {
                collector.error("no file or folder '\(source)' to scan", at: nil, step: .initialize)
                continue
            }
            let resolved = ResolvedPath(url)
            guard resolved.isWithin(root) else {
                collector.error("'\(source)' lies outside the project folder: run 'docgen init' in a folder that holds the sources",
                                at: nil, step: .initialize)
                continue
            }
            let relative = resolved.path == root.path ? "." : String(resolved.path.dropFirst(root.path == "/" ? 1 : root.path.count + 1))
            if !sources.contains(relative) { sources.append(relative) }
        }
        try collector.throwIfErrors()
        return sources
    }

    /// One scan of the sources with every rule, as `docgen check` will scan them (the default settings).
    private func scan(_ sources: [String], rules: [String]) throws(DiagnosticError) -> ScanResult {
        let scanner = AccessibilityScanner(options: try ScanOptions(settings: ScanSettings()), rules: rules)
        let result = try scanner.scan(paths: sources.map { URL(fileURLWithPath: $0, relativeTo: options.folder) }, root: options.folder)
        try DiagnosticCollector.throwing(result.diagnostics)
        return result
    }

    /// The audit of `rule`: an item per site (AuditWriter's new file), and its coverage as `docgen check`
    /// will compute it, which is what its gate requires.
    private func audit(of rule: String, in scan: ScanResult) throws(DiagnosticError) -> (PlannedFile, AuditSummary) {
        let path = "\(ProjectFiles.auditsFolder)/\(rule).yml"
        let drafts = scan.sites(of: rule).map(AuditItemDraft.init(site:))
        let (yaml, _) = try AuditWriter.render(drafts, existing: nil, auditID: rule, title: RuleRegistry.rule(rule)?.title, displayPath: path)
        let audit = try AuditLoader.parse(yaml, file: path)
        let coverage = AuditCoverage(audit: audit, findings: AuditVerifier.compare(audit, with: scan, match: .id, rules: [rule]))
        guard coverage.unaudited.isEmpty else {
            throw DiagnosticError(.error("internal failure: \(coverage.unaudited.count) sites of '\(rule)' have no item in the audit written for them",
                                         at: SourceLocation(file: path), step: .initialize))
        }
        return (PlannedFile(path: path, text: yaml), AuditSummary(rule: rule, file: path, items: audit.items.count, covered: coverage.covered))
    }

    /// The nearest folder at or above `folder` holding `.git` (else `folder`): where `.github/` belongs.
    /// `up` leads from `folder` to it (`../../`), `relative` from it back to `folder` (`ios/App`).
    static func repositoryRoot(containing folder: URL) -> (up: String, relative: String) {
        let start = ResolvedPath(folder).url
        var candidate = start
        var components: [String] = []
        while true {
            if exists(candidate.appendingPathComponent(".git")) {
                return (String(repeating: "../", count: components.count), components.reversed().joined(separator: "/"))
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return ("", "") }
            components.append(candidate.lastPathComponent)
            candidate = parent
        }
    }

    /// Whether anything (a dangling link included) is at `url`.
    private static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }
}
