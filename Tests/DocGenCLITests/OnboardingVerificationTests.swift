import DocGenTestSupport
import Foundation
import Testing

/// The onboarding audit is verified against `examples/onboarding/` with the Reduce Motion, Dynamic Type,
/// VoiceOver, colour-scheme, semantic-structure and motion-spec rules: its text-size, label, colour, heading and
/// grouping items are checked facts, and breaking a fix fails the gate.
@Suite struct OnboardingVerificationTests {
    func repositoryCopy() throws -> FixtureProject {
        let project = try FixtureProject("", copyDefaultTheme: true)
        for item in ["content", "docgen.yml", "examples"] {
            try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent(item), to: project.url(item))
        }
        return project
    }

    func items(_ project: FixtureProject) throws -> (status: Int32, stdout: String, verification: [String: String]) {
        let result = try DocGenCommand.run(["check", "--format", "json"], in: project.root)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let audit = try #require((json["audits"] as? [[String: Any]])?.first { $0["id"] as? String == "onboarding" })
        let items = try #require(audit["items"] as? [[String: Any]])
        let verification = Dictionary(uniqueKeysWithValues: items.compactMap { item in
            (item["id"] as? String).map { ($0, item["verification"] as? String ?? "") }
        })
        let text = try DocGenCommand.run(["check"], in: project.root)
        return (text.status, text.stdout, verification)
    }

    @Test func textSizeAndLabelItemsAreVerifiedAgainstTheExamples() throws {
        let project = try repositoryCopy()
        let (status, _, verification) = try items(project)
        #expect(status == 0)
        for id in ["motion.welcome-glow", "text-size.page-titles", "text-size.permission-icons", "labels.app-icon",
                   "labels.progress-dots", "decorative.feature-icons", "colour.allowed-badge", "motion.page-change-timing"] {
            #expect(verification[id] == "verified", "\(id)")
        }
        // Headings and grouping, judged by semantic-structure.
        for id in ["grouping.synced-rows", "headers.feature-titles", "headers.sync-section-title"] {
            #expect(verification[id] == "verified", "\(id)")
        }
        // Layout, hints and focus are not what a rule can judge: not checked, never stale.
        #expect(verification["text-size.permission-cards-stack"] == "unverified")
        #expect(verification["hints.skip"] == "unverified")
    }

    @Test func anUnverifiedItemSaysWhy() throws {
        let project = try repositoryCopy()
        let csv = try DocGenCommand.run(["check", "--format", "csv"], in: project.root).stdout
        let line = { (id: String) in csv.components(separatedBy: "\r\n").first { $0.hasPrefix("stride,onboarding,\(id),") } ?? "" }
        #expect(line("focus.page-titles").contains(",unverified,\"no scanner rule of this audit (reduce-motion, dynamic-type, voiceover, color-scheme, semantic-structure, "
            + "motion-spec) checks 2.4.3\","))
        #expect(line("text-size.permission-cards-stack").contains(",unverified,no dynamic-type site at this place in the code,"))
        #expect(line("labels.app-icon").contains(",verified,voiceover: "), "a verified item says what the rule found")
        let page = try #require(try { () throws -> String? in
            #expect(try DocGenCommand.run(["build", "--output", "out"], in: project.root).status == 0)
            return project.read("out/audits/onboarding.html")
        }())
        #expect(page.contains("<span class=\"verdict-unverified\">not verified</span><span class=\"verification-reason\">no scanner rule of this audit "
                              + "(reduce-motion, dynamic-type, voiceover, color-scheme, semantic-structure, motion-spec) checks 2.4.3</span>"))
    }

    @Test func aTypographyTokenThatStopsScalingFailsTheGate() throws {
        let project = try repositoryCopy()
        let file = "examples/onboarding/DesignSystem/Typography.swift"
        let original = try #require(project.read(file))
        try project.write(file, original.replacingOccurrences(of: "static let pageTitle = Font.largeTitle.bold()",
                                                              with: "static let pageTitle = Font.system(size: 32, weight: .bold)"))
        let (status, stdout, verification) = try items(project)
        #expect(status == 1)
        #expect(verification["text-size.page-titles"] == "unguarded")
        #expect(stdout.contains("examples/onboarding/Pages/OnboardingPage.swift:17: error: [medium] text-size.page-titles"))
        #expect(stdout.contains("(claimed fixed, unguarded in code)"))
    }

    @Test func aTitleThatLosesItsHeaderTraitFailsTheGate() throws {
        let project = try repositoryCopy()
        let file = "examples/onboarding/Components/FeatureCard.swift"
        let original = try #require(project.read(file))
        try project.write(file, original.replacingOccurrences(of: "                    .accessibilityAddTraits(.isHeader)\n", with: ""))
        let (status, stdout, verification) = try items(project)
        #expect(status == 1)
        #expect(verification["headers.feature-titles"] == "unguarded")
        #expect(stdout.contains("examples/onboarding/Components/FeatureCard.swift:30: error: [medium] headers.feature-titles"))
    }

    @Test func theGlowsDurationIsExemptInTheCodeWithItsReason() throws {
        let project = try repositoryCopy()
        let (status, sites) = try Self.scan(project, rule: "motion-spec")
        #expect(status == 0)
        let glow = sites.first { $0["file"] as? String == "examples/onboarding/Modifiers/AnimatedGlow.swift" }
        #expect(glow?["verdict"] as? String == "exempt")
        #expect((glow?["reason"] as? String)?.hasPrefix("suppressed") == true, "\(glow ?? [:])")
    }

    static func scan(_ project: FixtureProject, rule: String) throws -> (Int32, [[String: Any]]) {
        let result = try DocGenCommand.run(["scan", "examples/onboarding", "--rule", rule, "--format", "json", "--fail-on", "fail"], in: project.root)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return (result.status, json["sites"] as? [[String: Any]] ?? [])
    }

    @Test func anUnlabelledImageFailsTheGate() throws {
        let project = try repositoryCopy()
        let file = "examples/onboarding/Pages/WelcomePage.swift"
        let original = try #require(project.read(file))
        try project.write(file, original.replacingOccurrences(of: "            .accessibilityLabel(Bundle.main.displayName)\n", with: ""))
        let (status, stdout, verification) = try items(project)
        #expect(status == 1)
        #expect(verification["labels.app-icon"] == "unguarded")
        #expect(stdout.contains("labels.app-icon"))
    }

    @Test func aBadgeColourBackToItsOldGreenFailsTheGateWithTheRatio() throws {
        let project = try repositoryCopy()
        let file = "examples/onboarding/DesignSystem/OnboardingTheme.swift"
        let original = try #require(project.read(file))
        try project.write(file, original.replacingOccurrences(of: "static let allowedBadge = Color(red: 0.0, green: 0.45, blue: 0.2)",
                                                              with: "static let allowedBadge = Color(red: 0.20, green: 0.78, blue: 0.35)"))
        let (status, stdout, verification) = try items(project)
        #expect(status == 1)
        #expect(verification["colour.allowed-badge"] == "unguarded")
        #expect(stdout.contains("examples/onboarding/Components/PermissionCard.swift:57: error: [medium] colour.allowed-badge"))
        let scan = try DocGenCommand.run(["scan", "examples/onboarding", "--rule", "color-scheme"], in: project.root)
        #expect(scan.stdout.contains("2.22:1 < 4.5:1"), "\(scan.stdout)")
    }

    @Test func aNewFixedFontNoItemListsIsUnaudited() throws {
        let project = try repositoryCopy()
        let file = "examples/onboarding/Components/SyncToast.swift"
        let original = try #require(project.read(file))
        try project.write(file, original.replacingOccurrences(of: ".font(Typography.toast)", with: ".font(.system(size: 15))"))
        let (status, stdout, _) = try items(project)
        #expect(status == 1)
        #expect(stdout.contains("examples/onboarding/Components/SyncToast.swift:15: error: [high]"))
        #expect(stdout.contains("(unaudited)"))
    }

    /// Red team 3, F8: an item past the end of its file, or in a file that does not exist, counted as covered.
    @Test func anItemPastTheEndOfItsFileOrInAMissingFileIsStale() throws {
        let project = try repositoryCopy()
        let file = "content/audits/onboarding.yml"
        let audit = try #require(project.read(file))
        try project.write(file, audit
            .replacingOccurrences(of: "motion.welcome-glow\n    file: examples/onboarding/Modifiers/AnimatedGlow.swift\n    line: 31\n",
                                  with: "motion.welcome-glow\n    file: examples/onboarding/Modifiers/AnimatedGlow.swift\n    line: 99999\n")
            .replacingOccurrences(of: "text-size.page-titles\n    file: examples/onboarding/Pages/OnboardingPage.swift\n    line: 17\n",
                                  with: "text-size.page-titles\n    file: examples/onboarding/Modifiers/Nope.swift\n    line: 17\n"))
        let (status, stdout, verification) = try items(project)
        #expect(status == 1)
        #expect(verification["motion.welcome-glow"] == "stale")
        #expect(verification["text-size.page-titles"] == "stale")
        #expect(stdout.contains("examples/onboarding/Modifiers/AnimatedGlow.swift:99999: error: [critical] motion.welcome-glow"), "\(stdout)")
        #expect(stdout.contains("examples/onboarding/Modifiers/Nope.swift:17: error: [medium] text-size.page-titles"), "\(stdout)")
        #expect(stdout.contains("onboarding: 22/24 covered"), "\(stdout)")
        // The reason travels with the item, to the CSV and the site's "In code" column.
        let csv = try DocGenCommand.run(["check", "--format", "csv"], in: project.root).stdout
        #expect(csv.contains("line 99999 is past the end of examples/onboarding/Modifiers/AnimatedGlow.swift"), "\(csv)")
        #expect(csv.contains("examples/onboarding/Modifiers/Nope.swift does not exist"), "\(csv)")
    }

    @Test func anUnknownRuleInAnAuditEntryIsALocatedError() throws {
        let project = try repositoryCopy()
        let config = try #require(project.read("docgen.yml"))
        try project.write("docgen.yml", config.replacingOccurrences(of: "rules: [reduce-motion, dynamic-type, voiceover, color-scheme, semantic-structure, motion-spec]",
                                                                  with: "rules: [reduce-motion, font-size]"))
        let result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("docgen.yml:"))
        #expect(result.stderr.contains("unknown rule 'font-size' for the audit 'content/audits/onboarding.yml'"))
    }
}
