import DocGenAudit
import DocGenCore
import DocGenMarkdown

/// Builds the template contexts of audit pages, audited-file pages and the home page's audit cards.
///
/// Every figure is computed from the audit's items by ``AuditSummary``; nothing is typed by hand.
struct AuditContexts: Sendable {
    let audit: RenderedAudit
    /// Links from items to their code and from the audit to its ticket.
    var links = DeepLinks()
    /// Commits and dates from git.
    var history = SourceHistory.none
    /// The conformance page of the audit's product.
    var conformancePath = SitePaths.conformance
    /// The audit's figures over its git history.
    var trend: AuditTrend?

    /// The audit page: figures, charts, the per-file table, phases, patterns and every item.
    func auditPage(_ info: PageInfo) -> AuditPageContext {
        let summary = audit.check.summary
        let page = audit.path
        let unaudited = audit.check.coverage.unaudited
        return AuditPageContext(
            page: info,
            audit: header(from: page),
            card: card(from: page),
            severityChart: Charts.bars(summary.severities.map { Charts.Bar(label: $0.severity, value: $0.count, kind: $0.severity) },
                                       id: "severity-chart", title: "Items by severity"),
            coverageMeter: Charts.meter(value: summary.totals.covered, total: summary.totals.total,
                                        id: "coverage-meter", label: "Covered items"),
            trend: TrendContext(trend, verified: audit.verified, modified: history.modified),
            severities: summary.severities.map {
                SeverityContext(name: $0.severity, count: $0.count, slug: SitePaths.slug($0.severity), covered: $0.covered)
            },
            statuses: summary.statuses.filter { $0.count > 0 || $0.status != .stale }.map {
                AuditPageContext.Status(name: $0.status.rawValue, count: $0.count)
            },
            files: summary.files.map { fileRow($0, from: page) },
            pathPrefix: pathPrefix.isEmpty ? nil : pathPrefix,
            phases: summary.phases.map { progress in
                AuditPageContext.Phase(
                    id: progress.phase.id, anchor: "phase-" + SitePaths.slug(progress.phase.id),
                    title: progress.phase.title, items: progress.items, covered: progress.covered,
                    meter: progress.items == 0 ? nil : Charts.meter(value: progress.covered, total: progress.items,
                                                                    id: "phase-meter-" + SitePaths.slug(progress.phase.id),
                                                                    label: progress.phase.title),
                    estimate: progress.phase.estimate, descriptionHTML: audit.html("phase:\(progress.phase.id)"))
            },
            hasPhases: !summary.phases.isEmpty,
            patterns: summary.patterns.map { usage in
                AuditPageContext.Pattern(
                    id: usage.pattern.id, anchor: "pattern-" + SitePaths.slug(usage.pattern.id),
                    title: usage.pattern.title, count: usage.count, covered: usage.covered,
                    descriptionHTML: audit.html("pattern:\(usage.pattern.id)"),
                    comparisonHTML: Self.comparison(before: usage.pattern.before, after: usage.pattern.after,
                                                    language: usage.pattern.language, subject: usage.pattern.title))
            },
            hasPatterns: !summary.patterns.isEmpty,
            criteria: summary.criteria.map { CriterionUsageContext($0, from: page, conformancePath: conformancePath) },
            auditHasCriteria: !summary.criteria.isEmpty,
            items: sortedItems.map { item($0, from: page, variant: "audit") },
            severityOptions: audit.audit.severities.map { AuditPageContext.Option(value: $0) },
            statusOptions: Status.allCases.map { AuditPageContext.Option(value: $0.rawValue) },
            verificationOptions: Verification.allCases.map { AuditPageContext.Option(value: $0.rawValue) },
            csvHeader: ItemCSV.header,
            followUps: followUps(from: page),
            hasFollowUps: audit.audit.items.contains { !$0.openFollowUps.isEmpty },
            productConformanceHref: SitePaths.href(from: page, to: conformancePath),
            reports: AuditPageContext.Reports(
                json: SitePaths.href(from: page, to: "\(SitePaths.reports)/coverage.json"),
                sarif: SitePaths.href(from: page, to: "\(SitePaths.reports)/coverage.sarif"),
                junit: SitePaths.href(from: page, to: "\(SitePaths.reports)/junit.xml"),
                csv: SitePaths.href(from: page, to: "\(SitePaths.reports)/\(audit.audit.id).csv"),
                printable: SitePaths.href(from: page, to: audit.reportPath),
                exported: SitePaths.href(from: page, to: SitePaths.exportedAuditReport(audit.audit.id))),
            descriptionHTML: audit.html("description"),
            notesHTML: audit.html("notes"),
            hasUnaudited: unaudited.isEmpty ? nil : true,
            unaudited: unaudited.isEmpty ? nil : unaudited.map { finding in
                AuditPageContext.Unaudited(id: finding.id, idHTML: HTML.breakableID(finding.id),
                                           file: finding.file, fileHTML: HTML.breakablePath(finding.file), line: finding.line, severity: finding.severity,
                                           slug: SitePaths.slug(finding.severity), message: finding.message)
            })
    }

