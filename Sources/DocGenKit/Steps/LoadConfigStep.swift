import DocGenCore
import DocGenScan
import Foundation

/// Reads `docgen.yml` (a config whose bytes differ from the last run's makes everything again), checks each
/// scanner rule's settings against the rule's declared keys and the audits' rule ids against the registry,
/// resolves every input path once (``BuildInputs``), and refuses an output folder that is, contains or lies
/// inside the project's own files (``OutputGuard``), so that even `check` reports it.
struct LoadConfigStep: CachedStep {
    var step: Step { .config }
    static var entry: WritableKeyPath<BuildCache, CacheEntry<Data, SiteConfig>?> { \.config }
    static var invalidatesCache: Bool { true }

    func key(_ context: BuildContext, cache: BuildCache) throws(DiagnosticError) -> Data {
        let options = context.options
        if let epoch = options.sourceDateEpoch, options.sourceDateSeconds == nil || epoch.hasPrefix("+") {
            throw DiagnosticError(.error("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 UTC, not '\(epoch)'"))
        }
        guard let bytes = try? Data(contentsOf: options.configFile) else {
            throw DiagnosticError(.error("no configuration file '\(options.configDisplayPath)'; create one or pass --config"))
        }
        return bytes
    }

    func make(_ context: BuildContext) throws(DiagnosticError) -> SiteConfig {
        let config = try ConfigLoader.load(from: context.options.configFile, displayPath: context.options.configDisplayPath)
        _ = try ScanOptions(settings: config.scan)
        try RuleRegistry.check(config.audits)
        return config
    }

    func apply(_ config: SiteConfig, to context: inout BuildContext) throws(DiagnosticError) {
        let inputs = BuildInputs(config: config, options: context.options)
        context.config = config
        context.inputs = inputs
        try DiagnosticCollector.throwing(ConfigLoader.layoutProblems(of: config))
        try DiagnosticCollector.throwing(OutputGuard.collisions(of: ResolvedPath(inputs.output), origin: context.options.outputOrigin,
                                                                config: config))
    }
}
