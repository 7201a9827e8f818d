import ArgumentParser
import DocGenCore
import DocGenKit
import Foundation

/// The `docgen` command: builds the documentation site, checks coverage gates, scans Swift sources.
@main
struct DocGen: ParsableCommand {
    static let version = DocGenVersion.current

    static let configuration = CommandConfiguration(
        commandName: "docgen",
        abstract: "Builds an accessibility program's documentation site and checks its audits.",
        discussion: """
        Exit codes: 0 success; 1 a coverage gate failed; 2 invalid input or usage \
        (nothing written); 3 internal failure.
        """,
        version: version,
        subcommands: [InitCommand.self, BuildCommand.self, CheckCommand.self, ServeCommand.self, ScanCommand.self, ThemeCommand.self]
    )

    /// Runs the command, mapping failures to docgen's exit codes: usage errors exit 2 (not 64),
    /// help and version exit 0, anything unexpected exits 3.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(ExitStatus.success.rawValue)
        } catch let failure as CommandFailure {
            fail(failure)
        } catch let failure as BuildFailure {
            fail(CommandFailure(failure))
        } catch let error as DiagnosticError {
            fail(CommandFailure(error))
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            switch exitCode(for: error) {
            case .success:
                print(fullMessage(for: error))
                Foundation.exit(ExitStatus.success.rawValue)
            case .validationFailure:
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.invalidInput.rawValue)
            default:
                FileHandle.standardError.write(Data("docgen: error: internal failure: \(error)\n".utf8))
                Foundation.exit(ExitStatus.internalFailure.rawValue)
            }
        }
    }
}

extension DocGen {
    /// The one place a failed command is printed: diagnostics with their source lines, then the summary.
    static func fail(_ failure: CommandFailure) -> Never {
        Console.print(failure.diagnostics, root: failure.root)
        if let summary = failure.summary { Console.error(summary) }
        Foundation.exit(failure.status.rawValue)
    }
}

/// docgen's exit codes, as DESIGN.md defines them.
enum ExitStatus: Int32 {
    case success = 0
    case gateFailed = 1
    case invalidInput = 2
    case internalFailure = 3
}