    /// The page of one audited file: its items with their before/after comparisons.
    func filePage(_ row: FileRow, _ info: PageInfo) -> AuditFilePageContext {
        let page = audit.filePath(row.file)
        return AuditFilePageContext(
            page: info,
            audit: header(from: page),
            file: fileRow(row, from: page),
            severities: row.severityCounts.map { SeverityContext(name: $0.severity, count: $0.count, slug: SitePaths.slug($0.severity)) },
            items: row.items.map { item($0, from: page, variant: "file") },
            pager: pager(for: row, from: page))
    }

    /// The printable report: summary, provenance, files and every item with its before/after. `variant` is
    /// `report` for the page beside the audit's, `export` for its self-contained copy under `reports/`.
    func reportPage(_ info: PageInfo, variant: String = "report") -> AuditReportPageContext {
        let summary = audit.check.summary
        let page = info.path
        return AuditReportPageContext(
            page: info,
            audit: header(from: page),
            coverageMeter: Charts.meter(value: summary.totals.covered, total: summary.totals.total,
                                        id: "coverage-meter", label: "Covered items"),
            severities: summary.severities.map {
                SeverityContext(name: $0.severity, count: $0.count, slug: SitePaths.slug($0.severity), covered: $0.covered)
            },
            files: summary.files.map { fileRow($0, from: page) },
            pathPrefix: pathPrefix.isEmpty ? nil : pathPrefix,
            items: sortedItems.map { item($0, from: page, variant: variant) },
            followUps: followUps(from: page),
            hasFollowUps: audit.audit.items.contains { !$0.openFollowUps.isEmpty })
    }

    /// Items in the order of the tables: by file, line and id.
    var sortedItems: [AuditItem] {
        audit.audit.items.sorted { ($0.file, $0.line, $0.id) < ($1.file, $1.line, $1.id) }
    }

    /// The folder every audited file is in (`AIQ/Views/`), shown once above the tables; empty when
    /// the files share none.
    var pathPrefix: String {
        let folders = audit.files.map { $0.file.split(separator: "/", omittingEmptySubsequences: false).dropLast() }
        guard var common = folders.first.map(Array.init) else { return "" }
        for folder in folders.dropFirst() {
            var length = 0
            while length < min(common.count, folder.count), common[length] == folder[folder.startIndex + length] { length += 1 }
            common = Array(common.prefix(length))
        }
        return common.isEmpty ? "" : common.joined(separator: "/") + "/"
    }

