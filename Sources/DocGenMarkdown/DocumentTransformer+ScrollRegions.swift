import DocGenCore
internal import CCmarkGFM

extension DocumentTransformer {
    /// Wraps each table and each code block that is not a comparison in a focusable, labelled
    /// scroll region (see ``ScrollRegion``), so a keyboard can scroll what is wider than the screen
    /// and a screen reader announces what it is.
    mutating func wrapScrollRegions(tables: [CmarkNode], codeBlocks: [CmarkNode]) {
        for table in tables {
            var region = ScrollRegion.table(label: Self.tableLabel(table))
            region.label = regionNames.unique(region.label)
            wrap(table, in: region)
        }
        // A code block paired into a comparison was taken out of the tree: it has no parent.
        for block in codeBlocks where block.parent != nil {
            var region = ScrollRegion.code(language: FenceInfo(block.fenceInfo).language)
            region.label = regionNames.unique(region.label)
            wrap(block, in: region)
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

/// The names of a page's labelled regions so far: a name given twice gets a number ("Swift code 2"),
/// so that a screen reader's list of regions tells them apart. Kept across the pieces of a large page.
struct RegionNames {
    private var counts: [String: Int] = [:]

    /// `name`, or `name N` when it is the Nth region of that name on the page.
    mutating func unique(_ name: String) -> String {
        let count = number(name)
        return count == 1 ? name : "\(name) \(count)"
    }

    /// How many times `key` has been asked for, this time included.
    mutating func number(_ key: String) -> Int {
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
