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

    /// A WCAG criterion is one word, so that "2.3.3" finds it and not every page with a 2 or a 3.
    @Test func digitsJoinedByDotsStayOneWord() {
        #expect(SearchTokens.words(in: "WCAG 2.3.3, 1.4.10 and v1.2 or 12a.3; 1.2a.3 in 2023. Then .5 and 3.x")
                == ["wcag", "2.3.3", "1.4.10", "and", "v1", "2", "or", "12a", "3", "1.2a", "3", "in", "2023", "then", "5", "and", "3", "x"])
        #expect(SearchTokens.words(in: "0042.1 007") == ["0042.1", "7"], "a dotted number keeps its zeros")
    }
}

/// The search index's byte-level encoders against their plain definitions, on many generated inputs:
/// the index format is read by the theme's JavaScript, so a faster encoder must write the same text.
@Suite struct SearchEncodingEquivalenceTests {
    /// Words as the format defines them (the first, scalar-by-scalar implementation): runs of letters
    /// and numbers (`[\p{L}\p{N}]`), lower-cased; all-digit words without leading zeros; a word of ASCII
    /// digits and dots followed by a dot and an ASCII digit goes on through the dot (the theme's
    /// `[0-9]+(?:\.[0-9]+)+[\p{L}\p{N}]*`).
    static func referenceWords(_ text: String) -> [String] {
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber: true
            default: false
            }
        }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            guard !current.isEmpty else { return }
            let word = String(current)
            if word.utf8.count > 1, word.utf8.first == 0x30, word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                let trimmed = word.drop { $0 == "0" }
                words.append(trimmed.isEmpty ? "0" : String(trimmed))
            } else {
                words.append(word)
            }
            current = String.UnicodeScalarView()
        }
        let scalars = Array(text.unicodeScalars)
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        for (index, scalar) in scalars.enumerated() {
            if isWordScalar(scalar) {
                current.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else if scalar == ".", !current.isEmpty, current.allSatisfy({ isDigit($0) || $0 == "." }),
                      index + 1 < scalars.count, isDigit(scalars[index + 1]) {
                current.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return words
    }

    static func referencePostings(_ pages: [Int]) -> String {
        let last = Array("0123456789abcdefghijklmnopqrstuv"), more = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ+/-_.!")
        var gaps = "", previous = -1
        for page in pages {
            var gap = page - previous - 1
            var digits = [last[gap % 32]]
            gap /= 32
            while gap > 0 { digits.append(more[gap % 32]); gap /= 32 }
            gaps += String(digits.reversed())
            previous = page
        }
        let length = 1 + ((pages.last ?? 0) / 6 + 1)
        guard length < gaps.count else { return gaps }
        var chars = [Int](repeating: 0, count: length - 1)
        for page in pages { chars[page / 6] |= 32 >> (page % 6) }
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        return "~" + String(chars.map { alphabet[$0] })
    }

    static func referenceFrontCoded(_ terms: [String]) -> String {
        var out = "", previous: [Unicode.Scalar] = []
        for (index, term) in terms.enumerated() {
            let scalars = Array(term.unicodeScalars)
            var shared = 0
            while shared < min(35, previous.count, scalars.count), previous[shared] == scalars[shared] { shared += 1 }
            if index > 0 { out += " " }
            out += String(shared, radix: 36)
            out.unicodeScalars.append(contentsOf: scalars[shared...])
            previous = scalars
        }
        return out
    }

    /// Deterministic text mixing ASCII, accents, CJK, digits with leading zeros, marks and punctuation.
    static func text(_ seed: Int, length: Int) -> String {
        let pieces = ["SE-0042", "async", "Await", "007", "0", "00", "x_y", "Ünïcode", "naïve", "東京", "Ⅻ", "½", "e\u{301}",
                      "\u{F900}", "\u{8C48}", "\u{212B}", "Å", "Kelvin \u{212A}", "𝐀𝐁", "𠀀x", "𐐀",
                      "ǅ", "ß", "İstanbul", " ", "\n", "—", "…", "a1b2", "ΣΊΣΥΦΟΣ", "٣٤", "🙂", "'", "-", "0x1F",
                      "2.3.3", "1.4.10", ".", "3.", ".5", "v1.2", "1.2a", "٣.٤", "0042.1"]
        var state = UInt64(seed) &* 6364136223846793005 &+ 1442695040888963407
        var text = ""
        for _ in 0..<length {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            text += pieces[Int(state >> 33) % pieces.count]
            if state & 1 == 0 { text += " " }
        }
        return text
    }

    @Test func wordsMatchTheirDefinition() {
        for seed in 0..<300 {
            let text = Self.text(seed, length: 40)
            #expect(SearchTokens.words(in: text) == Self.referenceWords(text), "\(text)")
        }
    }

    @Test func termsAreTheDistinctWordsSorted() {
        for seed in 0..<300 {
            let text = Self.text(seed, length: 60)
            #expect(SearchTokens.terms(in: text) == Array(Set(Self.referenceWords(text))).sorted(), "\(text)")
        }
        let many = (0..<3_000).map { "w\($0)" }.joined(separator: " ")
        #expect(SearchTokens.terms(in: many + " " + many).count == 3_000)
    }

    /// ASCII text takes the byte-sorted path: the same terms, in `String`'s order.
    @Test func termsOfASCIITextAreSortedAsStrings() {
        for seed in 0..<300 {
            let text = String(String.UnicodeScalarView(Self.text(seed, length: 60).unicodeScalars.filter(\.isASCII)))
            #expect(SearchTokens.terms(in: text) == Array(Set(Self.referenceWords(text))).sorted(), "\(text)")
        }
        #expect(SearchTokens.terms(in: "abc ab A abd b 10 1 2.3 2 20 ab") == ["1", "10", "2", "2.3", "20", "a", "ab", "abc", "abd", "b"])
        #expect(SearchTokens.terms(in: "").isEmpty)
    }

    /// The inverted index against its plain definition (a `String`-keyed dictionary), on pages of mixed
    /// words: canonically equal twins (`\u{F900}` and `\u{8C48}`, `Å` and the Ångström sign) stay one term.
    @Test func invertedIndexMatchesItsDefinition() {
        let pages = (0..<160).map { number in
            SearchIndex.Page(path: "p\(number).html", title: "", excerpt: "",
                             terms: SearchTokens.terms(in: Self.text(number % 40, length: 12 + number % 7) + (number % 3 == 0 ? " common" : "")))
        }
        var pagesOfTerm: [String: [Int]] = [:]
        for (number, page) in pages.enumerated() {
            for term in page.terms { pagesOfTerm[term, default: []].append(number) }
        }
        let limit = pages.count / 4
        let sorted = pagesOfTerm.keys.sorted()
        let index = SearchIndex(pages: pages).invertedIndex()
        #expect(index.terms == sorted.filter { pagesOfTerm[$0]!.count <= limit })
        #expect(index.postings == index.terms.map { pagesOfTerm[$0]! })
        #expect(index.common == sorted.filter { pagesOfTerm[$0]!.count > limit })
        #expect(index.common.contains("common"))
    }

    @Test func postingsMatchTheirDefinition() {
        var state: UInt64 = 42
        for count in [0, 1, 2, 5, 31, 32, 33, 100, 400, 1_500] {
            var pages = Set<Int>()
            while pages.count < count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                pages.insert(Int(state >> 40) % max(1, count * (Int(state & 7) + 1)))
            }
            let sorted = pages.sorted()
            #expect(SearchIndex.encodePostings(sorted) == Self.referencePostings(sorted))
        }
    }

    @Test func frontCodingMatchesItsDefinition() {
        let terms = Array(Set((0..<200).flatMap { SearchTokens.words(in: Self.text($0, length: 30)) }
            + ["a" + String(repeating: "b", count: 50), "a" + String(repeating: "b", count: 49) + "c"])).sorted()
        #expect(SearchIndex.frontCoded(terms) == Self.referenceFrontCoded(terms))
    }
}
