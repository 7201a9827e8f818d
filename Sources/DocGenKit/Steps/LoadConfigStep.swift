import DocGenCore
import DocGenScan
import Foundation

/// Reads `docgen.yml`, checking each scanner rule's settings against the rule's declared keys.
struct LoadConfigStep: BuildStep {
    var step: Step { .config }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let options = context.options
        guard FileManager.default.fileExists(atPath: options.configFile.path) else {
            throw DiagnosticError(.error("no configuration file '\(options.configDisplayPath)'; create one or pass --config"))
        }
        let config = try ConfigLoader.load(from: options.configFile, displayPath: options.configDisplayPath)
        _ = try ScanOptions(settings: config.scan)
        try RuleRegistry.check(config.audits)
        context.config = config
    }
}
