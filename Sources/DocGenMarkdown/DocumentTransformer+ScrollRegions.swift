import DocGenCore
internal import CCmarkGFM

extension DocumentTransformer {
    /// Wraps each table and each code block that is not a comparison in a focusable, labelled
    /// scroll region (see ``ScrollRegion``), so a keyboard can scroll what is wider than the screen
    /// and a screen reader announces what it is.
    mutating func wrapScrollRegions(tables: [CmarkNode], codeBlocks: [CmarkNode]) {
        for table in tables {
            wrap(table, in: ScrollRegion.table(label: Self.tableLabel(table)))
        }
        // A code block paired into a comparison was taken out of the tree: it has no parent.
        for block in codeBlocks where block.parent != nil {
            wrap(block, in: ScrollRegion.code(language: FenceInfo(block.fenceInfo).language))
        }
    }

    private func wrap(_ node: CmarkNode, in region: ScrollRegion) {
        guard let wrapper = CmarkNode.custom(block: true, onEnter: region.open, onExit: region.close) else { return }
        cmark_node_insert_before(node.pointer, wrapper.pointer)
        cmark_node_unlink(node.pointer)
        cmark_node_append_child(wrapper.pointer, node.pointer)
    }

    /// "Table: Phase, Scope, Items": the texts of the header row.
    static func tableLabel(_ table: CmarkNode) -> String {
        var cells: [String] = []
        var cell = table.firstChild?.firstChild
        while let current = cell {
            let text = current.plainText.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { cells.append(text) }
            cell = current.next
        }
        return cells.isEmpty ? "Table" : "Table: " + cells.joined(separator: ", ")
    }
}
