import DocGenAudit
import DocGenCore
import DocGenMarkdown
import Foundation

/// One HTML page of the site to render.
enum OutputPage: Sendable {
    /// A Markdown page; the one at `index.html` is rendered as the home page.
    case content(RenderedPage)
    /// The home page when the content has no `index.md`.
    case generatedHome
    /// The list of a section's pages when its folder has no `index.md`.
    case section(Navigation.Section)
    /// Every open checklist item of the site.
    case checklists
    /// An audit's page.
    case audit(RenderedAudit)
    /// The page of one audited file.
    case auditFile(RenderedAudit, FileRow)
    /// An audit's printable report: summary, files and every item with its before/after.
    case auditReport(RenderedAudit)
    /// A product's WCAG conformance report.
    case conformance(ProductReport)
    /// The self-contained copy of an audit's printable report, under `reports/`.
    case exportedAuditReport(RenderedAudit)
    /// The self-contained copy of a product's conformance report, under `reports/`.
    case exportedConformance(ProductReport)

    /// The page's path inside the site.
    var path: String {
        switch self {
        case let .content(page): page.path
        case .generatedHome: SitePaths.home
        case let .section(section): section.indexPath
        case .checklists: SitePaths.checklists
        case let .audit(audit): audit.path
        case let .auditFile(audit, row): audit.filePath(row.file)
        case let .auditReport(audit): audit.reportPath
        case let .conformance(report): report.path
        case let .exportedAuditReport(audit): SitePaths.exportedAuditReport(audit.audit.id)
        case let .exportedConformance(report): report.exportPath
        }
    }

    /// Whether the page is a self-contained copy under `reports/` (inline CSS, no scripts).
    var isExport: Bool {
        switch self {
        case .exportedAuditReport, .exportedConformance: true
        default: false
        }
    }
}

/// A product's conformance report and where the site publishes it.
public struct ProductReport: Sendable {
    /// The report.
    public let report: ConformanceReport
    /// Its page.
    public let path: String
    /// Its self-contained copy under `reports/`.
    public let exportPath: String

    /// The product.
    public var product: Product { report.product }
}

/// A file of the site besides its HTML pages.
public enum SiteFile: Sendable {
    /// Bytes made by docgen (the search index, reports) or read from the theme.
    case data(path: String, Data)
    /// A content asset, copied as it is.
    case copy(path: String, from: URL)

    /// The file's path inside the site.
    public var path: String {
        switch self {
        case let .data(path, _), let .copy(path, _): path
        }
    }
}

/// The whole site before it is written: every output page, the navigation, and the files to copy.
public struct SiteAssembly: Sendable {
    let config: SiteConfig
    let pages: [RenderedPage]
    let theme: Theme
    let assets: [Asset]
    let audits: [RenderedAudit]
    /// Machine-readable reports written under `reports/`, by file name.
    let reports: [String: Data]
    let navigation: Navigation
    let outputs: [OutputPage]
    /// docgen's version, named in every page's footer.
    let toolVersion: String
    /// Every unticked checklist item of the site, grouped by page in reading order.
    let openTasks: [(page: RenderedPage, tasks: [TaskItem])]
    /// Each product's conformance, at the config's target level; empty without audits.
    let productReports: [ProductReport]
    /// Where the site's inputs stand in git: the commits and dates the pages show.
    let history: SourceHistory
    /// Each audit's figures over its git history, by audit id (none without git).
    let trends: [String: AuditTrend]
    /// The layouts rendered so far, shared by the pages that have the same one.
    let layoutMemo = LayoutMemo()

    /// Puts a site together from its rendered pages and audits, the theme, the content's assets,
    /// the reports (file name → contents) written under `reports/`, the inputs' history in git and the
    /// audits' trends.
    public init(config: SiteConfig, pages: [RenderedPage], theme: Theme, assets: [Asset],
                audits: [RenderedAudit] = [], reports: [String: Data] = [:], toolVersion: String = "dev",
                history: SourceHistory = .none, trends: [String: AuditTrend] = [:]) {
        self.toolVersion = toolVersion
        self.history = history
        self.trends = trends
        self.config = config
        self.pages = pages
        self.theme = theme
        self.assets = assets
        self.audits = audits
        self.reports = reports
        navigation = Navigation(pages: pages)
        openTasks = Self.openTasks(of: pages, navigation: navigation)
        var outputs = pages.map(OutputPage.content)
        if !pages.contains(where: { $0.path == SitePaths.home }) { outputs.append(.generatedHome) }
        outputs += navigation.sections.filter(\.generatedIndex).map(OutputPage.section)
        outputs.append(.checklists)
        let products = config.reportedProducts
        let checks = audits.map(\.check)
        productReports = audits.isEmpty ? [] : products.map { product in
            ProductReport(report: ConformanceReport(product: product, audits: checks, target: config.conformance.level),
                          path: SitePaths.conformance(product: product.id, single: products.count == 1),
                          exportPath: SitePaths.exportedConformance(product: product.id, single: products.count == 1))
        }
        for report in productReports {
            outputs.append(.conformance(report))
            outputs.append(.exportedConformance(report))
        }
        for audit in audits {
            outputs.append(.audit(audit))
            outputs += audit.files.map { OutputPage.auditFile(audit, $0) }
            outputs.append(.auditReport(audit))
            outputs.append(.exportedAuditReport(audit))
        }
        self.outputs = outputs.sorted { $0.path < $1.path }
    }

