import DocGenCore
import DocGenMarkdown
import DocGenTestSupport
import Testing

@Suite("Task lists")
struct TaskListTests {
    @Test func taskItemsAreRecordedWithStateSectionAndLocation() {
        let source = MarkedText("""
        1️⃣- [ ] Before any heading

        # Phase 1

        2️⃣- [x] Disable the *spinner*
          3️⃣- [ ] Nested [item](a.md)

        ## Phase 2

        4️⃣* [X] Check `withAnimation`
        """, file: "content/plans/x.md")
        let file = "content/plans/x.md"
        let rendered = render(source.text, file: file, lineOffset: 5)
        let phase1 = Heading(level: 1, id: "phase-1", text: "Phase 1")
        let phase2 = Heading(level: 2, id: "phase-2", text: "Phase 2")
        #expect(rendered.tasks == [
            TaskItem(text: "Before any heading", done: false, section: nil,
                     location: source.location("1️⃣", lineOffset: 5)!),
            TaskItem(text: "Disable the spinner", done: true, section: phase1,
                     location: source.location("2️⃣", lineOffset: 5)!),
            TaskItem(text: "Nested item", done: false, section: phase1,
                     location: source.location("3️⃣", lineOffset: 5)!),
            TaskItem(text: "Check withAnimation", done: true, section: phase2,
                     location: source.location("4️⃣", lineOffset: 5)!),
        ])
        #expect(rendered.sectionProgress == [
            SectionProgress(section: nil, done: 0, total: 1),
            SectionProgress(section: phase1, done: 1, total: 2),
            SectionProgress(section: phase2, done: 1, total: 1),
        ])
    }

    @Test func taskItemsRenderAsLabelledDisabledCheckboxes() {
        let rendered = render("- [x] Done & dusted\n- [ ] Still *open*")
        #expect(rendered.html == """
        <ul>
        <li><label class="task-list-item-label"><input type="checkbox" class="task-list-item-checkbox" disabled checked> \
        Done &amp; dusted</label></li>
        <li><label class="task-list-item-label"><input type="checkbox" class="task-list-item-checkbox" disabled> \
        Still <em>open</em></label></li>
        </ul>

        """)
    }

    @Test func looseTaskItemsKeepTheirParagraphsAndOnlyTheFirstIsTheLabel() {
        let rendered = render("- [ ] First\n\n  More text.\n\n- [x] Second")
        #expect(rendered.html.contains("""
        <li>
        <p><label class="task-list-item-label"><input type="checkbox" class="task-list-item-checkbox" disabled> First</label></p>
        <p>More text.</p>
        </li>
        """))
        #expect(rendered.tasks.map(\.text) == ["First", "Second"])
    }

    @Test func orderedTaskListsKeepTheirNumbering() {
        let rendered = render("3. [ ] Third\n4. [x] Fourth")
        #expect(rendered.html.hasPrefix("<ol start=\"3\">\n<li><label"))
        #expect(rendered.tasks.map(\.done) == [false, true])
    }

    @Test func ordinaryListsAndBracketTextAreNotTasks() {
        let rendered = render("- plain\n- [link](a.md)\n- [ ]no space\n\nText [x] here.")
        #expect(rendered.tasks.isEmpty)
        #expect(!rendered.html.contains("checkbox"))
        #expect(rendered.sectionProgress.isEmpty)
    }
}
