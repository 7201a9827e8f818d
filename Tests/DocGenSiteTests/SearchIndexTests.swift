@testable import DocGenSite
import DocGenCore
import Testing

/// The search index's encodings, which the theme's JavaScript decodes.
@Suite struct SearchIndexTests {
    /// The theme's decoder of postings, written again here: base-32 gaps or a `~` bitset.
    static func decode(_ coded: String) -> [Int] {
        let bitset = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        let last = Array("0123456789abcdefghijklmnopqrstuv"), more = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ+/-_.!")
        var pages: [Int] = []
        if coded.hasPrefix("~") {
            for (index, char) in coded.dropFirst().enumerated() {
                let bits = bitset.firstIndex(of: char)!
                for bit in 0..<6 where bits & (32 >> bit) != 0 { pages.append(index * 6 + bit) }
            }
            return pages
        }
        var previous = -1, gap = 0
        for char in coded {
            if let digit = more.firstIndex(of: char) { gap = gap * 32 + digit; continue }
            gap = gap * 32 + last.firstIndex(of: char)!
            previous += gap + 1
            pages.append(previous)
            gap = 0
        }
        return pages
    }

    @Test(arguments: [[0], [5], [31], [32], [1_000, 40_000], [0, 1, 2, 3], Array(0..<300), Array(stride(from: 3, to: 900, by: 7))])
    func postingsRoundTrip(_ pages: [Int]) {
        let coded = SearchIndex.encodePostings(pages)
        #expect(Self.decode(coded) == pages)
        #expect(!coded.contains(" ") && !coded.contains("\"") && !coded.contains("\\"))
    }

    @Test func denseListsBecomeBitsets() {
        #expect(SearchIndex.encodePostings(Array(0..<300)).hasPrefix("~"))
        #expect(!SearchIndex.encodePostings([3, 500]).hasPrefix("~"))
    }

    @Test func termsAreFrontCoded() {
        #expect(SearchIndex.frontCoded(["async", "asynchronous", "await", "b"]) == "0async 5hronous 1wait 0b")
    }

    @Test func headingAnchorsAreLeftOutOnlyWhenTheThemeDerivesThemAlike() {
        #expect(SearchIndex.derivedAnchor("Phase 1: Critical fixes") == "phase-1-critical-fixes")
        #expect(SearchIndex.derivedAnchor("Ünïcode") == nil)
    }

    @Test func wordsAreSplitLikeTheTheme() {
        #expect(SearchTokens.words(in: "SE-0296 async/await, Ünïcode_x 007") == ["se", "296", "async", "await", "ünïcode", "x", "7"])
    }
}
