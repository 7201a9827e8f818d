import DocGenTestSupport
import Foundation
import Testing

/// The README and the manual in docs/: the README stays short and its links lead somewhere, and what the
/// manual quotes from docgen is what docgen prints. (`make check-site` builds docs/ with strict links.)
@Suite struct ManualTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: RepositoryPaths.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `[text](target)` and `![alt](target)` targets of a Markdown text, code spans and blocks skipped.
    static func linkTargets(_ markdown: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            if inFence { continue }
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                rest = rest[open.upperBound...]
                guard let close = rest.firstIndex(of: ")") else { break }
                targets.append(String(rest[..<close]))
                rest = rest[close...]
            }
        }
        return targets
    }

    @Test func theReadmeIsShortAndItsLinksLeadToFilesAndAnchors() throws {
        let readme = try Self.read("README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 200)
        let targets = Self.linkTargets(readme)
        #expect(targets.count >= 20, "\(targets)")
        for target in targets where !target.hasPrefix("http") {
            let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
            let file = parts[0]
            #expect(FileManager.default.fileExists(atPath: RepositoryPaths.root.appendingPathComponent(file).path), "README links to a missing \(file)")
            if parts.count == 2, file.hasPrefix("docs/content/"), file.hasSuffix(".md") {
                let page = "docs/site/" + file.dropFirst("docs/content/".count).dropLast(3) + ".html"
                #expect((try? Self.read(page))?.contains("id=\"\(parts[1])\"") == true, "README links to \(target): no such anchor in \(page)")
            }
        }
    }

    @Test func theManualAndTheReadmeShowTheWorkflowInitWrites() throws {
        let project = try FixtureProject()
        #expect(try DocGenCommand.run(["init", "--ci", "github"], in: project.root).status == 0)
        let workflow = try #require(project.read(".github/workflows/accessibility.yml"))
        #expect(try Self.read("docs/content/ci.md").contains("```yaml\n" + workflow + "```\n"), "docs/content/ci.md does not show the workflow init writes:\n\(workflow)")
        let readme = try Self.read("README.md")
        let steps = try #require(readme.range(of: "```yaml\n    steps:\n").map { readme[$0.upperBound...] }?.components(separatedBy: "```").first)
        #expect(workflow.contains("    steps:\n" + steps), "the README's steps are not the workflow's:\n\(steps)")
    }

    @Test func theManualListsTheRulesAsDocgenDoes() throws {
        let listed = try DocGenCommand.run(["scan", "--list-rules"], in: FileManager.default.temporaryDirectory).stdout
        for page in ["docs/content/scanning.md", "docs/content/commands/scan.md"] {
            #expect(try Self.read(page).contains("$ docgen scan --list-rules\n" + listed), "\(page) shows other rules than --list-rules:\n\(listed)")
        }
    }

    @Test func everyCommandHasItsPage() throws {
        let help = try DocGenCommand.run(["--help"], in: FileManager.default.temporaryDirectory).stdout
        let commands = help.components(separatedBy: "SUBCOMMANDS:").last?.split(separator: "\n")
            .compactMap { $0.hasPrefix("  ") && !$0.hasPrefix("   ") ? $0.split(separator: " ").first.map(String.init) : nil }
            .filter { $0.allSatisfy { $0.isLowercase } } ?? []
        #expect(commands.count >= 6, "\(commands)")
        for command in commands {
            #expect(FileManager.default.fileExists(atPath: RepositoryPaths.root.appendingPathComponent("docs/content/commands/\(command).md").path),
                    "docgen \(command) has no page docs/content/commands/\(command).md")
        }
    }
}
