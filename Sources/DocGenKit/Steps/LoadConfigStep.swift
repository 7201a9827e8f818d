import DocGenCore
import Foundation

/// Reads `docgen.yml`. When its bytes differ from the last run's, everything is made again.
struct LoadConfigStep: BuildStep {
    var step: Step { .config }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let options = context.options
        guard let bytes = try? Data(contentsOf: options.configFile) else {
            throw DiagnosticError(.error("no configuration file '\(options.configDisplayPath)'; create one or pass --config"))
        }
        if let cached = context.cache.config, cached.bytes == bytes {
            context.config = cached.config
            return
        }
        context.cache = BuildCache()
        let config = try ConfigLoader.load(from: options.configFile, displayPath: options.configDisplayPath)
        context.config = config
        context.cache.config = (bytes, config)
    }
}