    /// The number of HTML pages.
    public var pageCount: Int { outputs.count }

    /// The conformance report of the product an audit is about.
    func productReport(of audit: Audit) -> ProductReport? {
        productReports.first { $0.product.id == audit.product } ?? productReports.first
    }

    /// The audits of a product, in the config's order.
    func audits(of product: Product) -> [RenderedAudit] {
        audits.filter { $0.audit.product == product.id }
    }

    /// A warning per product whose Level A or AA criteria are not all evaluated: VPAT 2.5 reserves
    /// "Not Evaluated" for Level AAA.
    public var conformanceWarnings: [Diagnostic] { productReports.compactMap(\.report.gapWarning) }

    /// Checks every internal link of the pages and audits against the pages, anchors and files of
    /// the site: errors when `strict`, warnings otherwise.
    public func checkLinks(strict: Bool) -> [Diagnostic] {
        let checker = linkChecker()
        // Page by page: gathering every link of the site into one array first would copy them all.
        return pages.flatMap { checker.check($0.markdown.links, strict: strict) } + audits.flatMap { checker.check($0.links, strict: strict) }
    }

    /// A link checker that knows every page, anchor and copied file of the site.
    func linkChecker() -> LinkChecker {
        var checker = LinkChecker()
        for output in outputs {
            switch output {
            case let .content(page): checker.addPage(page.path, anchors: page.markdown.anchors)
            case let .audit(audit): checker.addPage(output.path, anchors: audit.auditPageAnchors)
            case let .auditFile(audit, row): checker.addPage(output.path, anchors: audit.filePageAnchors(row))
            case let .auditReport(audit): checker.addPage(output.path, anchors: audit.reportPageAnchors)
            case let .conformance(report), let .exportedConformance(report):
                checker.addPage(output.path, anchors: ConformanceContexts.anchors(of: report.report))
            case let .exportedAuditReport(audit): checker.addPage(output.path, anchors: audit.reportPageAnchors)
            default: checker.addPage(output.path, anchors: [])
            }
        }
        checker.files = Set(assets.map(\.outputPath) + theme.assets.map { "\(SitePaths.assets)/\($0.path)" }
                            + reports.keys.map { "\(SitePaths.reports)/\($0)" })
        return checker
    }

    /// The template context of every page, in path order, built on all cores.
    public func contexts() -> [PageContext] {
        let builder = PageContexts(site: self)
        return outputs.parallelMap { builder.context(for: $0) }
    }

    /// Renders one page with the theme.
    public func render(_ context: PageContext) throws(DiagnosticError) -> Data {
        if let data = try renderAroundLargeContent(context) { return data }
        return Data(try theme.render(context, memo: layoutMemo).utf8)
    }

    /// The data behind the search box, written as ``SearchIndex/path``.
    public var searchIndex: SearchIndex { SearchIndex(site: self) }

    /// Every file of the site besides its pages and the search index: the reports, the theme's
    /// assets and the content's assets.
    public var files: [SiteFile] {
        // The marker that tells a later build this folder is a site docgen made is written by the output
        // once it knows every file (SiteManifest).
        var files: [SiteFile] = []
        for (name, data) in reports.sorted(by: { $0.key < $1.key }) {
            files.append(.data(path: "\(SitePaths.reports)/\(name)", data))
        }
        for asset in theme.assets {
            files.append(.data(path: "\(SitePaths.assets)/\(asset.path)", asset.data))
        }
        for asset in assets {
            files.append(.copy(path: asset.outputPath, from: asset.source))
        }
        return files
    }

    /// Every unticked checklist item of the site, grouped by page in reading order.
    static func openTasks(of pages: [RenderedPage], navigation: Navigation) -> [(page: RenderedPage, tasks: [TaskItem])] {
        let position = Dictionary(navigation.readingOrder.enumerated().map { ($1, $0) }) { first, _ in first }
        return pages.compactMap { page -> (page: RenderedPage, tasks: [TaskItem])? in
            let open = page.markdown.tasks.filter { !$0.done }
            return open.isEmpty ? nil : (page, open)
        }.sorted { (position[$0.page.path] ?? Int.max, $0.page.path) < (position[$1.page.path] ?? Int.max, $1.page.path) }
    }
}
