import ArgumentParser
import DocGenCore
import Foundation

/// Options every command that reads `docgen.yml` shares.
struct ConfigOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The site configuration file.")
    var config: String = "docgen.yml"

    @Flag(name: .shortAndLong, help: "Print no progress and no summary, only problems.")
    var quiet = false

    /// Loads the config, printing located problems and exiting 2 when it is invalid.
    func loadConfig() throws -> SiteConfig {
        let url = URL(fileURLWithPath: config)
        guard FileManager.default.fileExists(atPath: url.path) else {
            Console.print([.error("no configuration file '\(config)'; create one or pass --config", step: "config")])
            throw ExitStatus.invalidInput.exitCode
        }
        do {
            return try ConfigLoader.load(from: url, displayPath: config)
        } catch {
            Console.print(error.diagnostics)
            throw ExitStatus.invalidInput.exitCode
        }
    }
}

/// Writes diagnostics and results to the terminal.
enum Console {
    /// Prints diagnostics to standard error, sorted, with the source line and a caret.
    static func print(_ diagnostics: [Diagnostic], root: URL? = nil) {
        guard !diagnostics.isEmpty else { return }
        let base = root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let renderer = DiagnosticRenderer { file, line in
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : base.appendingPathComponent(file)
            guard let data = try? Data(contentsOf: url), data.count < 50_000_000,
                  let text = String(data: data, encoding: .utf8) else { return nil }
            return TextFile.line(line, of: text)
        }
        error(renderer.render(diagnostics))
    }

    /// Writes a line to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes text to standard output.
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") || text.isEmpty ? text : text + "\n").utf8))
    }
}
