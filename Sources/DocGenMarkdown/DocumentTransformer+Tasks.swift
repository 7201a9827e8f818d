import DocGenCore
internal import CCmarkGFM

extension DocumentTransformer {
    /// The record of a task list item: the text of its first paragraph, its state and its section.
    func makeTask(_ node: CmarkNode, section: Heading?) -> TaskItem {
        let done = cmark_gfm_extensions_get_tasklist_item_checked(node.pointer)
        var text = ""
        if let first = node.firstChild, first.type == CMARK_NODE_PARAGRAPH {
            text = first.plainText.trimmingSpaces
        }
        return TaskItem(text: text, done: done, section: section, location: location(of: node))
    }

    /// Renders a task item as a disabled checkbox labelled by the item's text.
    ///
    /// The tasklist extension's own markup is an unlabelled checkbox, so the item is handed back to the
    /// core renderer (a plain `<li>`) and its first paragraph's inlines are wrapped in
    /// `<label class="task-list-item-label"><input type="checkbox" class="task-list-item-checkbox" disabled checked> …</label>`:
    /// a screen reader announces the checkbox, its state and the text. An item without a paragraph gets a
    /// checkbox named by `aria-label` instead.
    func decorateTask(_ node: CmarkNode, task: TaskItem) {
        cmark_node_set_syntax_extension(node.pointer, nil)
        let checkbox = "<input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled" + (task.done ? " checked" : "")
        if let paragraph = node.firstChild, paragraph.type == CMARK_NODE_PARAGRAPH,
           let label = CmarkNode.custom(block: false,
                                        onEnter: "<label class=\"task-list-item-label\">\(checkbox)> ",
                                        onExit: "</label>") {
            paragraph.moveChildren(to: label)
            cmark_node_append_child(paragraph.pointer, label.pointer)
        } else {
            let name = HTML.escape(task.text.isEmpty ? "Task" : task.text)
            guard let box = CmarkNode.custom(block: true, onEnter: "\(checkbox) aria-label=\"\(name)\">") else { return }
            cmark_node_prepend_child(node.pointer, box.pointer)
        }
    }
}
