import DocGenCore
import Foundation
import Testing

/// The small pieces of text reports are built from: SHA-256 for a page's Content-Security-Policy, CSS
/// strings for print headers, and dates of `SOURCE_DATE_EPOCH`.
@Suite struct ReportTextTests {
    func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test func sha256MatchesTheStandardsTestVectors() {
        #expect(hex(SHA256.digest(Array("".utf8))) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1", "two blocks")
        #expect(hex(SHA256.digest([UInt8](repeating: 0x61, count: 1_000)))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3", "many blocks")
        #expect(hex(SHA256.digest([UInt8](repeating: 0x61, count: 55))).count == 64, "padding fits one block exactly")
    }

    @Test func cspSourceIsTheBase64OfTheDigest() {
        #expect(SHA256.cspSource("") == "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    }

    @Test func cssStringsCannotEndTheirStyleOrRule() {
        #expect(CSSText.string("AIQ 3.2") == "\"AIQ 3.2\"")
        #expect(CSSText.string("a\"b\\c") == "\"a\\22 b\\5c c\"")
        #expect(CSSText.string("</style><script>") == "\"\\3c /style\\3e \\3c script\\3e \"")
        #expect(CSSText.string("one\ntwo\u{2028}three") == "\"one two three\"")
        #expect(CSSText.string("R&D } @import") == "\"R\\26 D } @import\"", "braces are text inside a string")
    }

    @Test func sourceDateEpochBecomesAUTCDate() {
        #expect(SourceHistory.date(fromEpoch: 0) == "1970-01-01")
        #expect(SourceHistory.date(fromEpoch: 86_399) == "1970-01-01")
        #expect(SourceHistory.date(fromEpoch: 951_782_400) == "2000-02-29")
        #expect(SourceHistory.date(fromEpoch: 1_700_000_000) == "2023-11-14")
        #expect(SourceHistory.date(fromEpoch: 4_102_444_800) == "2100-01-01")
        #expect(SourceHistory.date(fromEpoch: -1) == "1969-12-31")
    }

    @Test func theReportDateIsSourceDateEpochsThenTheCommits() {
        let commit = SourceHistory.Commit(hash: "0123456789abcdef0123456789abcdef01234567", date: "2025-03-04")
        #expect(SourceHistory(build: commit).date == "2025-03-04")
        #expect(SourceHistory(build: commit, sourceDate: "2025-05-06").date == "2025-05-06")
        #expect(SourceHistory.none.date == nil)
        #expect(commit.short == "0123456789ab")
    }
}
