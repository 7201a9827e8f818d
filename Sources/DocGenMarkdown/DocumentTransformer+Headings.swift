import DocGenCore
internal import CCmarkGFM

extension DocumentTransformer {
    /// The heading record of a heading node, with its unique id on the page.
    func makeHeading(_ node: CmarkNode, slugger: inout HeadingSlugger) -> Heading {
        let text = node.plainText
        let level = min(max(node.headingLevel, 1), 6)
        return Heading(level: level, id: slugger.slug(text), text: text.trimmingSpaces)
    }

    /// Replaces a heading node by custom nodes rendering
    /// `<div class="heading"><hN id="…">…</hN><a class="heading-anchor" aria-label="Link to section: …">#</a></div>`:
    /// cmark renders the heading's content, the fragments around it are escaped here. The link is the
    /// heading's sibling, not its child, so that the heading's accessible name is its text alone (inside,
    /// a screen reader hears "Where things stand Link to section: Where things stand").
    ///
    /// A custom block with empty fragments holds a custom inline carrying the tags, so that no line break
    /// is written inside the heading element.
    @discardableResult
    mutating func replaceHeading(_ node: CmarkNode, with heading: Heading) -> CmarkNode? {
        let id = HTML.escape(heading.id)
        let name = HTML.escape("Link to section: \(heading.text)")
        let open = "<div class=\"heading\"><h\(heading.level) id=\"\(id)\">"
        let close = "</h\(heading.level)><a class=\"heading-anchor\" href=\"#\(id)\" aria-label=\"\(name)\">#</a></div>"
        guard let block = CmarkNode.custom(block: true, onEnter: ""),
              let tags = CmarkNode.custom(block: false, onEnter: open, onExit: close) else { return nil }
        node.moveChildren(to: tags)
        cmark_node_append_child(block.pointer, tags.pointer)
        node.replace(with: block)
        return block
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }
}