    private func displayPath(_ file: String) -> String {
        let prefix = pathPrefix
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// The previous and next file in the order of the audit's file table.
    private func pager(for row: FileRow, from page: String) -> ContentPageContext.Pager? {
        let files = audit.files
        guard let index = files.firstIndex(where: { $0.file == row.file }) else { return nil }
        func link(_ other: FileRow) -> ContentPageContext.Pager.Link {
            ContentPageContext.Pager.Link(title: other.file, titleHTML: HTML.breakablePath(other.file),
                                          href: SitePaths.href(from: page, to: audit.filePath(other.file)))
        }
        let previous = index > 0 ? link(files[index - 1]) : nil
        let next = index + 1 < files.count ? link(files[index + 1]) : nil
        return previous == nil && next == nil ? nil : ContentPageContext.Pager(previous: previous, next: next)
    }

    /// The audit's card on the home page.
    func card(from page: String) -> AuditCardContext {
        let summary = audit.check.summary
        return AuditCardContext(
            title: audit.audit.title,
            href: SitePaths.href(from: page, to: audit.path),
            covered: summary.totals.covered,
            total: summary.totals.total,
            percent: summary.totals.coveredPercent,
            fileCount: summary.files.count,
            meter: Charts.meter(value: summary.totals.covered, total: summary.totals.total,
                                id: "meter-" + SitePaths.slug(audit.audit.id), label: "\(audit.audit.title) coverage"),
            severities: summary.severities.map { SeverityContext(name: $0.severity, count: $0.count, slug: SitePaths.slug($0.severity)) },
            unaudited: summary.totals.unaudited,
            hasUnaudited: summary.totals.unaudited > 0,
            gate: gate(),
            verified: audit.audit.items.count { $0.verification == .verified },
            unverified: audit.audit.items.count { $0.verification == .unverified },
            checkedAgainstCode: audit.verified,
            openFollowUps: audit.audit.items.reduce(0) { $0 + $1.openFollowUps.count },
            hasOpenFollowUps: audit.audit.items.contains { !$0.openFollowUps.isEmpty },
            changed: history.files[audit.audit.file]?.date)
    }

    private func gate() -> GateContext? {
        audit.check.gate.map { GateContext(required: $0.required, passed: $0.passed, line: $0.summaryLine) }
    }

    private func header(from page: String) -> AuditHeaderContext {
        let totals = audit.check.summary.totals
        return AuditHeaderContext(
            id: audit.audit.id,
            title: audit.audit.title,
            href: SitePaths.href(from: page, to: audit.path),
            data: audit.audit.file,
            totals: AuditHeaderContext.Totals(
                total: totals.total, covered: totals.covered, fixed: totals.fixed, exempt: totals.exempt,
                open: totals.open, stale: totals.stale, unguarded: totals.unguarded, unaudited: totals.unaudited,
                percent: totals.coveredPercent),
            verified: audit.verified,
            gate: gate(),
            provenance: provenance())
    }

    private func provenance() -> AuditHeaderContext.Provenance {
        let stated = audit.audit.provenance
        let changed = history.files[audit.audit.file]
        return AuditHeaderContext.Provenance(
            taken: stated.taken, verifiedOn: stated.verified, commit: stated.commit,
            ticket: stated.ticket, ticketHref: stated.ticket.flatMap(links.ticket),
            sourcePattern: links.sourcePattern(commit: stated.commit),
            changedOn: changed?.date, changedCommit: changed?.short,
            checkedOn: audit.verified ? history.date : nil, checkedCommit: audit.verified ? history.build?.short : nil,
            modified: history.modified)
    }

    private func fileRow(_ row: FileRow, from page: String) -> AuditFileRowContext {
        AuditFileRowContext(
            path: row.file,
            pathHTML: HTML.breakablePath(row.file),
            displayPath: displayPath(row.file),
            displayPathHTML: HTML.breakablePath(displayPath(row.file)),
            href: SitePaths.href(from: page, to: audit.filePath(row.file)),
            counts: row.severityCounts.map { AuditFileRowContext.Count(count: $0.count, severity: $0.severity) },
            highest: row.highestSeverity,
            highestSlug: SitePaths.slug(row.highestSeverity),
            highestRank: row.highestSeverityRank,
            phases: row.phases.joined(separator: ", "),
            fixed: row.fixed,
            covered: row.covered,
            total: row.total)
    }

    private func item(_ item: AuditItem, from page: String, variant: String) -> AuditItemContext {
        var context = AuditItemContext(
            id: item.id,
            idHTML: HTML.breakableID(item.id),
            anchor: SitePaths.itemAnchor(item.id),
            file: item.file,
            displayFile: displayPath(item.file),
            displayFileHTML: HTML.breakablePath(displayPath(item.file)),
            sourceHref: links.source(path: item.file, line: item.line, commit: audit.audit.provenance.commit),
            fileHref: SitePaths.href(from: page, to: audit.filePath(item.file), fragment: SitePaths.itemAnchor(item.id)),
            line: item.line,
            severity: item.severity,
            severitySlug: SitePaths.slug(item.severity),
            status: item.effectiveStatus.rawValue,
            // A skipped file is said once, in the "In code" column with its reason; the status stays the audit's.
            state: item.verification == .skipped ? item.effectiveStatus.rawValue : item.stateDescription,
            summaryHTML: audit.html("summary:\(item.id)@\(variant)") ?? HTML.escape(item.summary),
            verification: item.verification.rawValue,
            showVerification: true,
            verificationNote: item.verificationNote,
            verificationLabel: Self.verificationLabel(item.verification),
            verificationReason: item.verification == .verified ? nil : item.verificationNote,
            criteria: item.criteria.map(CriterionContext.init),
            hasCriteria: !item.criteria.isEmpty,
            reason: item.reason,
            notesHTML: audit.html("notes:\(item.id)@\(variant == "audit" ? "file" : variant)"),
            followUps: item.followUps.map { FollowUpContext.Own(summary: $0.summary, ticket: $0.ticket,
                                                                ticketHref: $0.ticket.flatMap(links.ticket), open: $0.isOpen) },
            hasFollowUps: !item.followUps.isEmpty,
            hasOpenFollowUps: !item.openFollowUps.isEmpty,
            csv: variant == "audit" ? ItemCSV.line(ItemCSV.row(product: audit.audit.product ?? "", audit: audit.audit.id, item: item,
                                                                 summary: PlainText.of(item.summary), note: item.verificationNote)) : nil)
        if let phase = item.phase {
            context.phase = audit.audit.phase(phase)?.title ?? phase
            context.phaseID = phase
        }
        if let pattern = item.pattern, let definition = audit.audit.pattern(pattern) {
            context.pattern = definition.title
            context.patternHref = SitePaths.href(from: page, to: audit.path, fragment: "pattern-" + SitePaths.slug(pattern))
        }
        if let comparison = Self.comparison(before: item.before, after: item.after, language: "swift", subject: item.id) {
            context.comparisonHTML = comparison
        } else if let code = item.before ?? item.after {
            context.codeHTML = ScrollRegion.codeBlock(code, language: "swift", subject: item.id)
        }
        return context
    }

    /// The shared before/after component, when both sides are given; its panes are named after `subject`
    /// (an item's id, a pattern's title), so that no two code regions of a page share a name.
    static func comparison(before: String?, after: String?, language: String, subject: String) -> String? {
        guard let before, let after else { return nil }
        return Comparison.html(before: before, after: after, language: language, caption: nil, subject: subject)
    }
}
