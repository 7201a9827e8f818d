import ArgumentParser
import DocGenCore
import DocGenKit
import Foundation

/// Options every command that reads `docgen.yml` shares.
struct ConfigOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The site configuration file.")
    var config: String = "docgen.yml"

    @Flag(name: .shortAndLong, help: "Print no progress and no summary, only problems.")
    var quiet = false

    /// The pipeline's options for this configuration file.
    func buildOptions() -> BuildOptions {
        var options = BuildOptions(configFile: config, toolVersion: DocGen.version)
        options.sourceDateEpoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { $0.isEmpty ? nil : $0 }
        return options
    }

    /// Progress lines (`[3/11] load theme`) on standard error, unless quiet or not a terminal.
    var logger: Logger { .standardError(quiet: quiet) }
}

/// A command that did not succeed: what to print, and the exit status. Every command ends through
/// ``DocGen/main()``, which prints it the same way for all of them.
struct CommandFailure: Error {
    /// The exit status.
    var status: ExitStatus
    /// Problems to print, sorted, with source lines.
    var diagnostics: [Diagnostic] = []
    /// The folder the diagnostics' paths are relative to (the current folder when `nil`).
    var root: URL?
    /// A closing line.
    var summary: String?

    /// Invalid usage: `docgen: error: message`, exit 2.
    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(status: .invalidInput, summary: "docgen: error: \(message)")
    }

    /// A pipeline run that stopped at a step: its diagnostics, then which step and that nothing was written.
    init(_ failure: BuildFailure) {
        let errors = failure.errorCount
        self.init(status: .invalidInput, diagnostics: failure.diagnostics, root: failure.root,
                  summary: "docgen: \(failure.step.name) failed with \(errors) error\(errors == 1 ? "" : "s"); nothing was written")
    }

    /// Invalid input reported outside the pipeline.
    init(_ error: DiagnosticError, root: URL? = nil) {
        self.init(status: .invalidInput, diagnostics: error.diagnostics, root: root)
    }

    init(status: ExitStatus, diagnostics: [Diagnostic] = [], root: URL? = nil, summary: String? = nil) {
        self.status = status
        self.diagnostics = diagnostics
        self.root = root
        self.summary = summary
    }
}

/// Writes diagnostics and results to the terminal.
enum Console {
    /// Prints diagnostics to standard error, sorted, with the source line and a caret.
    static func print(_ diagnostics: [Diagnostic], root: URL? = nil) {
        guard !diagnostics.isEmpty else { return }
        error(SourceLineCache.render(diagnostics, root: root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)))
    }

    /// Prints each gate's result and the ratchet's violations; throws exit 1 when any failed.
    static func reportGates(_ gates: [GateOutcome], ratchet: [Diagnostic], quiet: Bool, root: URL) throws {
        for gate in gates {
            if gate.passed {
                if !quiet { output(gate.summaryLine) }
            } else {
                error(gate.textLines.joined(separator: "\n"))
            }
        }
        print(ratchet, root: root)
        if !gates.allSatisfy(\.passed) || !ratchet.isEmpty { throw CommandFailure(status: .gateFailed) }
    }

    /// Writes a line to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((TerminalText.escaped(text) + "\n").utf8))
    }

    /// Writes text to standard output.
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") || text.isEmpty ? text : text + "\n").utf8))
    }
}
