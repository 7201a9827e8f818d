import DocGenAudit
import DocGenCore

/// One product's state at a glance, for the home page: its conformance at the target level, how many
/// items are open or not verified in the code, its gates, and the dates.
struct ProductStatusContext: TemplateContext {
    var name: String
    /// `AIQ 3.2`.
    var title: String
    /// Its conformance report.
    var href: String
    /// `AA`.
    var target: String
    /// Verdicts of the criteria within the target that have any, in the order of ``ConformanceVerdict``.
    var counts: [ConformancePageContext.VerdictCount]
    /// Whether every criterion within the target supports or does not apply.
    var meetsTarget: Bool
    /// `No Level AA claim: 50 of 55 criteria are not evaluated`, or what the claim rests on.
    var claim: String
    /// Items of the product's audits, and those not covered (with unaudited sites in the code).
    var items: Int
    var open: Int
    /// Items the scanner did not verify in the code.
    var unverified: Int
    var openFollowUps: Int
    var gates: Int
    var hasGates: Bool
    var gatesPassed: Int
    /// The gates that fail, by audit id.
    var failingGates: [String]
    var hasFailingGates: Bool
    /// The report date, and the last change to any of the product's audit files (git).
    var date: String?
    var changed: String?

    /// The state of `report`'s product, linked from `page`.
    init(_ report: ProductReport, audits: [RenderedAudit], history: SourceHistory, from page: String) {
        let conformance = report.report
        let target = conformance.targetRows
        name = report.product.name
        title = report.product.title
        href = SitePaths.href(from: page, to: report.path)
        self.target = conformance.target.rawValue
        counts = ConformanceReport.count(target).filter { $0.count > 0 }
            .map { .init(verdict: $0.verdict.rawValue, slug: $0.verdict.slug, count: $0.count) }
        meetsTarget = conformance.meetsTarget
        let notEvaluated = target.count { $0.verdict == .notEvaluated }
        let failing = target.count { !$0.verdict.allowsClaim && $0.verdict != .notEvaluated }
        if conformance.meetsTarget {
            let unverified = target.count { $0.verdict == .supportsUnverified }
            claim = "Level \(self.target) supported" + (unverified > 0 ? ": \(unverified) of \(target.count) criteria not verified in code" : "")
        } else {
            var reasons: [String] = []
            if notEvaluated > 0 { reasons.append("\(notEvaluated) of \(target.count) criteria not evaluated") }
            if failing > 0 { reasons.append("\(failing) not fully supported") }
            claim = "No Level \(self.target) claim: " + reasons.joined(separator: ", ")
        }
        let checks = audits.map(\.check)
        items = checks.reduce(0) { $0 + $1.audit.items.count }
        open = checks.reduce(0) { $0 + $1.coverage.uncovered.count }
        unverified = checks.reduce(0) { $0 + $1.audit.items.count { $0.verification != .verified } }
        openFollowUps = checks.reduce(0) { $0 + $1.audit.items.reduce(0) { $0 + $1.openFollowUps.count } }
        let gateResults = checks.compactMap(\.gate)
        gates = gateResults.count
        hasGates = !gateResults.isEmpty
        gatesPassed = gateResults.count(where: \.passed)
        failingGates = gateResults.filter { !$0.passed }.map(\.auditID)
        hasFailingGates = !failingGates.isEmpty
        date = history.date
        changed = audits.compactMap { history.files[$0.audit.file]?.date }.max()
    }
}
