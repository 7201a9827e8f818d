import DocGenAudit
import DocGenCore
import DocGenReport
import DocGenSite
import Foundation

/// Puts the site together: navigation, every output page, and the reports written under `reports/`.
/// The site is reused while everything it is assembled from is unchanged (``AssemblyKey``), the reports while
/// the check result is, and the audits' trends while the build's commit and the audits' settings are.
struct AssembleSiteStep: MemoStep {
    var step: Step { .assemble }
    var producesSite: Bool { true }
    static var memo: WritableKeyPath<BuildCache, AssemblyMemo> { \.assembly }

    func run(_ context: inout BuildContext, memo: inout AssemblyMemo, cache: BuildCache) throws(DiagnosticError) {
        let history = context.history()
        let trends = Self.trends(&context, history: history, memo: &memo.trends)
        let key = AssemblyKey(pages: context.content.pages, resolver: SiteLinkResolver(audits: context.audits),
                              assets: context.content.assets, check: context.check, verified: context.verifiedAuditIDs,
                              theme: cache.theme?.key, history: history, trends: trends)
        if let site = memo.site?.product(for: key) {
            context.site = site
            context.warnings += site.conformanceWarnings
            return
        }
        let check = context.check, toolVersion = context.options.toolVersion
        let reports = check.audits.isEmpty ? [:] : memo.reports.product(for: check) { Self.reports(check, toolVersion: toolVersion) }
        let site = SiteAssembly(config: try context.required(context.config, "config"), pages: context.pages,
                                theme: try context.required(context.theme, "theme"), assets: context.content.assets,
                                audits: context.renderedAudits, reports: reports,
                                toolVersion: toolVersion, history: history, trends: trends)
        let collisions = site.collisions()
        try DiagnosticCollector.throwing(collisions)
        context.warnings += collisions + site.conformanceWarnings
        context.site = site
        memo.site = CacheEntry(key: key, product: site)
    }

    /// Each audit's trend over git history (``AuditTrendReader``), read while the build's commit or the
    /// audits' settings differ from the last run's.
    static func trends(_ context: inout BuildContext, history: SourceHistory,
                       memo: inout Slot<TrendKey, [String: AuditTrend]>) -> [String: AuditTrend] {
        guard let config = context.config, !context.audits.isEmpty, context.options.readsGit, let build = history.build else { return [:] }
        let key = TrendKey(build: build.hash, audits: config.audits.map { [$0.data, $0.match.rawValue] + $0.sources + ["\u{0}"] + $0.rules },
                           ids: context.audits.map(\.id), scan: config.scan)
        return memo.product(for: key) {
            let (trends, computed) = AuditTrendReader.read(config: config, audits: context.audits, upTo: build, options: context.options)
            context.statistics.trendStatesComputed += computed
            return trends
        }
    }

    /// The reports every build writes under `reports/`, from the same result the site shows.
    static func reports(_ result: CheckResult, toolVersion: String) -> [String: Data] {
        [
            "coverage.json": Data(JSONReporter(toolVersion: toolVersion).report(result).utf8),
            "coverage.sarif": Data(SARIFReporter(toolVersion: toolVersion, informationURI: nil).report(result).utf8),
            "junit.xml": Data(JUnitReporter().report(result).utf8),
        ].merging(result.audits.map { check in
            ("\(check.audit.id).csv", Data(CSVReporter(auditID: check.audit.id).report(result).utf8))
        }) { first, _ in first }
    }
}
