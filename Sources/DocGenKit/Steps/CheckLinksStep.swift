import DocGenCore

/// Checks every internal link and anchor against the assembled site. Broken links are errors, or
/// warnings with `strict_links: false`. A site assembled from the same key as the last checked one has
/// the same links: its warnings are reused.
struct CheckLinksStep: CachedStep {
    var step: Step { .links }
    var producesSite: Bool { true }
    static var entry: WritableKeyPath<BuildCache, CacheEntry<AssemblyKey?, [Diagnostic]>?> { \.links }

    func key(_ context: BuildContext, cache: BuildCache) throws(DiagnosticError) -> AssemblyKey? {
        cache.assembly.site?.key
    }

    func make(_ context: BuildContext) throws(DiagnosticError) -> [Diagnostic] {
        let strict = try context.required(context.config, "config").strictLinks
        let site = try context.required(context.site, "site")
        let written = context.linkDiagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if !strict, diagnostic.severity == .error { diagnostic.severity = .warning }
            return diagnostic
        }
        let diagnostics = written + site.checkLinks(strict: strict)
        try DiagnosticCollector.throwing(diagnostics)
        return diagnostics
    }

    func apply(_ warnings: [Diagnostic], to context: inout BuildContext) throws(DiagnosticError) {
        context.warnings += warnings
    }
}
