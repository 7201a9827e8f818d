import DocGenCore
import Testing

@Suite struct HTMLEscapeTests {
    @Test func escapesTheFiveCharactersAndKeepsEverythingElse() {
        #expect(HTML.escape("plain text, é and 𝄞") == "plain text, é and 𝄞")
        #expect(HTML.escape("<a href=\"x\">Tom & Jerry's</a>") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(HTML.escape("é<𝄞>") == "é&lt;𝄞&gt;")
        #expect(HTML.escape("") == "")
        let text = "x <b> y"
        #expect(HTML.escape(text[text.index(after: text.startIndex)...]) == " &lt;b&gt; y")
    }
}
