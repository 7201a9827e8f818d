import DocGenCore
import DocGenTestSupport
import Foundation
import Testing
@testable import DocGenMarkdown

/// Large pages are parsed piece by piece to bound memory; the result must equal parsing the whole.
@Suite struct LargeDocumentTests {
    let renderer = MarkdownRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver())

    /// Renders `text` whole and split at every safe place, and checks that both agree in everything.
    func expectSameInPieces(_ text: String, name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        let whole = renderer.render(text, file: name, page: "p.html", lineOffset: 3)
        let pieces = MarkdownChunks.split(text, threshold: 0, pieceSize: 1)
        let split = renderer.render(pieces, file: name, page: "p.html", lineOffset: 3)
        #expect(split.html == whole.html, "\(name): HTML differs", sourceLocation: sourceLocation)
        #expect(split.headings.map(\.id) == whole.headings.map(\.id), "\(name)", sourceLocation: sourceLocation)
        #expect(split.anchors == whole.anchors, "\(name)", sourceLocation: sourceLocation)
        #expect(split.links == whole.links, "\(name): links or their locations differ", sourceLocation: sourceLocation)
        #expect(split.tasks.map(\.text) == whole.tasks.map(\.text), "\(name)", sourceLocation: sourceLocation)
        #expect(split.tasks.map(\.section?.id) == whole.tasks.map(\.section?.id), "\(name)", sourceLocation: sourceLocation)
        #expect(split.diagnostics == whole.diagnostics, "\(name)", sourceLocation: sourceLocation)
        return pieces.count
    }

    @Test func trickyBlocksSplitOnlyWhereTheyEnd() {
        let text = """
        # Title

        Intro paragraph with a [link](other.md#a).

        ```swift before "Spinner"
        let a = 1

        let b = 2
        ```

        ```swift after
        guard !reduceMotion else { return }
        ```

        <!-- a comment

        spanning blank lines -->

        <pre>
        pre

        text
        </pre>

        - item one

        - item two
          continued

        Para after the list.

        > quote

        > another quote

        ## Title

        - [ ] open task
        - [x] done task

        ~~~
        tilde fence

        # not a heading
        ~~~

            indented code

            more code

        | a | b |
        | - | - |
        | 1 | 2 |

        ## Title

        Ünïcode paragraph.

        1. first

        2. second

        Last line.

        """
        let count = expectSameInPieces(text, name: "tricky.md")
        #expect(count > 6)
    }

    /// Found by the markdown fuzzer: a line indented less than its list item ends the list, so the
    /// item's closing fence opens a top-level code block that runs on across blank lines. The
    /// splitter's own fence tracking cannot see that; cmark's tree of each piece decides.
    @Test func aFenceLeftOpenByAnEndedListItemKeepsItsPiecesTogether() {
        let text = """
        * An item:

          ```swift
          protocol P {
         }

          struct S {}
          ```

        This paragraph is inside the code block that the fence above opened.

        ## After

        Still code until a closing fence.

        ```

        Text after the fence.

        """
        #expect(expectSameInPieces(text, name: "dedented-fence.md") >= 1)
    }

    @Test func documentsWithReferencesOrFootnotesAreNotSplit() {
        let big = String(repeating: "Words here.\n\n", count: 10)
        #expect(MarkdownChunks.split(big + "[ref]: https://example.com\n", threshold: 0, pieceSize: 1).count == 1)
        #expect(MarkdownChunks.split(big + "A note[^1].\n\n[^1]: Note.\n", threshold: 0, pieceSize: 1).count == 1)
        #expect(MarkdownChunks.split(big, threshold: 0, pieceSize: 1).count == 10)
        #expect(MarkdownChunks.split(big, threshold: 1 << 20).count == 1)
    }

    @Test func everyPageOfTheProgramRendersTheSameInPieces() throws {
        try expectPagesSameInPieces(under: RepositoryPaths.root.appendingPathComponent("content"))
    }

    @Test(.needsCorpus) func everyPageOfTheCorpusRendersTheSameInPieces() throws {
        try expectPagesSameInPieces(under: RepositoryPaths.swiftEvolutionCorpus)
    }

    /// Every Markdown page under `folder` renders the same whole and cut at every safe boundary, and
    /// a good share of them are cut at all.
    func expectPagesSameInPieces(under folder: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        var split = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            if expectSameInPieces(text, name: file, sourceLocation: sourceLocation) > 1 { split += 1 }
        }
        #expect(!files.isEmpty, "no Markdown under \(folder.path)", sourceLocation: sourceLocation)
        #expect(split > files.count / 4, "few documents were split at all: \(split) of \(files.count)", sourceLocation: sourceLocation)
    }
}
