import DocGenAudit
import DocGenCore
import DocGenMarkdown
import Foundation

/// What `docgen build` needs besides the config.
public struct BuildOptions: Sendable {
    /// Overrides `output` from the config (relative to the current folder when given on the command line).
    public var output: URL?
    /// How `output` was written on the command line, for diagnostics.
    public var outputArgument: String?
    /// Overrides `theme` from the config.
    public var theme: String?
    /// Makes the machine-readable reports written under `reports/` (file name → contents) from the
    /// result the site shows; the command line passes docgen's JSON, SARIF and JUnit reporters.
    public var reports: @Sendable (CheckResult) -> [String: Data]

    /// Creates options.
    public init(output: URL? = nil, outputArgument: String? = nil, theme: String? = nil,
                reports: @escaping @Sendable (CheckResult) -> [String: Data] = { _ in [:] }) {
        self.output = output
        self.outputArgument = outputArgument
        self.theme = theme
        self.reports = reports
    }
}

/// What a successful build produced.
public struct BuildResult: Sendable {
    /// Warnings (for example broken links with `strict_links: false`).
    public var warnings: [Diagnostic]
    /// The folder the site was written to.
    public var output: URL
    /// How many HTML pages were written.
    public var pageCount: Int
    /// The audits' coverage and gate results; a failed gate still writes the site.
    public var check: CheckResult
}

/// Builds the site: content → Markdown → links → pages → atomic write.
public struct SiteBuilder: Sendable {
    /// The configuration.
    public var config: SiteConfig
    /// Command-line overrides.
    public var options: BuildOptions
    /// Progress reporting.
    public var logger: Logger

    /// Creates a builder.
    public init(config: SiteConfig, options: BuildOptions = BuildOptions(), logger: Logger = .silent) {
        self.config = config
        self.options = options
        self.logger = logger
    }

    /// The folder the site is written to.
    public var outputURL: URL { options.output ?? config.url(for: config.outputDirectory) }

    /// Where the output folder was chosen: the config or `--output`.
    public var outputOrigin: OutputGuard.Origin {
        options.output == nil ? .config : .commandLine(options.outputArgument ?? options.output!.path)
    }

    /// Runs every step; on any error nothing is written and the previous site is left as it was.
    public func build() throws(DiagnosticError) -> BuildResult {
        let steps = BuildStep.allCases.count
        try OutputGuard.check(outputURL, origin: outputOrigin, config: config)
        logger.step(BuildStep.loadContent.number, of: steps, BuildStep.loadContent.rawValue)
        let themeName = options.theme ?? config.theme
        let theme = try Theme.load(named: themeName, from: config.url(for: config.themesDirectory),
                                   displayDirectory: config.themesDirectory)
        let content = try ContentLoader(directory: config.url(for: config.contentDirectory),
                                        displayDirectory: config.contentDirectory,
                                        excluded: auditDataFilesInContent()).load()

        logger.step(BuildStep.loadAudits.number, of: steps, BuildStep.loadAudits.rawValue)
        let audits = try AuditLoader.loadAll(config: config)
        let verifier = AuditVerifier(config: config)
        let verified = verifier.verifiedAuditIDs(audits)
        if !verified.isEmpty {
            logger.step(BuildStep.verifyAudits.number, of: steps, "\(BuildStep.verifyAudits.rawValue): \(verified.sorted().joined(separator: ", "))")
        }
        let check = CheckResult(audits: audits, gates: config.gates, findings: try verifier.findings(for: audits))

        logger.step(BuildStep.renderMarkdown.number, of: steps, "\(BuildStep.renderMarkdown.rawValue): \(content.pages.count) pages")
        let resolver = SiteLinkResolver(audits: Dictionary(uniqueKeysWithValues: audits.map { audit in
            (audit.id, SiteLinkResolver.AuditLinks(files: Set(audit.items.map(\.file)),
                                                   itemFiles: Dictionary(audit.items.map { ($0.id, $0.file) }) { first, _ in first }))
        }))
        let renderer = MarkdownRenderer(options: MarkdownOptions(unsafeHTML: config.unsafeHTML), resolver: resolver)
        let pages = content.pages.parallelMap { source in
            RenderedPage(source: source, markdown: renderer.render(source.body, file: source.displayPath,
                                                                  page: source.outputPath, lineOffset: source.bodyLineOffset))
        }
        let dataRenderer = MarkdownRenderer(options: MarkdownOptions(rawHTMLAsText: true), resolver: resolver)
        let renderedAudits = check.audits.map {
            RenderedAudit(check: $0, verified: verified.contains($0.audit.id), renderer: dataRenderer)
        }
        var diagnostics = (pages.flatMap(\.markdown.diagnostics) + renderedAudits.flatMap(\.diagnostics)).map { diagnostic -> Diagnostic in
            var diagnostic = diagnostic
            if diagnostic.step == "links", !config.strictLinks, diagnostic.severity == .error { diagnostic.severity = .warning }
            return diagnostic
        }

        let site = SiteAssembly(config: config, pages: pages, theme: theme, assets: content.assets,
                                audits: renderedAudits, reports: audits.isEmpty ? [:] : options.reports(check))
        logger.step(BuildStep.checkLinks.number, of: steps, BuildStep.checkLinks.rawValue)
        let links = pages.flatMap(\.markdown.links) + renderedAudits.flatMap(\.links)
        diagnostics += site.linkChecker().check(links, strict: config.strictLinks)
        try DiagnosticCollector.throwing(diagnostics)

        logger.step(BuildStep.renderPages.number, of: steps, "\(BuildStep.renderPages.rawValue): \(site.outputs.count) pages")
        let writer = try SiteWriter(output: outputURL, origin: outputOrigin, config: config)
        diagnostics += writer.notes
        do {
            try site.write(to: writer)
            logger.step(BuildStep.write.number, of: steps, BuildStep.write.rawValue)
            try writer.commit()
        } catch {
            writer.discard()
            throw error
        }
        return BuildResult(warnings: diagnostics.filter { $0.severity != .error }, output: outputURL,
                           pageCount: site.outputs.count, check: check)
    }

    /// Audit data files that live inside the content folder: rendered as audit pages, not copied.
    private func auditDataFilesInContent() -> Set<String> {
        let prefix = config.contentDirectory.hasSuffix("/") ? config.contentDirectory : config.contentDirectory + "/"
        return Set(config.audits.map(\.data).filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
    }
}
