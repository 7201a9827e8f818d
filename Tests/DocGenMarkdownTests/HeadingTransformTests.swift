import DocGenCore
import DocGenMarkdown
import Testing

@Suite("Headings")
struct HeadingTransformTests {
    @Test(arguments: [
        ("Reduce Motion", "reduce-motion"),
        ("What's new in *2.0*?", "whats-new-in-20"),
        ("`withAnimation` & friends", "withanimation--friends"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("Café Crème", "café-crème"),
        ("日本語の見出し", "日本語の見出し"),
        ("Emoji 🎉 party", "emoji--party"),
        ("  Spaces   inside ", "spaces---inside"),
    ])
    func githubCompatibleIds(heading: String, id: String) {
        let rendered = render("## \(heading)")
        #expect(rendered.headings.map(\.id) == [id])
        #expect(rendered.html.hasPrefix("<div class=\"heading\"><h2 id=\"\(id)\">"))
    }

    @Test func duplicateHeadingsGetNumberedIdsLikeGitHub() {
        let rendered = render("""
        # Notes
        ## Notes
        ### Notes
        ## Notes-1
        ## !!!
        ## ???
        """)
        #expect(rendered.headings.map(\.id) == ["notes", "notes-1", "notes-2", "notes-1-1", "section", "section-1"])
        #expect(rendered.anchors.isSuperset(of: ["notes", "notes-1", "notes-2", "notes-1-1", "section", "section-1"]))
    }

    /// The "#" link is the heading's sibling: inside, it would add "Link to section: …" to the heading's
    /// accessible name.
    @Test func headingsRenderWithIdAndAnAccessibleAnchorLinkBesideThem() {
        let rendered = render("# Motion & \"Tokens\" <b>\n\nText.")
        #expect(rendered.html == """
        <div class="heading"><h1 id="motion--tokens-">Motion &amp; &quot;Tokens&quot; <!-- raw HTML omitted --></h1>\
        <a class="heading-anchor" href="#motion--tokens-" aria-label="Link to section: Motion &amp; &quot;Tokens&quot;">#</a></div>
        <p>Text.</p>

        """)
    }

    @Test func headingRecordsLevelsTextAndFirstHeading() {
        let rendered = render("""
        Intro paragraph.

        Setext *title*
        ==============

        #### Deep `code` ![icon](i.png) [link](a.md)
        """)
        #expect(rendered.firstHeading == "Setext title")
        #expect(rendered.headings == [
            Heading(level: 1, id: "setext-title", text: "Setext title"),
            Heading(level: 4, id: "deep-code--link", text: "Deep code  link"),
        ])
        #expect(rendered.html.contains(#"<h4 id="deep-code--link">Deep <code>code</code> <img src="i.png" alt="icon" /> <a href="a.html">link</a></h4><a class="heading-anchor""#))
    }

    @Test func aDocumentWithoutHeadingsHasNoFirstHeading() {
        let rendered = render("Just text.")
        #expect(rendered.firstHeading == nil)
        #expect(rendered.headings.isEmpty)
    }

    @Test func headingsInsideContainersGetIdsToo() {
        let rendered = render("> ## Quoted\n\n- ### In a list")
        #expect(rendered.headings.map(\.id) == ["quoted", "in-a-list"])
        #expect(rendered.html.contains(#"<blockquote>"# + "\n" + #"<div class="heading"><h2 id="quoted">"#))
        #expect(rendered.html.contains(#"<li>"# + "\n" + #"<div class="heading"><h3 id="in-a-list">"#))
    }

    @Test func sluggerIsPerPage() {
        #expect(render("# A").headings.map(\.id) == ["a"])
        #expect(render("# A").headings.map(\.id) == ["a"])
        var slugger = HeadingSlugger()
        #expect(["x", "x", "x-1", "x"].map { slugger.slug($0) } == ["x", "x-1", "x-1-1", "x-2"])
    }

    @Test func idsStayUniqueWhenHeadingsImitateGeneratedIds() {
        var slugger = HeadingSlugger()
        var ids: [String] = []
        for index in 0..<2_000 { ids.append(slugger.slug("same-\(index)")) }
        for _ in 0..<4_000 { ids.append(slugger.slug("Same")) }
        ids.append(slugger.slug("same-2000"))
        #expect(Set(ids).count == ids.count)
        #expect(ids[2_000] == "same")
        #expect(ids.last == "same-2000-1")
    }
}
