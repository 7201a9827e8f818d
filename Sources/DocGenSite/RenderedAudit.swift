import DocGenAudit
import DocGenCore
import DocGenMarkdown

/// An audit with its Markdown fields rendered for the pages they appear on.
///
/// Item summaries appear on the audit page and on their file page, at different depths of the
/// site, so they are rendered once for each page: relative links stay right on both.
public struct RenderedAudit: Sendable {
    /// The audit, its coverage, summary and gate.
    public let check: AuditCheck
    /// Whether the audit is verified against Swift sources by the scanner.
    public let verified: Bool
    /// Rendered Markdown by field key (`description`, `notes`, `phase:<id>`, `pattern:<id>`,
    /// `summary:<id>@audit|file|report|export`, `notes:<id>@file|report|export`; `export` is the report's
    /// self-contained copy under `reports/`).
    let markdown: [String: RenderedMarkdown]

    var audit: Audit { check.audit }

    /// The site path of the audit's page.
    var path: String { SitePaths.audit(audit.id) }

    /// The site path of the audit's printable report.
    var reportPath: String { SitePaths.auditReport(audit.id) }

    /// The site path of one audited file's page.
    func filePath(_ file: String) -> String { SitePaths.auditFile(audit.id, file: file) }

    /// HTML of a rendered field, or `nil` when the field is absent.
    func html(_ key: String) -> String? { markdown[key]?.html }

    /// Renders every Markdown field of the audit.
    public init(check: AuditCheck, verified: Bool, renderer: MarkdownRenderer) {
        self.check = check
        self.verified = verified
        let audit = check.audit
        let auditPage = SitePaths.audit(audit.id)
        let line = audit.idLocation.line
        func block(_ text: String?, page: String, at line: Int) -> RenderedMarkdown? {
            text.map { renderer.render($0, file: audit.file, page: page, lineOffset: max(0, line - 1)) }
        }
        var markdown: [String: RenderedMarkdown] = [:]
        markdown["description"] = block(audit.description, page: auditPage, at: line)
        markdown["notes"] = block(audit.notes, page: auditPage, at: line)
        for phase in audit.phases {
            markdown["phase:\(phase.id)"] = block(phase.description, page: auditPage, at: line)
        }
        for pattern in audit.patterns {
            markdown["pattern:\(pattern.id)"] = block(pattern.description, page: auditPage, at: line)
        }
        let reportPage = SitePaths.auditReport(audit.id)
        let exportPage = SitePaths.exportedAuditReport(audit.id)
        for item in audit.items {
            let filePage = SitePaths.auditFile(audit.id, file: item.file)
            let itemLine = max(0, item.location.line - 1)
            markdown["summary:\(item.id)@audit"] = renderer.renderInline(item.summary, file: audit.file, page: auditPage, lineOffset: itemLine)
            markdown["summary:\(item.id)@file"] = renderer.renderInline(item.summary, file: audit.file, page: filePage, lineOffset: itemLine)
            markdown["summary:\(item.id)@report"] = renderer.renderInline(item.summary, file: audit.file, page: reportPage, lineOffset: itemLine)
            markdown["notes:\(item.id)@file"] = block(item.notes, page: filePage, at: item.location.line)
            markdown["notes:\(item.id)@report"] = block(item.notes, page: reportPage, at: item.location.line)
            markdown["summary:\(item.id)@export"] = renderer.renderInline(item.summary, file: audit.file, page: exportPage, lineOffset: itemLine)
            markdown["notes:\(item.id)@export"] = block(item.notes, page: exportPage, at: item.location.line)
        }
        self.markdown = markdown
    }

    /// Every internal link written in the audit's Markdown.
    public var links: [InternalLink] { markdown.values.flatMap(\.links) }

    /// Problems found while rendering the audit's Markdown.
    public var diagnostics: [Diagnostic] { markdown.values.flatMap(\.diagnostics) }

    /// The audited files, in the summary's display order.
    var files: [FileRow] { check.summary.files }

    /// Anchors on the audit page.
    var auditPageAnchors: Set<String> {
        var anchors: Set<String> = ["summary", "severity", "files", "phases", "patterns", "items", "unaudited", "reports"]
        let criteria = audit.criteriaTouched
        if !criteria.isEmpty { anchors.insert("criteria") }
        anchors.formUnion(criteria.map(CriterionContext.anchor))
        anchors.formUnion(audit.items.map { SitePaths.itemAnchor($0.id) })
        anchors.formUnion(audit.patterns.map { "pattern-" + SitePaths.slug($0.id) })
        anchors.formUnion(audit.phases.map { "phase-" + SitePaths.slug($0.id) })
        for key in ["description", "notes"] { anchors.formUnion(markdown[key]?.anchors ?? []) }
        return anchors
    }

    /// Anchors on the printable report.
    var reportPageAnchors: Set<String> {
        Set(audit.items.map { SitePaths.itemAnchor($0.id) } + ["summary", "files", "items"])
    }

    /// Anchors on a file page.
    func filePageAnchors(_ row: FileRow) -> Set<String> {
        Set(row.items.map { SitePaths.itemAnchor($0.id) })
    }
}
