import DocGenMarkdown
import Testing

/// Markdown as one line of plain text, for CSV cells and composed remarks.
@Suite struct PlainTextTests {
    @Test func markupGoesAndWordsStay() {
        #expect(PlainText.of("Spins with `.repeatForever(autoreverses: false)`") == "Spins with .repeatForever(autoreverses: false)")
        #expect(PlainText.of("See the [plan](../plans/a.md) and **why**, *now*") == "See the plan and why, now")
        #expect(PlainText.of("a <b>bold</b> claim & more") == "a bold claim & more")
        #expect(PlainText.of("line one\nline  two\r\nthree") == "line one line two three")
        #expect(PlainText.of("=HYPERLINK(\"x\")") == "=HYPERLINK(\"x\")", "plain text is left as it is")
        #expect(PlainText.of("") == "")
    }
}
