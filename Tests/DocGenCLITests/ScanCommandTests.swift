import DocGenTestSupport
import Foundation
import Testing

/// `docgen scan` as a user runs it: rules listed and picked, settings per rule checked, suppressions shown.
@Suite struct ScanCommandTests {
    static let view = """
    import SwiftUI

    struct Card: View {
        @State private var open = false

        var body: some View {
            Text("Card")
                .offset(y: open ? 0 : 40)
                .animation(.spring, value: open)
            Text("Fade")
                .opacity(open ? 1 : 0)
                // docgen:ignore reduce-motion: fades only, reviewed in ACC-7
                .animation(.bouncy, value: open)
        }
    }

    """

    func makeProject(_ config: String = "title: T\n") throws -> FixtureProject {
        let project = try FixtureProject("-- docgen.yml --\n\(config)")
        try project.write("App/Card.swift", Self.view)
        return project
    }

    @Test func listsRulesWithTheirCriteria() throws {
        let project = try makeProject()
        let result = try DocGenCommand.run(["scan", "--list-rules"], in: project.root)
        #expect(result.status == 0)
        #expect(result.stdout.contains("reduce-motion\t2.3.3 (AAA)\tReduce Motion"))
    }

    @Test func runsAChosenRuleAndReportsRuleAndVerdict() throws {
        let project = try makeProject()
        let text = try DocGenCommand.run(["scan", "App", "--rule", "reduce-motion"], in: project.root)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("App/Card.swift:9:14: warning: [reduce-motion] unguarded [high] animation spring, offset in Card.body"))
        #expect(text.stdout.contains("App/Card.swift:13:14: note: [reduce-motion] suppressed: fades only, reviewed in ACC-7"))
        let json = try DocGenCommand.run(["scan", "App", "--rule", "reduce-motion", "--format", "json"], in: project.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let sites = try #require(document["sites"] as? [[String: Any]])
        #expect(sites.map { $0["rule"] as? String } == ["reduce-motion", "reduce-motion"])
        #expect(sites.map { $0["verdict"] as? String } == ["fail", "exempt"])
        #expect(sites.last?["suppression"] as? String == "fades only, reviewed in ACC-7")
        let failing = try DocGenCommand.run(["scan", "App", "--fail-on", "fail"], in: project.root)
        #expect(failing.status == 1)
    }

    @Test func unknownRulesAndRuleSettingsAreLocatedErrors() throws {
        let project = try makeProject()
        let unknown = try DocGenCommand.run(["scan", "App", "--rule", "wobble"], in: project.root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown rule 'wobble'"))
        let badConfig = try makeProject("title: T\nscan:\n  rules:\n    reduce-motion:\n      safe_wrapper: [x]\n    wobble: {}\n")
        let scan = try DocGenCommand.run(["scan", "App"], in: badConfig.root)
        #expect(scan.status == 2)
        #expect(scan.stderr.contains("docgen.yml:5:7: error: unknown key 'safe_wrapper' in the settings of 'reduce-motion'"))
        #expect(scan.stderr.contains("docgen.yml:6:5: error: unknown rule 'wobble' in 'scan: rules'"))
        let build = try DocGenCommand.run(["check"], in: badConfig.root)
        #expect(build.status == 2)
        #expect(build.stderr.contains("docgen.yml:6:5: error: unknown rule 'wobble'"))
    }
}
