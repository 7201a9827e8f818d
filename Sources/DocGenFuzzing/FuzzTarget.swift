import DocGenAudit
import DocGenCore
import DocGenMarkdown
import DocGenReport
import DocGenScan
import DocGenSite
import Foundation

/// What `scripts/fuzz` feeds arbitrary bytes to, as users' files reach docgen: each target runs
/// one input through a stage the way the pipeline does and traps when an invariant breaks (a
/// crash, a hang or a trap is a bug; a located error is the right answer to bad input).
///
/// The regression tests run every input a fuzzer ever found through the same functions.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A page: front matter, then Markdown rendered whole and in pieces (which must agree).
    case markdown
    /// An audit file (YAML or JSON): validation, coverage, JSON and SARIF reports.
    case audit
    /// A theme template: the input replaces one template of the default theme, which is then
    /// checked and, when valid, renders every kind of page.
    case theme
    /// `docgen.yml`, with the output folder checks.
    case config
    /// A Swift file through `docgen scan`.
    case scan

    /// Runs one input.
    public func run(_ data: Data) {
        switch self {
        case .markdown: Self.markdown(data)
        case .audit: Self.audit(data)
        case .theme: Self.theme(data)
        case .config: Self.config(data)
        case .scan: Self.scan(data)
        }
    }

    /// The repository this file belongs to, for the default theme and seed inputs.
    public static let repository: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    private static func text(_ data: Data, _ file: String) -> String? {
        try? TextFile.decode(data, displayPath: file, step: .content)
    }

    private static func markdown(_ data: Data) {
        guard let text = text(data, "page.md") else { return }
        var collector = DiagnosticCollector()
        let (_, body, offset) = FrontMatter.parse(page: text, file: "page.md", into: &collector)
        let renderer = MarkdownRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver())
        let whole = renderer.render(String(body), file: "page.md", page: "a/page.html", lineOffset: offset)
        let pieces = renderer.render(String(body), file: "page.md", page: "a/page.html", lineOffset: offset, piecesOf: 16)
        precondition(whole.html == pieces.html, "rendering in pieces changed the HTML")
        precondition(whole.links == pieces.links && whole.anchors == pieces.anchors, "rendering in pieces changed the links")
        _ = MarkdownRenderer(options: MarkdownOptions(rawHTMLAsText: true), resolver: ContentLinkResolver())
            .renderInline(String(body.prefix(4096)), file: "page.md", page: "page.html")
    }

    private static func audit(_ data: Data) {
        guard let text = text(data, "audit.yml"), let audit = try? AuditLoader.parse(text, file: "audit.yml") else { return }
        let gate = GateConfig(audit: audit.id, required: audit.items.count, location: SourceLocation(file: "docgen.yml", line: 1))
        let result = CheckResult(audits: [audit], gates: [gate])
        for format in ReportFormat.allCases {
            _ = format.reporter(toolVersion: "fuzz").report(result)
        }
    }

    private static let defaultTemplates: [(name: String, text: String)] = {
        let folder = repository.appendingPathComponent("themes/default/templates")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".mustache") }.sorted()
        return names.compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { (String(name.dropLast(9)), $0) }
        }
    }()

    private static func theme(_ data: Data) {
        guard let first = data.first, !defaultTemplates.isEmpty, let text = text(data.dropFirst(), "t.mustache") else { return }
        var templates: [String: (text: String, file: String)] = [:]
        for template in defaultTemplates { templates[template.name] = (template.text, "\(template.name).mustache") }
        let replaced = defaultTemplates[Int(first) % defaultTemplates.count].name
        templates[replaced] = (text, "\(replaced).mustache")
        guard let theme = try? Theme.make(named: "fuzz", templates: templates) else { return }
        let renderer = MarkdownRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver())
        let pages = [("index.md", "# Home\n\n- [ ] task\n"), ("docs/a.md", "---\ntitle: A <b>\ntags: [x]\n---\n# A\n\n## Part\n\n- [x] done\n")]
            .map { path, page in
                var collector = DiagnosticCollector()
                let (frontMatter, body, offset) = FrontMatter.parse(page: page, file: path, into: &collector)
                let source = SourcePage(path: path, displayPath: "content/\(path)", outputPath: String(path.dropLast(3)) + ".html",
                                        frontMatter: frontMatter, body: String(body), bodyLineOffset: offset)
                return RenderedPage(source: source, markdown: renderer.render(source.body, file: path, page: source.outputPath))
            }
        let site = SiteAssembly(config: SiteConfig(root: URL(fileURLWithPath: "/nonexistent")), pages: pages, theme: theme, assets: [])
        for context in site.contexts() { _ = try? site.render(context) }
    }

    private static let configRoot: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-fuzz-config-\(getpid())")
        for folder in ["content", "themes/default", "data", "App"] {
            try? FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        return root
    }()

    private static func config(_ data: Data) {
        guard let text = text(data, "docgen.yml"),
              let config = try? ConfigLoader.parse(text, root: configRoot, file: "docgen.yml") else { return }
        _ = ConfigLoader.layoutProblems(of: config)
        _ = OutputGuard.collisions(of: ResolvedPath(config.url(for: config.outputDirectory)), origin: .config, config: config)
    }

    private static func scan(_ data: Data) {
        guard let text = text(data, "View.swift") else { return }
        let result = AccessibilityScanner().scan(sources: [("App/View.swift", text)])
        for format in ScanReportFormat.allCases {
            _ = format.reporter().report(result)
        }
    }
}
