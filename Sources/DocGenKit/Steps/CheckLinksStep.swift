import DocGenCore

/// Checks every internal link and anchor against the assembled site. Broken links are errors, or
/// warnings with `strict_links: false`.
struct CheckLinksStep: BuildStep {
    var step: Step { .links }
    var producesSite: Bool { true }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        if context.siteUnchanged, let cached = context.cache.assembly {
            context.warnings += cached.linkWarnings
            return
        }
        let strict = try context.required(context.config, "config").strictLinks
        let site = try context.required(context.site, "site")
        let written = context.linkDiagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if !strict, diagnostic.severity == .error { diagnostic.severity = .warning }
            return diagnostic
        }
        let diagnostics = written + site.checkLinks(strict: strict)
        try DiagnosticCollector.throwing(diagnostics)
        context.warnings += diagnostics
        if let key = context.assemblyKey { context.cache.assembly = (key, site, diagnostics) }
    }
}
