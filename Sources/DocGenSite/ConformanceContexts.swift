import DocGenAudit
import DocGenCore
import DocGenMarkdown

/// Builds a product's conformance report page from its report, its audits and the build's history.
struct ConformanceContexts: Sendable {
    let report: ProductReport
    let site: SiteAssembly

    /// At most this many open items, and examples of fixed ones, are named in one remark.
    static let listedItems = 5
    static let examples = 3

    /// The page's context; `info` is its title and path.
    func page(_ info: PageInfo) -> ConformancePageContext {
        let page = info.path
        let conformance = report.report
        let audits = site.audits(of: report.product)
        let byID = Dictionary(audits.map { ($0.audit.id, $0) }) { first, _ in first }
        let tables = WCAGLevel.allCases.compactMap { level -> ConformancePageContext.Table? in
            let rows = conformance.rows(at: level)
            guard !rows.isEmpty else { return nil }
            return ConformancePageContext.Table(
                number: 0, level: level.rawValue, anchor: Self.anchor(of: level), beyondTarget: level > conformance.target,
                rows: rows.map { row(for: $0, from: page, audits: byID) }, counts: Self.counts(rows))
        }.enumerated().map { index, table in
            var numbered = table
            numbered.number = index + 1
            return numbered
        }
        let target = conformance.targetRows
        let product = report.product
        return ConformancePageContext(
            page: info, productTitle: product.title, productDescription: product.description,
            facts: facts(audits: audits), methods: audits.map { method($0, from: page) }, methodsText: product.methods,
            standards: standards(conformance),
            disclaimer: site.config.conformance.disclaimer ?? ConformanceSettings.defaultDisclaimer,
            version: WCAG.version, target: conformance.target.rawValue,
            targetLevels: Self.words(conformance.targetLevels), tables: tables, counts: Self.counts(target),
            targetCount: target.count, evaluated: target.count { $0.verdict != .notEvaluated },
            gapCount: conformance.gaps.count, hasGaps: !conformance.gaps.isEmpty,
            meetsTarget: conformance.meetsTarget,
            unverifiedCount: target.count { $0.verdict == .supportsUnverified },
            hasUnverified: target.contains { $0.verdict == .supportsUnverified },
            beyondCount: conformance.beyondTargetRows.count, hasBeyond: !conformance.beyondTargetRows.isEmpty,
            auditCount: audits.count, standalone: info.standalone ?? false)
    }

    /// The report's information: product, version, platform, report date, commit, evaluator, contact, scope.
    private func facts(audits: [RenderedAudit]) -> [ConformancePageContext.Fact] {
        let product = report.product
        let settings = site.config.conformance
        let history = site.history
        var facts: [ConformancePageContext.Fact] = [.init(label: "Product", value: product.name)]
        if let version = product.version { facts.append(.init(label: "Version", value: version)) }
        if let platform = product.platform { facts.append(.init(label: "Platform", value: platform)) }
        if let date = history.date {
            facts.append(.init(label: "Report date", value: date))
        }
        if let commit = history.build {
            facts.append(.init(label: "Built from", value: "commit \(commit.short) of \(commit.date)"
                               + (history.modified ? ", with uncommitted changes" : "")))
        }
        if let evaluator = product.evaluator ?? settings.evaluator { facts.append(.init(label: "Evaluator", value: evaluator)) }
        if let contact = product.contact ?? settings.contact {
            facts.append(.init(label: "Contact", value: contact, href: Self.contactHref(contact)))
        }
        let scope = product.scope ?? Self.scope(audits)
        facts.append(.init(label: "Scope", value: scope))
        facts.append(.init(label: "Report produced by", value: "docgen \(site.toolVersion) from the audit files and, where an audit "
                           + "names sources, a scan of the Swift code"))
        return facts
    }

    /// `mailto:` for an e-mail address, the address itself for a web address; nothing for anything else.
    static func contactHref(_ contact: String) -> String? {
        let text = contact.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("https://") || text.hasPrefix("http://") { return text.contains(" ") ? nil : text }
        let parts = text.split(separator: "@")
        if parts.count == 2, !text.contains(where: { $0.isWhitespace || "<>\"'".contains($0) }), parts[1].contains(".") {
            return "mailto:" + text
        }
        return nil
    }

    /// "The Reduce Motion audit (68 items in 17 files)" when the config states no scope.
    static func scope(_ audits: [RenderedAudit]) -> String {
        guard !audits.isEmpty else { return "No audit names this product yet." }
        let parts = audits.map { audit in
            let summary = audit.check.summary
            return "\(audit.audit.title) (\(summary.totals.total) items in \(summary.files.count) files)"
        }
        return "What the audits record: " + parts.joined(separator: "; ") + "."
    }

    private func method(_ audit: RenderedAudit, from page: String) -> ConformancePageContext.Method {
        let reference = site.config.audits.first { $0.data == audit.audit.file }
        let items = audit.audit.items
        var byRule: [String: [AuditItem]] = [:]
        for item in items { if let rule = item.verifiedBy { byRule[rule, default: []].append(item) } }
        let rules = byRule.keys.sorted().map { rule in
            ConformancePageContext.Method.Rule(rule: rule, count: Self.items(byRule[rule]?.count ?? 0),
                                               criteria: Self.criteriaList(byRule[rule] ?? []))
        }
        let byHand = items.filter { $0.verification != .verified }
        return ConformancePageContext.Method(
            title: audit.audit.title, href: SitePaths.href(from: page, to: audit.path), data: audit.audit.file,
            items: Self.items(items.count), checked: audit.verified,
            sources: audit.verified ? reference?.sources.joined(separator: ", ") : nil,
            rules: rules, hasRules: !rules.isEmpty, byHand: Self.items(byHand.count), byHandCriteria: Self.criteriaList(byHand),
            hasByHand: !byHand.isEmpty, changed: site.history.files[audit.audit.file]?.date, taken: audit.audit.provenance.taken)
    }

