import DocGenTestSupport
import Foundation
import Testing

/// This repository's own program: the Reduce Motion audit passes the 68/68 gate with the program's
/// figures, and reopening any one item fails the gate naming that item; the onboarding audit's gate
/// requires every item, and its motion items are guarded animations in `examples/onboarding/`.
@Suite struct ProgramContentTests {
    func repositoryCopy() throws -> FixtureProject {
        let project = try FixtureProject("", copyDefaultTheme: true)
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("content"), to: project.url("content"))
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("docgen.yml"), to: project.url("docgen.yml"))
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("examples"), to: project.url("examples"))
        return project
    }

    func audits(_ result: CommandResult) throws -> [String: [String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let audits = try #require(json["audits"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: audits.compactMap { audit in (audit["id"] as? String).map { ($0, audit) } })
    }

    func scanSites(_ path: String, in project: FixtureProject) throws -> (status: Int32, sites: [[String: Any]]) {
        let result = try DocGenCommand.run(["scan", path, "--format", "json", "--fail-on", "unguarded"], in: project.root)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return (result.status, try #require(json["sites"] as? [[String: Any]]))
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

    @Test func theOnboardingGateRequiresEveryItem() throws {
        let project = try repositoryCopy()
        let result = try DocGenCommand.run(["check", "--format", "json"], in: project.root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let audit = try #require(try audits(result)["onboarding"])
        let total = try #require(audit["total"] as? Int)
        #expect(total > 0)
        #expect(audit["required"] as? Int == total)
        #expect(audit["covered"] as? Int == total)
        let byCriterion = try #require(audit["byCriterion"] as? [String: [String: Any]])
        #expect(Set(byCriterion.keys).isSuperset(of: ["2.3.3", "1.4.4", "1.1.1", "1.3.1", "4.1.2"]), "the plan's criteria")
    }

    @Test func onboardingMotionItemsAreGuardedAnimationsInTheExamples() throws {
        let project = try repositoryCopy()
        let check = try DocGenCommand.run(["check", "--format", "json"], in: project.root)
        let items = try #require(try audits(check)["onboarding"]?["items"] as? [[String: Any]])
        let motion = items.filter { ($0["criteria"] as? [String])?.contains("2.3.3") == true }
        #expect(!motion.isEmpty)
        let (status, sites) = try scanSites("examples/onboarding", in: project)
        #expect(status == 0, "no animation in the examples is unguarded")
        for item in motion {
            let site = sites.first { $0["file"] as? String == item["file"] as? String && $0["line"] as? Int == item["line"] as? Int }
            #expect(site?["guarded"] as? Bool == true, "\(item["id"] ?? "?") is a guarded animation at its file and line")
        }
    }

    @Test func eachProductsConformanceReportListsItsOwnAuditsCriteria() throws {
        let project = try repositoryCopy()
        let check = try DocGenCommand.run(["check", "--format", "json"], in: project.root)
        let audits = try audits(check)
        let build = try DocGenCommand.run(["build", "--output", "out"], in: project.root)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(!project.exists("out/conformance.html"), "two products: one report each")
        func verdict(_ id: String, in page: String) -> String? {
            let anchor = "<tr id=\"wcag-" + id.replacingOccurrences(of: ".", with: "-") + "\" data-verdict=\""
            return page.components(separatedBy: anchor).dropFirst().first.map { String($0.prefix { $0 != "\"" }) }
        }
        let aiq = try #require(project.read("out/conformance/aiq.html"))
        let stride = try #require(project.read("out/conformance/stride.html"))
        for (audit, page, allowed) in [("reduce-motion", aiq, ["partially-supports"]), ("onboarding", stride, ["supports", "supports-unverified"])] {
            let named = try #require(audits[audit]?["byCriterion"] as? [String: Any]).keys
            #expect(!named.isEmpty)
            for id in named {
                #expect(verdict(id, in: page).map(allowed.contains) == true, "\(audit): \(id) is \(verdict(id, in: page) ?? "missing")")
            }
        }
        #expect(verdict("2.3.3", in: aiq) == "partially-supports", "the open follow-up on the three loops")
        #expect(verdict("2.2.2", in: aiq) == "partially-supports")
        #expect(verdict("1.2.1", in: aiq) == "not-applicable" && verdict("1.2.1", in: stride) == "not-evaluated")
        #expect(verdict("1.4.4", in: aiq) == "not-evaluated", "Stride's items say nothing about AIQ")
        #expect(aiq.contains("<dt>Product</dt><dd>AIQ</dd>") && aiq.contains("<dt>Version</dt><dd>1.8</dd>"))
        #expect(build.stderr.contains("warning: AIQ: ") && build.stderr.contains("warning: Stride: "), "the gaps are warned about")
    }

    @Test func removingTheGlowsGuardIsCaughtByTheScanner() throws {
        let project = try repositoryCopy()
        let glow = "examples/onboarding/Modifiers/AnimatedGlow.swift"
        let original = try #require(project.read(glow))
        try project.write(glow, original.replacingOccurrences(of: "guard !reduceMotion else { return }\n", with: ""))
        let (status, sites) = try scanSites("examples/onboarding", in: project)
        #expect(status == 1)
        let unguarded = sites.filter { $0["guarded"] as? Bool == false }
        #expect(unguarded.map { "\($0["file"] ?? "")|\($0["severity"] ?? "")" } == ["\(glow)|critical"])
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
