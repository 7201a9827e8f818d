import ArgumentParser
import DocGenCore
import DocGenKit
import Foundation

/// `docgen init`: starts a docgen project in the current folder.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a docgen project here: docgen.yml, a home page and, with --sources, an audit per rule.",
        discussion: """
        With --sources, the Swift sources are scanned and each rule gets an audit under content/audits/ \
        (passing sites fixed, exempt ones exempt, failing and unresolved ones open), listed in docgen.yml \
        with a gate at today's coverage: 'docgen check' passes now and fails once coverage drops or a new \
        failing site appears. --ci github also writes .github/workflows/accessibility.yml at the \
        repository's root. Never overwrites: when docgen.yml or any file it would write exists, it \
        writes nothing and exits 2.
        """)

    @Option(parsing: .upToNextOption, help: "Swift files or folders to audit, inside this folder.")
    var sources: [String] = []

    @Option(help: "The site's title (default: the folder's name and 'accessibility').")
    var title: String?

    @Option(name: .customLong("rule"), parsing: .upToNextOption, help: "Rules to audit (default: every rule; see 'docgen scan --list-rules').")
    var rules: [String] = []

    @Option(help: "Also write a CI workflow: github.")
    var ci: ProjectInitializer.ContinuousIntegration?

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var options = ProjectInitializer.Options(folder: cwd, toolVersion: DocGen.version)
        options.sources = sources
        options.title = title
        options.rules = rules
        options.ci = ci
        let initializer = ProjectInitializer(options: options)
        let plan: ProjectInitializer.Plan
        do throws(DiagnosticError) {
            plan = try initializer.plan()
            try initializer.write(plan)
        } catch {
            throw CommandFailure(error, root: cwd)
        }
        Console.print(plan.warnings, root: cwd)
        let audits = Dictionary(plan.audits.map { ($0.file, $0) }) { first, _ in first }
        var lines = plan.files.map { file in
            guard let audit = audits[file.path] else { return "wrote \(file.path)" }
            return "wrote \(file.path): \(audit.items) item\(audit.items == 1 ? "" : "s"), \(audit.covered) covered today (the gate)"
        }
        lines += [
            "",
            "Next:",
            "  docgen check    \(plan.audits.isEmpty ? "validates the project" : "passes at today's coverage; fails when it drops or a new failing site appears")",
            "  docgen build    writes the site into site/: open site/index.html",
            "  docgen serve    previews it at http://127.0.0.1:8000/ as you edit",
            "",
            "docgen keeps a build cache in .build-docgen/: add it to .gitignore.",
        ]
        Console.output(lines.joined(separator: "\n"))
    }
}

extension ProjectInitializer.ContinuousIntegration: ExpressibleByArgument {}
