import DocGenAudit
import DocGenCore

/// Builds the conformance page's context from the report and the rendered audits it links to.
struct ConformanceContexts: Sendable {
    let report: ConformanceReport
    let audits: [RenderedAudit]

    /// The page's context; `info` is its title and path.
    func page(_ info: PageInfo) -> ConformancePageContext {
        let page = info.path
        let byID = Dictionary(audits.map { ($0.audit.id, $0) }) { first, _ in first }
        let tables = WCAGLevel.allCases.compactMap { level -> ConformancePageContext.Table? in
            let rows = report.rows(at: level)
            guard !rows.isEmpty else { return nil }
            return ConformancePageContext.Table(
                number: 0, level: level.rawValue, anchor: Self.anchor(of: level), beyondTarget: level > report.target,
                rows: rows.map { row(for: $0, from: page, audits: byID) }, counts: Self.counts(rows))
        }.enumerated().map { index, table in
            var numbered = table
            numbered.number = index + 1
            return numbered
        }
        let target = report.targetRows
        return ConformancePageContext(
            page: info, version: WCAG.version, target: report.target.rawValue,
            targetLevels: Self.words(report.targetLevels), tables: tables, counts: Self.counts(target),
            targetCount: target.count, evaluated: target.count { $0.verdict != .notEvaluated },
            meetsTarget: report.meetsTarget, beyondCount: report.beyondTargetRows.count,
            hasBeyond: !report.beyondTargetRows.isEmpty, auditCount: audits.count)
    }

    private func row(for row: ConformanceRow, from page: String, audits: [String: RenderedAudit]) -> ConformancePageContext.Row {
        let criterion = CriterionContext(row.criterion)
        let touches = row.audits.compactMap { touch -> ConformancePageContext.Touch? in
            guard let audit = audits[touch.auditID] else { return nil }
            return ConformancePageContext.Touch(
                title: touch.title,
                href: SitePaths.href(from: page, to: audit.path, fragment: criterion.anchor),
                covered: touch.covered, total: touch.items.count,
                items: touch.items.map { item in
                    ConformancePageContext.Item(
                        id: item.id, idHTML: HTML.breakableID(item.id),
                        href: SitePaths.href(from: page, to: audit.filePath(item.file), fragment: SitePaths.itemAnchor(item.id)),
                        state: item.stateDescription, covered: item.isCovered)
                },
                unaudited: touch.unaudited.count, hasUnaudited: !touch.unaudited.isEmpty)
        }
        return ConformancePageContext.Row(criterion: criterion, verdict: row.verdict.rawValue, verdictSlug: row.verdict.slug,
                                          audits: touches, hasAudits: !touches.isEmpty)
    }

    private static func counts(_ rows: [ConformanceRow]) -> [ConformancePageContext.VerdictCount] {
        ConformanceReport.count(rows).map { .init(verdict: $0.verdict.rawValue, slug: $0.verdict.slug, count: $0.count) }
    }

    /// `A`, `A and AA`, `A, AA and AAA`.
    static func words(_ levels: [WCAGLevel]) -> String {
        let names = levels.map(\.rawValue)
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The anchor of a level's table.
    static func anchor(of level: WCAGLevel) -> String { "level-" + level.rawValue.lowercased() }

    /// Every anchor of the page: the summary, each level's table and each criterion's row.
    static func anchors(of report: ConformanceReport) -> Set<String> {
        var anchors: Set<String> = ["summary", "verdicts"]
        anchors.formUnion(Set(report.rows.map(\.criterion.level)).map(anchor(of:)))
        anchors.formUnion(report.rows.map { CriterionContext.anchor($0.criterion) })
        return anchors
    }

    /// The page's meta description.
    static func description(of report: ConformanceReport) -> String {
        "A verdict for every WCAG \(WCAG.version) success criterion of Level \(words(report.targetLevels)), "
            + "computed from the items of every audit."
    }
}
