import DocGenCore
@testable import DocGenScan
import DocGenTestSupport
import Foundation
import Testing

/// A rule's verdicts do not depend on which other rules run beside it: a file that one rule reads first (a
/// reduce-motion definer) must still give every other rule its notes.
@Suite struct RuleIndependenceTests {
    @Test(arguments: RuleRegistry.ids)
    func aRuleAloneFindsWhatItFindsBesideEveryOtherRule(rule: String) throws {
        let together = try #require(try? FixtureCorpusTests.result.get())
        let alone = try AccessibilityScanner(options: FixtureCorpusTests.options, rules: [rule])
            .scan(paths: [FixtureCorpus.root], root: FixtureCorpus.root)
        func describe(_ sites: [ScanSite]) -> [String] {
            sites.map { "\($0.file):\($0.line):\($0.column) \($0.verdict.rawValue) \($0.reason) \($0.severity.rawValue)" }
        }
        let expected = describe(together.sites.filter { $0.rule == rule })
        let found = describe(alone.sites)
        #expect(found == expected, "only alone: \(Set(found).subtracting(expected).sorted()); only together: \(Set(expected).subtracting(found).sorted())")
    }

    /// The shape that showed it on a real app: a row view with a closure property (which makes its file a
    /// reduce-motion definer) is a button's label in another file; voiceover must still see the row's text.
    @Test func aLabelViewInAFileReduceMotionReadsFirstStillNamesItsButton() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        import SwiftUI

        struct ShelfRowLabel: View {
            let title: String
            var onLongPress: () -> Void = {}

            var body: some View {
                Label(title, systemImage: "books.vertical")
                    .onLongPressGesture(perform: onLongPress)
            }
        }
        """.write(to: folder.appendingPathComponent("ShelfRowLabel.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI

        struct ShelfList: View {
            @State private var opened = ""

            var body: some View {
                Button {
                    opened = "Fiction"
                } label: {
                    ShelfRowLabel(title: "Fiction")
                }
            }
        }
        """.write(to: folder.appendingPathComponent("ShelfList.swift"), atomically: true, encoding: .utf8)
        let together = try AccessibilityScanner().scan(paths: [folder], root: folder)
        let button = together.sites.first { $0.rule == "voiceover" && $0.file == "ShelfList.swift" && $0.line == 7 }
        #expect(button?.verdict == .pass, "\(together.sites.map { "\($0.rule) \($0.file):\($0.line) \($0.reason)" })")
        let alone = try AccessibilityScanner(rules: ["voiceover"]).scan(paths: [folder], root: folder)
        #expect(alone.sites == together.sites.filter { $0.rule == "voiceover" })
    }
}
