import DocGenCore
import DocGenScan
import Foundation

/// Reads `docgen.yml` (when its bytes differ from the last run's, everything is made again), checks
/// each scanner rule's settings against the rule's declared keys and the audits' rule ids against the
/// registry, and refuses an output folder that is, contains or lies inside the project's own files
/// (``OutputGuard``), so that even `check` reports it.
struct LoadConfigStep: BuildStep {
    var step: Step { .config }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let options = context.options
        if let epoch = options.sourceDateEpoch, options.sourceDateSeconds == nil || epoch.hasPrefix("+") {
            throw DiagnosticError(.error("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 UTC, not '\(epoch)'"))
        }
        guard let bytes = try? Data(contentsOf: options.configFile) else {
            throw DiagnosticError(.error("no configuration file '\(options.configDisplayPath)'; create one or pass --config"))
        }
        let config: SiteConfig
        if let cached = context.cache.config, cached.bytes == bytes {
            config = cached.config
        } else {
            context.cache = BuildCache()
            config = try ConfigLoader.load(from: options.configFile, displayPath: options.configDisplayPath)
            _ = try ScanOptions(settings: config.scan)
            try RuleRegistry.check(config.audits)
            context.cache.config = (bytes, config)
        }
        context.config = config
        context.inputs = BuildInputs(config: config, options: options)
        try DiagnosticCollector.throwing(ConfigLoader.layoutProblems(of: config))
        if let output = context.outputURL {
            try DiagnosticCollector.throwing(OutputGuard.collisions(of: ResolvedPath(output), origin: options.outputOrigin, config: config))
        }
    }
}
