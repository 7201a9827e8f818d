import DocGenCore
import Foundation
import Testing

/// `TextFile.decode` reads the data's bytes directly: each case it answers, on whole data and on slices.
@Suite struct TextFileDecodingTests {
    private func decode(_ bytes: [UInt8]) throws(DiagnosticError) -> String {
        try TextFile.decode(Data(bytes), displayPath: "a.md", step: .content)
    }

    private func failure(_ bytes: [UInt8]) -> Diagnostic? {
        do {
            _ = try decode(bytes)
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    @Test func decodesUTF8AndDropsAByteOrderMark() throws {
        #expect(try decode(Array("héllo → wörld\n".utf8)) == "héllo → wörld\n")
        #expect(try decode([0xEF, 0xBB, 0xBF] + Array("# Title\n".utf8)) == "# Title\n")
        #expect(try decode([]) == "")
        #expect(try decode([0xEF, 0xBB, 0xBF]) == "")
    }

    @Test func normalizesLineEndings() throws {
        #expect(try decode(Array("a\r\nb\rc\n\r\n".utf8)) == "a\nb\nc\n\n")
        #expect(try decode(Array("ü\r".utf8)) == "ü\n")
    }

    @Test func locatesTheFirstInvalidByte() {
        let diagnostic = failure(Array("ok\nab".utf8) + [0xFF] + Array("c\n".utf8))
        #expect(diagnostic?.message == "file is not valid UTF-8")
        #expect(diagnostic?.location?.line == 2)
        #expect(diagnostic?.location?.column == 3)
        // After line endings are normalized, the location is still in the user's lines.
        #expect(failure(Array("a\r\nb\r\n".utf8) + [0xC3])?.location?.line == 3)
    }

    @Test func refusesWideTextWithoutAByteOrderMark() {
        let utf16 = Array("# Title\nsome text\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(failure(utf16)?.message.contains("UTF-16LE without a byte-order mark") == true)
        let utf32 = Array("# Title\n".unicodeScalars).flatMap { scalar -> [UInt8] in [0, 0, 0, UInt8(scalar.value)] }
        #expect(failure(utf32)?.message.contains("UTF-32BE") == true)
        // A NUL in UTF-8 text is a character, not a wide encoding.
        #expect((try? decode(Array("a\u{0}b\n".utf8))) == "a\u{0}b\n")
    }

    @Test func decodesASliceOfLargerData() throws {
        let whole = Data(Array("xx".utf8) + [0xEF, 0xBB, 0xBF] + Array("é\r\nz".utf8))
        let slice = whole[whole.startIndex + 2 ..< whole.endIndex]
        #expect(try TextFile.decode(slice, displayPath: "a.md", step: .content) == "é\nz")
    }
}
