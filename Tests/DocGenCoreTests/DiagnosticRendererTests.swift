import Testing
@testable import DocGenCore

@Suite struct DiagnosticRendererTests {
    @Test func escapeSequencesFromContentArePrintedEscaped() {
        let renderer = DiagnosticRenderer { _, _ in "see [x](\u{1B}[2J\u{1B}[31mred.md) \u{202E}txt" }
        let text = renderer.render([.error("broken link '\u{1B}[31mred.md'", at: SourceLocation(file: "a\u{7}.md", line: 1, column: 5))])
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.unicodeScalars.contains { $0.value == 0x202E })
        #expect(text.contains("a\\u{7}.md:1:5: error: broken link '\\u{1B}[31mred.md'"))
        #expect(text.contains("see [x](\\u{1B}[2J\\u{1B}[31mred.md) \\u{202E}txt"))
        #expect(text.hasSuffix("\n    ^"))
    }

    @Test func longSourceLinesAreShownAsAWindowAroundTheColumn() {
        let line = String(repeating: "a", count: 100_000) + "X" + String(repeating: "b", count: 100_000)
        let renderer = DiagnosticRenderer { _, _ in line }
        let lines = renderer.render([.error("here", at: SourceLocation(file: "f.md", line: 1, column: 100_001))]).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].count <= DiagnosticRenderer.snippetWidth + 2)
        let caret = lines[2].count - 1
        #expect(Array(lines[1])[caret] == "X")
    }

    @Test func tabsAndShortLinesAreUnchanged() {
        #expect(TerminalText.escaped("a\tb\nc") == "a\tb\nc")
        #expect(DiagnosticRenderer.window("short", column: 3) == ("short", 3))
    }
}
