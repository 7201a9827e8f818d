import DocGenCore
import DocGenTestSupport
import Testing

/// The shared test helpers: the marker parser every suite uses, and the file assertions.
@Suite struct TestSupportTests {
    @Test func numberedMarkersAreRemovedAndLocatedInUTF8Columns() {
        let marked = MarkedText("é 1️⃣a\n2️⃣ b ✓3️⃣c\n", file: "x.md")
        #expect(marked.text == "é a\n b ✓c\n")
        #expect(marked.markers.map(\.name) == ["1️⃣", "2️⃣", "3️⃣"])
        #expect(marked.positions == ["1:4", "2:1", "2:7"])
        #expect(marked.location("3️⃣", lineOffset: 2) == DocGenCore.SourceLocation(file: "x.md", line: 4, column: 7))
        #expect(marked.location("4️⃣") == nil)
        #expect(marked.expand("1️⃣: error: a; 3️⃣: note: b") == "x.md:1:4: error: a; x.md:2:7: note: b")
    }

    @Test func crlfAndLoneCRBreakLinesAsLFDoes() {
        let marked = MarkedText("a\r\n1️⃣b\rc2️⃣\nd", file: "x.md")
        #expect(marked.text == "a\r\nb\rc\nd")
        #expect(marked.positions == ["2:1", "3:2"])
        #expect(marked.lines == ["a", "b", "c", "d"])
    }

    @Test func arrowsMarkSitesInOrderAndLeaveNumberedMarkersAlone() {
        let marked = MarkedText("a(↓b) ↓c\n  ↓d 1️⃣", markers: MarkedText.arrow)
        #expect(marked.text == "a(b) c\n  d 1️⃣")
        #expect(marked.positions == ["1:3", "1:6", "2:3"])
    }

    @Test func siteMarkersPointBelowTheirCommentLines() {
        let text = """
        func f() {
            // ↓ reason:no-guard severity:high rule:voiceover kind:image effects:-
            // ↓ reason:safe-wrapper(animateIf) severity:low curve:a,b
            Image("x")
        \t//↓ reason:only
            let y = "↓ not a marker"
        }
        """
        let (markers, problems) = SiteMarker.parse(text, file: "F.swift")
        #expect(problems == ["F.swift:5: marker needs reason: and severity:"])
        #expect(markers.map(\.description) == ["F.swift:4:8", "F.swift:4:8"])
        #expect(markers.map(\.rule) == ["voiceover", "reduce-motion"])
        #expect(markers.map(\.reason) == ["no-guard", "safe-wrapper animateIf"])
        #expect(markers.first?.effects == [] && markers.first?.kind == "image" && markers.last?.curve == ["a", "b"])
    }

    @Test func fileAssertionsFailAtTheCallersLine() throws {
        let project = try FixtureProject("-- a.txt --\none\ntwo\n")
        project.assertFileContent("a.txt", "one\ntwo\n")
        #expect(project.assertFileContent("a.txt", contains: ["two"], lacks: ["three"]) == "one\ntwo\n")
        let line = #line + 2
        withKnownIssue {
            project.assertFileContent("a.txt", "one\n2\n")
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue).joined().contains("a.txt differs at line 2")
        }
        withKnownIssue {
            project.assertFileContent("a.txt", contains: ["three"], lacks: ["one"])
            project.assertFileContent("missing.txt", contains: [])
        } matching: { issue in
            ["lacks \"three\"", "contains \"one\"", "missing.txt does not exist"].contains { issue.comments.map(\.rawValue).joined().contains($0) }
        }
    }
}
