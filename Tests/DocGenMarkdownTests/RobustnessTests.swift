import DocGenCore
import DocGenMarkdown
import Foundation
import Testing

@Suite("Robustness")
struct RobustnessTests {
    static let sample = """
    # Section

    Text with [a link](other.md#part), ~~strike~~, a footnote[^n] and `code`.

    - [x] done
    - [ ] open

    | a | b |
    | - | - |
    | 1 | 2 |

    ```swift before "Pair"
    let a = 1
    ```
    ```swift after
    let a = 2
    ```

    [^n]: The note.

    """

    /// cmark-gfm 0.29.0.gfm.6 edits a global table of special characters in every `cmark_parser_finish`;
    /// without `CmarkLibrary`'s handling of it, concurrent renders lose strikethrough and autolinks and this
    /// fails (`CmarkConcurrencyTests` stresses the same on the whole corpus).
    @Test func renderingConcurrentlyGivesTheSameResultAsRenderingAlone() async {
        let documents = (0..<64).map { index in
            "# Page \(index)\n\n" + Self.sample + String(repeating: "~~gone~~ www.example.com/\(index) x@y.org\n\n", count: 20)
        }
        let renderer = MarkdownRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver())
        let alone = documents.map { renderer.render($0, file: "a.md", page: "a.html").html }
        let together = await withTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<4 {
                for (index, document) in documents.enumerated() {
                    group.addTask { (index, renderer.render(document, file: "a.md", page: "a.html").html) }
                }
            }
            var results: [(Int, String)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(together.count == documents.count * 4)
        for (index, html) in together {
            #expect(html == alone[index])
        }
        #expect(alone.allSatisfy { $0.contains("<del>gone</del>") && $0.contains("href=\"http://www.example.com/") })
    }

    @Test func aTwentyMegabyteDocumentRenders() {
        let unit = Self.sample + String(repeating: "A line of *prose* with **emphasis** and [links](x.md).\n", count: 30) + "\n"
        let document = String(repeating: unit, count: 20_000_000 / unit.utf8.count + 1)
        #expect(document.utf8.count >= 20_000_000)
        let rendered = render(document)
        #expect(!rendered.html.isEmpty)
        #expect(rendered.headings.count == 20_000_000 / unit.utf8.count + 1)
        #expect(rendered.headings.last?.id.hasPrefix("section-") == true)
    }

    /// Inputs that stress the parser or the transforms, named so that test output stays short.
    enum UnusualInput: String, CaseIterable, CustomTestStringConvertible {
        case nulBytes, deepQuotes, deepLists, manyEmphasisDelimiters, manyBrackets, wideTable, longComparison,
             oddFootnotes, emptyTasks, emptyHeadings, byteOrderMarkAndCRLF, oddDestinations

        var testDescription: String { rawValue }

        var markdown: String {
            switch self {
            case .nulBytes: "a\u{0}b\n\n# \u{0}\n\n- [ ] \u{0}"
            case .deepQuotes: String(repeating: ">", count: 20_000) + " deep"
            case .deepLists: String(repeating: "- ", count: 5_000) + "deep list"
            case .manyEmphasisDelimiters: String(repeating: "*a ", count: 20_000) + String(repeating: " a*", count: 20_000)
            case .manyBrackets: String(repeating: "[", count: 50_000) + String(repeating: "](x.md)", count: 50_000)
            case .wideTable:
                String(repeating: "| a ", count: 2_000) + "|\n" + String(repeating: "| - ", count: 2_000) + "|\n| x |"
            case .longComparison:
                "```before\n" + String(repeating: "x\n", count: 3_000) + "```\n```after\n"
                    + String(repeating: "y\n", count: 3_000) + "```"
            case .oddFootnotes: "[^]: empty\n\n[^a]:\n\n[x][^a] [^a] [^a]\n\n> [^b]: quoted\n\n[^b]"
            case .emptyTasks: "- [ ]\n- [x] \n- [ ] "
            case .emptyHeadings: "# \n\n#\n\n## ![](x.png)"
            case .byteOrderMarkAndCRLF: "\u{FEFF}\r\n# CRLF\r\n\r\n- [x] item\r\n"
            case .oddDestinations: "[empty]() [space](<a b.md>) [q](?x) [hash](#) ![](%zz)"
            }
        }
    }

    @Test(arguments: UnusualInput.allCases)
    func unusualInputRendersWithoutCrashing(input: UnusualInput) {
        let rendered = render(input.markdown)
        #expect(!rendered.html.isEmpty)
        #expect(rendered.diagnostics.allSatisfy { $0.location?.file == "content/plans/x.md" })
    }

    @Test func nulBytesBecomeReplacementCharacters() {
        #expect(render("a\u{0}b").html == "<p>a\u{FFFD}b</p>\n")
    }

    @Test func emptyTaskItemsStillGetAnAccessibleName() {
        let rendered = render("- [ ] \n- [x]  \n")
        #expect(rendered.tasks.map(\.text) == ["", ""])
        #expect(rendered.tasks.map(\.done) == [false, true])
        #expect(rendered.html == """
        <ul>
        <li>
        <input type="checkbox" class="task-list-item-checkbox" disabled aria-label="Task">
        </li>
        <li>
        <input type="checkbox" class="task-list-item-checkbox" disabled checked aria-label="Task">
        </li>
        </ul>

        """)
    }
}
