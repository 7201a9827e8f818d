import DocGenCore
import DocGenReport
import DocGenScan
import DocGenTestSupport
import Foundation
import Testing

@Suite struct ScanReporterTests {
    static let sources: [(path: String, text: String)] = [
        ("Views/Quiz.swift", """
        import SwiftUI

        struct TestTakingView: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var answered = false

            var body: some View {
                Text("Q1")
                    .offset(x: answered ? -300 : 0)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.35)) { answered = true }
                    }
                Text("Hint")
                    .transition(reduceMotion ? .opacity : .slide)
                Text("Saved").opacity(answered ? 1 : 0).animation(.easeIn, value: answered)
            }
        }
        """),
        ("Motion/Tokens.swift", """
        import SwiftUI
        import UIKit

        enum Motion {
            static var standard: Animation? { UIAccessibility.isReduceMotionEnabled ? nil : .default }
        }
        """),
    ]

    static var result: ScanResult { AccessibilityScanner(rules: ["reduce-motion"]).scan(sources: sources) }

    @Test func textListsUnguardedSitesCompilerStyle() {
        let text = ScanTextReporter().report(Self.result)
        #expect(text.hasPrefix("Views/Quiz.swift:11:17: warning: [reduce-motion] unguarded [high] withAnimation spring, offset, opacity in TestTakingView.body\n"))
        #expect(text.contains("reduce-motion: 3 sites in 2 files: 1 pass, 1 exempt, 0 unknown, 1 fail"))
    }

    @Test func jsonMatchesGolden() {
        let json = ScanJSONReporter().report(Self.result)
        let difference = Golden.compare(json, named: "scan.json")
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func sarifValidatesAgainstSchema() throws {
        let sarif = ScanSARIFReporter(toolVersion: "1.0.0").report(Self.result)
        let (status, output) = try SARIFSchema.validate(sarif)
        #expect(status == 0, "SARIF does not validate against the 2.1.0 schema:\n\(output)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(((results.first?["partialFingerprints"] as? [String: String])?["docgenSiteId/v1"] ?? "").isEmpty == false)
        #expect(results.first?["ruleId"] as? String == "reduce-motion")
        let rule = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any]).flatMap { $0["rules"] as? [[String: Any]] }?.first)
        #expect(rule["id"] as? String == "reduce-motion")
        #expect((rule["helpUri"] as? String)?.hasPrefix("https://www.w3.org/WAI/") == true)
        #expect(((rule["properties"] as? [String: Any])?["tags"] as? [String])?.contains("wcag233") == true)
        #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        #expect(sarif.contains("\"startLine\": 11"))
        #expect(sarif.contains("\"level\": \"error\""))
    }

    @Test func aFixedTypographyTokenIsReportedOnceWithItsUses() throws {
        let result = AccessibilityScanner(rules: ["dynamic-type"]).scan(sources: [
            ("DesignSystem/Typography.swift", "import SwiftUI\n\nenum Typography {\n    static let h1 = Font.system(size: 32)\n}\n"),
            ("Views/Home.swift", """
            import SwiftUI

            struct Home: View {
                var body: some View {
                    VStack {
                        Text("Runs").font(Typography.h1)
                        Text("Rides").font(Typography.h1)
                    }
                }
            }
            """),
        ])
        let text = ScanTextReporter().report(result)
        let warnings = text.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings == [
            "DesignSystem/Typography.swift:4:26: warning: [dynamic-type] fixed-size [medium] Font.system fixed-size, 32 pt, "
                + "Typography.h1 used 2 times in Typography.h1",
        ])
        #expect(text.contains("dynamic-type: 3 sites in 2 files: 0 pass, 0 exempt, 0 unknown, 3 fail"))
        let uses = result.sites.filter { $0.kind == "font" }
        #expect(uses.count == 2 && uses.allSatisfy { $0.repeatsDefinition && $0.verdict == .fail })
        #expect(uses.first?.summary == "font fixed-size, 32 pt in Home.body (Typography.h1 is Font.system(size: 32) at DesignSystem/Typography.swift:4)")
    }
}
