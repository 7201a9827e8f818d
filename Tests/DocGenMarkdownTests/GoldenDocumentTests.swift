import DocGenCore
import DocGenMarkdown
import DocGenTestSupport
import Testing

/// Whole documents rendered and compared with files under `Golden/` (re-record with `DOCGEN_RECORD=1`).
@Suite("Golden documents")
struct GoldenDocumentTests {
    static let plan = """
    # Reduce Motion plan

    Every animation respects [Reduce Motion](../standards/coding.md#reduce-motion).
    See the [audit](audit.md) and the note[^why].

    ## Phase 1: critical fixes

    - [x] Stop the **loading** spinner
    - [ ] Crossfade the `sheet` transition
      - [ ] Check it on iPad

    ## Phase 2

    1. [ ] Replace parallax with a fade
    2. Plain step, not a task

    | Screen | Status | Notes |
    | :--- | :---: | ---: |
    | Home | ~~open~~ fixed | <kbd>⌘R</kbd> |
    | Feed & "Explore" | open | see https://example.com |

    ## Phase 2

    Duplicate heading, so its id is `phase-2-1`. Back to the [top](#reduce-motion-plan).

    [^why]: Vestibular disorders make large motion hard to bear.

    """

    static let comparison = """
    ## Loading spinner

    ```swift before "Loading spinner"
    Image(systemName: "arrow.2.circlepath")
        .rotationEffect(.degrees(angle))
        .onAppear {
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 }
        }
    ```

    ```swift after
    Image(systemName: "arrow.2.circlepath")
        .rotationEffect(.degrees(angle))
        .onAppear {
            guard !reduceMotion else { return }
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 }
        }
    ```

    A lone block:

    ```after
    <T> & "quotes"
    ```

    """

    @Test func planPage() {
        let rendered = render(Self.plan, page: "plans/reduce-motion.html", file: "content/plans/reduce-motion.md",
                              lineOffset: 3)
        #expect(Golden.compare(rendered.html, named: "plan.html") == nil)
        #expect(rendered.diagnostics.isEmpty)
        #expect(rendered.headings.map(\.id) == ["reduce-motion-plan", "phase-1-critical-fixes", "phase-2", "phase-2-1"])
        #expect(rendered.sectionProgress.map { "\($0.section?.id ?? "-") \($0.done)/\($0.total)" }
            == ["phase-1-critical-fixes 1/3", "phase-2 0/1"])
        #expect(rendered.links.map(\.target.description)
            == ["standards/coding.html#reduce-motion", "plans/audit.html", "plans/reduce-motion.html#reduce-motion-plan"])
    }

    @Test func comparisonPage() {
        let rendered = render(Self.comparison, page: "patterns.html", file: "content/patterns.md")
        #expect(Golden.compare(rendered.html, named: "comparison.html") == nil)
    }
}
