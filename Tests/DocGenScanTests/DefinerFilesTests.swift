import DocGenCore
@testable import DocGenScan
import Testing

/// The definers are kept as text and declarations and parsed again by each stage that reads them
/// (``DefinerFiles``): the stages must find in them what they found when the trees were kept.
@Suite struct DefinerFilesTests {
    static let modifier = """
        import SwiftUI
        struct Fade: ViewModifier {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            let animation: Animation
            func body(content: Content) -> some View { content.animation(reduceMotion ? nil : animation, value: 1) }
        }
        """
    static let forwarder = """
        import SwiftUI
        extension View {
            func fade(_ a: Animation) -> some View { modifier(Fade(animation: a)) }
        }
        """
    /// A definer without any identifier a site may be named: the wrapper resolution does not parse it again for sites.
    static let titled = """
        import SwiftUI
        extension View {
            func titled(_ title: String) -> some View { navigationTitle(title) }
        }
        """
    static let caller = """
        import SwiftUI
        struct Card: View {
            var body: some View { Text("x").fade(.spring) }
        }
        """

    static func definers(_ texts: [String]) -> [DefinerFile] {
        texts.enumerated().map { DefinerFile(ParsedFile(index: $0.offset, path: "F\($0.offset).swift", text: $0.element)) }
    }

    @Test func aDefinerParsedAgainHasTheDeclarationsOfItsFirstParse() {
        let files = Self.definers([Self.modifier, Self.forwarder])
        let set = DefinerFiles(files: files, notes: [NoData(), NoData()])
        let again = set.parsed { file in file.declarations.map(\.name) }
        #expect(again == files.map { $0.declarations.map(\.name) })
        #expect(again[0].contains("Fade") && again[1].contains("fade"))
        #expect(set.parsed([1]) { $0.path } == ["F1.swift"])
        #expect(set.parsed([]) { $0.path }.isEmpty)
    }

    @Test func onlyTheDefinersWithAnIdentifierOfANameAreParsedForIt() {
        let set = DefinerFiles(files: Self.definers([Self.modifier, Self.forwarder]), notes: [NoData(), NoData()])
        #expect(set.positions(mentioning: ["Fade"]) == [0, 1])
        #expect(set.positions(mentioning: ["fade"]) == [1])
        #expect(set.positions(mentioning: ["reduceMotion", "nowhere"]) == [0])
        #expect(set.positions(mentioning: ["nowhere"]).isEmpty)
        // A name only inside a longer one, a comment or a string is no identifier of that name.
        let other = DefinerFiles(files: Self.definers(["let fadeIn = 1 // fade\nlet s = \"fade\""]), notes: [NoData()])
        #expect(other.positions(mentioning: ["fade"]).isEmpty)
        #expect(other.positions(mentioning: ["fadeIn"]) == [0])
    }

    @Test func aDefinerNamesSitesOnlyWithAnIdentifierASiteMayHave() {
        let analysis = ReduceMotionAnalysis(options: RuleOptions())
        let notes = [Self.modifier, Self.titled].enumerated().map { analysis.definerNotes(ParsedFile(index: $0.offset, path: "F.swift", text: $0.element)) }
        #expect(notes.map(\.namesSites) == [true, false])
        #expect(notes[0].environmentNames == ["reduceMotion"])
    }

    /// The wrapper found in one definer, the helper forwarding to it from another (found by parsing again only
    /// the definers with an identifier of its name), and the wrapper's site concluded through the call in the other
    /// definer (its final notes) and that helper's caller.
    @Test func helpersAreFoundAcrossDefinersParsedAgain() {
        let result = AccessibilityScanner(rules: [ReduceMotionRule.id]).scan(sources: [
            (path: "Fade.swift", text: Self.modifier), (path: "View+Fade.swift", text: Self.forwarder), (path: "Card.swift", text: Self.caller),
        ])
        #expect(result.wrappers.map(\.name).sorted() == ["Fade", "fade"])
        let site = result.sites.first { $0.file == "Fade.swift" }
        #expect(site?.verdict == .pass)
        #expect(site?.detail == "spring; called from Card.swift:3")
    }
}