    /// `1 item`, `2 items`.
    static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }

    /// `1.1.1, 4.1.2`: the criteria the items name, in WCAG order.
    static func criteriaList(_ items: [AuditItem]) -> String {
        Set(items.flatMap(\.criteria)).sorted().map(\.id).joined(separator: ", ")
    }

    private func standards(_ conformance: ConformanceReport) -> [ConformancePageContext.Standard] {
        WCAGLevel.allCases.map { level in
            let named = conformance.rows(at: level).count { $0.verdict != .notEvaluated }
            let included = level <= conformance.target ? "Yes"
                : named == 0 ? "No" : "No (the \(named) criteria the audits name are listed beyond the target)"
            return .init(name: "WCAG \(WCAG.version) Level \(level.rawValue)", included: included)
        }
    }

    private func row(for row: ConformanceRow, from page: String, audits: [String: RenderedAudit]) -> ConformancePageContext.Row {
        let criterion = CriterionContext(row.criterion)
        let touches = row.audits.compactMap { touch -> ConformancePageContext.Touch? in
            guard let audit = audits[touch.auditID] else { return nil }
            let contexts = AuditContexts(audit: audit, links: site.config.deepLinks)
            let uncovered = touch.uncovered
            let covered = touch.items.filter(\.isCovered)
            let followUps = contexts.followUps(from: page).filter { followUp in
                followUp.items.contains { link in touch.items.contains { $0.id == link.id && $0.isCovered } }
            }
            return ConformancePageContext.Touch(
                title: touch.title,
                href: SitePaths.href(from: page, to: audit.path, fragment: criterion.anchor),
                summary: Self.summary(touch, audit: audit),
                examples: covered.prefix(Self.examples).map { PlainText.of($0.summary) },
                hasExamples: !covered.isEmpty && uncovered.isEmpty,
                openItems: uncovered.prefix(Self.listedItems).map { contexts.itemLink($0, from: page) },
                hasOpenItems: !uncovered.isEmpty, moreOpen: max(0, uncovered.count - Self.listedItems),
                followUps: followUps, hasFollowUps: !followUps.isEmpty,
                unaudited: touch.unaudited.count, hasUnaudited: !touch.unaudited.isEmpty)
        }
        let isGap = row.verdict == .notEvaluated && row.criterion.level < .aaa && !row.beyondTarget
        return ConformancePageContext.Row(
            criterion: criterion, verdict: row.verdict.rawValue, verdictSlug: row.verdict.slug, isGap: isGap,
            notApplicable: row.notApplicableReason, remarks: row.writtenRemarks, hasRemarks: !row.writtenRemarks.isEmpty,
            audits: touches, hasAudits: !touches.isEmpty)
    }

    /// `Reduce Motion: 68 items, 68 fixed; none verified in code (not checked against the code: the audit
    /// names no sources).`
    static func summary(_ touch: ConformanceRow.AuditTouch, audit: RenderedAudit) -> String {
        let items = touch.items
        var states: [String] = []
        for status in Status.allCases {
            let count = items.count { $0.effectiveStatus == status }
            if count > 0 { states.append("\(count) \(status.rawValue)") }
        }
        let unguarded = items.count { $0.verification == .unguarded }
        if unguarded > 0 { states.append("\(unguarded) claimed fixed but unguarded in the code") }
        var text = Self.items(items.count)
        if !states.isEmpty { text += " (" + states.joined(separator: ", ") + ")" }
        if !audit.verified {
            text += "; none verified in code: the audit is not checked against the sources, its items were reviewed by hand"
        } else if touch.verified == 0 {
            let reason = items.lazy.compactMap(\.verificationNote).first.map { " (\($0))" } ?? ""
            text += "; none verified in code\(reason): reviewed by hand"
        } else if touch.verified == items.count {
            let rules = Set(items.compactMap(\.verifiedBy)).sorted().joined(separator: ", ")
            text += "; all verified in code by docgen scan (\(rules))"
        } else {
            text += "; \(touch.verified) verified in code by docgen scan, \(items.count - touch.verified) reviewed by hand"
        }
        return text + "."
    }

    static func counts(_ rows: [ConformanceRow]) -> [ConformancePageContext.VerdictCount] {
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

    /// Every anchor of the page: its sections, each level's table and each criterion's row.
    static func anchors(of report: ConformanceReport) -> Set<String> {
        var anchors: Set<String> = ["summary", "product", "methods", "standards", "verdicts", "disclaimer"]
        anchors.formUnion(Set(report.rows.map(\.criterion.level)).map(anchor(of:)))
        anchors.formUnion(report.rows.map { CriterionContext.anchor($0.criterion) })
        return anchors
    }

    /// `AIQ 3.2: Accessibility Conformance Report`.
    static func title(of report: ConformanceReport) -> String {
        "\(report.product.title): Accessibility Conformance Report"
    }

    /// The page's meta description.
    static func description(of report: ConformanceReport) -> String {
        "\(report.product.name): a verdict for every WCAG \(WCAG.version) success criterion of Level "
            + "\(words(report.targetLevels)), derived from the items of its audits, in the shape of a VPAT 2.5 report."
    }
}
