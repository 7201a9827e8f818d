import DocGenAudit
import DocGenCore
import DocGenTestSupport
import Foundation
import Testing

/// The program's second audit, `content/audits/onboarding.yml`, against the SwiftUI sources in
/// `examples/onboarding/`: every item names a real line of code, and every line of its `after`
/// is code that exists there.
@Suite struct OnboardingAuditTests {
    static let auditPath = "content/audits/onboarding.yml"
    static let sourcesFolder = "examples/onboarding"

    func audit() throws -> Audit {
        let url = RepositoryPaths.root.appendingPathComponent(Self.auditPath)
        return try AuditLoader.parse(String(contentsOf: url, encoding: .utf8), file: Self.auditPath)
    }

    func lines(of file: String) throws -> [Substring] {
        let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Every line of code under `examples/onboarding/`, trimmed.
    func sourceLines() throws -> Set<String> {
        let root = RepositoryPaths.root.appendingPathComponent(Self.sourcesFolder)
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var lines: Set<String> = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            lines.formUnion(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return lines
    }

    @Test func everyItemNamesALineOfCodeInTheExamples() throws {
        let audit = try audit()
        #expect(!audit.items.isEmpty)
        for item in audit.items {
            #expect(item.file.hasPrefix(Self.sourcesFolder + "/"), "\(item.id) names a file of the examples")
            let lines = try lines(of: item.file)
            try #require(item.line <= lines.count, "\(item.id): \(item.file) has \(lines.count) lines")
            let code = lines[item.line - 1].trimmingCharacters(in: .whitespaces)
            #expect(!code.isEmpty && !code.hasPrefix("//") && code != "}", "\(item.id): line \(item.line) is code: '\(code)'")
        }
    }

    @Test func everyLineOfEveryAfterIsInTheExamples() throws {
        let audit = try audit()
        let source = try sourceLines()
        let afters = audit.items.compactMap { item in item.after.map { (item.id, $0) } }
            + audit.patterns.compactMap { pattern in pattern.after.map { ("pattern " + pattern.id, $0) } }
        #expect(afters.count >= audit.items.count / 2)
        for (id, after) in afters {
            for line in after.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
                #expect(source.contains(line), "\(id): '\(line)' is not in \(Self.sourcesFolder)")
            }
        }
    }

    /// An item's line is one of the lines its `after` shows or, for a fix made in a token's
    /// definition, a use of the token its `after` defines.
    @Test func everyItemsLineIsCodeItsAfterShows() throws {
        for item in try audit().items {
            let after = try #require(item.after, "\(item.id) shows its code after the fix")
            let line = try lines(of: item.file)[item.line - 1].trimmingCharacters(in: .whitespaces)
            let shown = after.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let token = after.firstMatch(of: /static let (\w+) =/).map { "." + $0.output.1 }
            #expect(shown.contains(line) || token.map { line.contains($0 + ")") } == true,
                    "\(item.id): line \(item.line) of \(item.file) is '\(line)', which its after does not show")
        }
    }

    @Test func everyItemNamesCriteriaAndThePlansAreasAreCovered() throws {
        let audit = try audit()
        for item in audit.items {
            #expect(!item.criteria.isEmpty, "\(item.id) names its WCAG criteria")
            #expect(item.status == .fixed, "the plan is complete")
            #expect(item.phase != nil, "\(item.id) belongs to a phase of the plan")
        }
        let areas = Set(audit.items.compactMap { $0.id.split(separator: ".").first.map(String.init) })
        #expect(areas == ["motion", "text-size", "labels", "grouping", "decorative", "hints", "headers", "focus", "announcements", "colour"])
        #expect(audit.phases.map(\.title) == ["Motion and text size", "Labels and grouping", "Navigation and feedback",
                                              "Automated UI tests", "Colour and appearance"])
    }
}
