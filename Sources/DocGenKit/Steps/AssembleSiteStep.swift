import DocGenAudit
import DocGenCore
import DocGenReport
import DocGenSite
import Foundation

/// Puts the site together: navigation, every output page, and the reports written under `reports/`.
struct AssembleSiteStep: BuildStep {
    var step: Step { .assemble }
    var producesSite: Bool { true }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let history = context.history()
        let trends = context.trends()
        let key = AssemblyKey(pages: context.content.pages, resolver: SiteLinkResolver(audits: context.audits),
                              assets: context.content.assets, check: context.check, verified: context.verifiedAuditIDs,
                              theme: context.themeFingerprint, history: history, trends: trends)
        if let cached = context.cache.assembly, cached.key == key {
            context.site = cached.site
            context.siteUnchanged = true
            context.warnings += cached.site.conformanceWarnings
            return
        }
        context.cache.assembly = nil
        defer { context.assemblyKey = key }
        var reports: [String: Data] = [:]
        if !context.audits.isEmpty {
            if let cached = context.cache.reports, cached.check == context.check {
                reports = cached.files
            } else {
                reports = Self.reports(context.check, toolVersion: context.options.toolVersion)
                context.cache.reports = (context.check, reports)
            }
        }
        let site = SiteAssembly(config: try context.required(context.config, "config"), pages: context.pages,
                                theme: try context.required(context.theme, "theme"), assets: context.content.assets,
                                audits: context.renderedAudits, reports: reports,
                                toolVersion: context.options.toolVersion, history: history, trends: trends)
        let collisions = site.collisions()
        try DiagnosticCollector.throwing(collisions)
        context.warnings += collisions + site.conformanceWarnings
        context.site = site
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
