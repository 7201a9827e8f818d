internal import CCmarkGFM

/// A borrowed view of one node of a cmark-gfm tree; it owns nothing, the document does.
struct CmarkNode: Hashable {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    init?(_ pointer: OpaquePointer?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    var type: cmark_node_type { cmark_node_get_type(pointer) }

    /// `"tasklist"` for task list items, the core name (`"item"`, `"heading"`, …) otherwise.
    var typeName: String { cmark_node_get_type_string(pointer).map { String(cString: $0) } ?? "" }

    var literal: String { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }

    var url: String { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }

    var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }

    var isFenced: Bool {
        var length: Int32 = 0, offset: Int32 = 0
        var character: CChar = 0
        return cmark_node_get_fenced(pointer, &length, &offset, &character) != 0
    }

    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    var endLine: Int { Int(cmark_node_get_end_line(pointer)) }

    var parent: CmarkNode? { CmarkNode(cmark_node_parent(pointer)) }
    var firstChild: CmarkNode? { CmarkNode(cmark_node_first_child(pointer)) }
    /// The last child, if any.
    var lastChild: CmarkNode? { CmarkNode(cmark_node_last_child(pointer)) }
    var next: CmarkNode? { CmarkNode(cmark_node_next(pointer)) }

    func setURL(_ url: String) { cmark_node_set_url(pointer, url) }
    func setFenceInfo(_ info: String) { cmark_node_set_fence_info(pointer, info) }

    /// A new, unlinked custom node that renders `onEnter` before its children and `onExit` after them.
    /// Made in the current ``CmarkArena`` scope, like the document it is linked into.
    static func custom(block: Bool, onEnter: String, onExit: String = "") -> CmarkNode? {
        guard let node = CmarkNode(cmark_node_new_with_mem(block ? CMARK_NODE_CUSTOM_BLOCK : CMARK_NODE_CUSTOM_INLINE, CmarkArena.mem)) else {
            return nil
        }
        cmark_node_set_on_enter(node.pointer, onEnter)
        cmark_node_set_on_exit(node.pointer, onExit)
        return node
    }

    /// A new, unlinked text node; cmark escapes its literal when rendering.
    static func text(_ literal: String) -> CmarkNode? {
        guard let node = CmarkNode(cmark_node_new_with_mem(CMARK_NODE_TEXT, CmarkArena.mem)) else { return nil }
        cmark_node_set_literal(node.pointer, literal)
        return node
    }

    /// A new, unlinked paragraph holding one text node.
    static func paragraph(_ literal: String) -> CmarkNode? {
        guard let node = CmarkNode(cmark_node_new_with_mem(CMARK_NODE_PARAGRAPH, CmarkArena.mem)), let text = text(literal) else { return nil }
        cmark_node_append_child(node.pointer, text.pointer)
        return node
    }

    /// Moves every child of this node, in order, to the end of `other`'s children.
    func moveChildren(to other: CmarkNode) {
        while let child = firstChild {
            cmark_node_unlink(child.pointer)
            cmark_node_append_child(other.pointer, child.pointer)
        }
    }

    /// Puts `replacement` where this node is, leaving this node unlinked.
    ///
    /// The unlinked node must outlive rendering (the text of inlines moved out of a block points into
    /// that block's buffer): the arena scope of the document releases it with everything else.
    func replace(with replacement: CmarkNode) {
        cmark_node_replace(pointer, replacement.pointer)
    }

    /// The text a reader sees: text, code and line breaks (as spaces); not image descriptions, raw HTML
    /// or footnote markers, like a browser's `textContent` of cmark's HTML, which GitHub slugs.
    ///
    /// Walks with cmark's iterator, so deep nesting cannot exhaust the stack.
    var plainText: String {
        guard let iterator = cmark_iter_new(pointer) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = CmarkNode(cmark_iter_get_node(iterator)) else { continue }
            switch node.type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += node.literal
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            case CMARK_NODE_IMAGE: cmark_iter_reset(iterator, node.pointer, CMARK_EVENT_EXIT)
            default: break
            }
        }
        return text
    }
}
