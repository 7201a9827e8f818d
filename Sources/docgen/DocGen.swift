import ArgumentParser

@main
struct DocGen: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "docgen", abstract: "Builds an accessibility program's documentation site.",
        subcommands: [ScanCommand.self]
    )
}
