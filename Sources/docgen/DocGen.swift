import ArgumentParser
import Foundation

@main
struct DocGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docgen",
        abstract: "Builds an accessibility program's documentation site.",
        subcommands: [CheckCommand.self])

    /// Runs the command, mapping usage errors to exit status 2 (ArgumentParser's default is 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
