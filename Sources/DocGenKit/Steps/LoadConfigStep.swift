import DocGenCore
import Foundation

/// Reads `docgen.yml`.
struct LoadConfigStep: BuildStep {
    var step: Step { .config }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let options = context.options
        guard FileManager.default.fileExists(atPath: options.configFile.path) else {
            throw DiagnosticError(.error("no configuration file '\(options.configDisplayPath)'; create one or pass --config"))
        }
        context.config = try ConfigLoader.load(from: options.configFile, displayPath: options.configDisplayPath)
    }
}
