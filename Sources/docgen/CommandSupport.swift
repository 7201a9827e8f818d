import ArgumentParser
import DocGenCore
import DocGenScan
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
            let loaded = try ConfigLoader.load(from: url, displayPath: config)
            _ = try ScanOptions(settings: loaded.scan)
            return loaded
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
        let sources = SourceLineCache(base: base)
        let renderer = DiagnosticRenderer { file, line in sources.line(line, of: file) }
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

/// Reads each file named by diagnostics once, to show the line under each message.
final class SourceLineCache: @unchecked Sendable {
    private let base: URL
    private let lock = NSLock()
    private var texts: [String: String] = [:]

    init(base: URL) {
        self.base = base
    }

    /// Line `number` (1-based) of `file`, or `nil` when the file cannot be read as text.
    func line(_ number: Int, of file: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if texts[file] == nil {
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : base.appendingPathComponent(file)
            texts[file] = (try? Data(contentsOf: url)).flatMap { $0.count < 50_000_000 ? String(data: $0, encoding: .utf8) : nil } ?? ""
        }
        return texts[file].flatMap { TextFile.line(number, of: $0) }
    }
}
