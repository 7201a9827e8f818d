import DocGenTestSupport
import Foundation
import Testing

/// This repository's own program: its audit passes the 68/68 gate, its figures are the program's,
/// and reopening any one item fails the gate naming that item.
@Suite struct ProgramContentTests {
    func repositoryCopy() throws -> FixtureProject {
        let project = try FixtureProject("", copyDefaultTheme: true)
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("content"), to: project.url("content"))
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("docgen.yml"), to: project.url("docgen.yml"))
        return project
    }

    @Test func theProgramsGatePasses() throws {
        let project = try repositoryCopy()
        let result = try DocGenCommand.run(["check", "--format", "json"], in: project.root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let audit = try #require((json["audits"] as? [[String: Any]])?.first)
        #expect(audit["id"] as? String == "reduce-motion")
        #expect(audit["total"] as? Int == 68)
        #expect(audit["covered"] as? Int == 68)
        let bySeverity = try #require(audit["bySeverity"] as? [String: [String: Int]])
        #expect(bySeverity.mapValues { $0["count"] } == ["critical": 3, "high": 24, "medium": 31, "low": 10])
        let items = try #require(audit["items"] as? [[String: Any]])
        #expect(Set(items.compactMap { $0["file"] as? String }).count == 17)
    }

    @Test func reopeningAnyItemFailsTheGate() throws {
        let project = try repositoryCopy()
        let original = try #require(project.read("content/audits/reduce-motion.yml"))
        let statuses = original.ranges(of: "status: fixed")
        #expect(statuses.count == 68)
        for index in [0, 33, 67] {
            try project.write("content/audits/reduce-motion.yml", original.replacingCharacters(in: statuses[index], with: "status: open"))
            let result = try DocGenCommand.run(["check"], in: project.root)
            #expect(result.status == 1)
            #expect(result.stdout.contains("reduce-motion: 67/68 covered, 68 required"))
            #expect(result.stdout.split(separator: "\n").filter { $0.contains(": error: [") && $0.hasSuffix("(open)") }.count == 1)
        }
    }
}
