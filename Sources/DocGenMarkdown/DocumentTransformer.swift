import DocGenCore
import Foundation
internal import CCmarkGFM

/// Rewrites one parsed document for the site and records what the site needs to know about it.
///
/// One iterator pass collects the nodes of interest in document order; the tree is changed only
/// afterwards, so the walk never sees a node it is moving.
struct DocumentTransformer {
    let file: String
    let page: String
    /// Lines of the file before the text being transformed (front matter, earlier pieces of a large page).
    var lineOffset: Int
    let resolver: any LinkResolver

    private(set) var headings: [Heading] = []
    var anchors: Set<String> = []
    var links: [InternalLink] = []
    var tasks: [TaskItem] = []
    var diagnostics: [Diagnostic] = []
    /// Heading ids given so far: a large page is transformed piece by piece, ids unique across all.
    private var slugger = HeadingSlugger()
    /// The names of the page's scroll regions and comparison panes so far, kept unique.
    var regionNames = RegionNames()
    /// The heading the next task item is under.
    private var section: Heading?
    /// The rendered block of the document's first heading when it is a level-1 heading at the very start.
    var leadingTitle: CmarkNode?
    /// The text a reader reads (text and inline code, not code blocks or raw HTML), for search.
    var searchText = ""
    /// The plain text of the first top-level paragraph.
    var firstParagraph: String?

    /// Headings and task items in document order: an item's section is the heading last seen before it.
    enum OutlineEntry {
        case heading(CmarkNode)
        case task(CmarkNode)
    }

    /// Whether raw HTML is shown as the text that was written instead of being kept or omitted.
    let rawHTMLAsText: Bool

    struct Collected {
        var outline: [OutlineEntry] = []
        var links: [CmarkNode] = []
        var codeBlocks: [CmarkNode] = []
        var tables: [CmarkNode] = []
        var footnoteDefinitions: [CmarkNode] = []
        var footnoteReferences: [CmarkNode] = []
        var rawHTML: [CmarkNode] = []
        var text = ""
        var firstParagraph: CmarkNode?
    }

    init(file: String, page: String, lineOffset: Int, resolver: any LinkResolver, rawHTMLAsText: Bool = false) {
        self.rawHTMLAsText = rawHTMLAsText
        self.file = file
        self.page = page
        self.lineOffset = lineOffset
        self.resolver = resolver
    }

    /// The location of `node` in the user's file.
    ///
    /// cmark-gfm 0.29's table extension re-parses the lines of a paragraph that runs into a table's
    /// header row as a new paragraph without positions (line 0) and inconsistent inline positions;
    /// those inlines are placed on the paragraph's first line (where the table node starts), without a column.
    func location(of node: CmarkNode) -> SourceLocation {
        var line = node.startLine
        var column = line > 0 ? node.startColumn : 0
        var ancestor = node.parent
        while let block = ancestor, block.type != CMARK_NODE_DOCUMENT {
            if block.type == CMARK_NODE_PARAGRAPH, block.startLine <= 0 {
                if let table = block.next, table.typeName == "table", table.startLine > 0 {
                    line = table.startLine
                } else {
                    line = Self.firstPositionedAncestorLine(of: block)
                }
                column = 0
                break
            }
            ancestor = block.parent
        }
        if line <= 0 {
            line = Self.firstPositionedAncestorLine(of: node)
            column = 0
        }
        return SourceLocation(file: file, line: line > 0 ? line + lineOffset : 0, column: line > 0 ? column : 0)
    }

    private static func firstPositionedAncestorLine(of node: CmarkNode) -> Int {
        var current = node.parent
        while let block = current {
            if block.startLine > 0, block.type != CMARK_NODE_DOCUMENT { return block.startLine }
            current = block.parent
        }
        return 0
    }

    mutating func transform(_ document: CmarkNode, source: String) {
        let collected = Self.collect(document)
        searchText = collected.text
        if firstParagraph == nil { firstParagraph = collected.firstParagraph?.plainText }
        resolveLinks(collected.links)
        var headingNodes: [(node: CmarkNode, heading: Heading)] = []
        var taskNodes: [(node: CmarkNode, task: TaskItem)] = []
        var slugger = self.slugger
        var section = self.section
        defer {
            self.slugger = slugger
            self.section = section
        }
        for entry in collected.outline {
            switch entry {
            case .heading(let node):
                let heading = makeHeading(node, slugger: &slugger)
                headings.append(heading)
                anchors.insert(heading.id)
                headingNodes.append((node, heading))
                section = heading
            case .task(let node):
                let task = makeTask(node, section: section)
                tasks.append(task)
                taskNodes.append((node, task))
            }
        }
        recordFootnoteAnchors(definitions: collected.footnoteDefinitions, references: collected.footnoteReferences,
                              source: source)
        for (node, task) in taskNodes { decorateTask(node, task: task) }
        let leading = document.firstChild
        for (node, heading) in headingNodes {
            let block = replaceHeading(node, with: heading)
            if node == leading, heading.level == 1 { leadingTitle = block }
        }
        pairComparisons(collected.codeBlocks)
        wrapScrollRegions(tables: collected.tables, codeBlocks: collected.codeBlocks)
        if rawHTMLAsText { showAsText(collected.rawHTML) }
    }

    /// Replaces raw HTML by text nodes of its source, so that it reads as what was written.
    private mutating func showAsText(_ nodes: [CmarkNode]) {
        for node in nodes {
            let replacement = node.type == CMARK_NODE_HTML_BLOCK
                ? CmarkNode.paragraph(node.literal.trimmingCharacters(in: .newlines))
                : CmarkNode.text(node.literal)
            guard let replacement else { continue }
            node.replace(with: replacement)
        }
    }

    private static func collect(_ document: CmarkNode) -> Collected {
        var collected = Collected()
        guard let iterator = cmark_iter_new(document.pointer) else { return collected }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = CmarkNode(cmark_iter_get_node(iterator)) else { continue }
            switch node.type {
            case CMARK_NODE_HEADING: collected.outline.append(.heading(node))
            case CMARK_NODE_ITEM where node.typeName == "tasklist": collected.outline.append(.task(node))
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE: collected.links.append(node)
            case CMARK_NODE_CODE_BLOCK: collected.codeBlocks.append(node)
            case CMARK_NODE_FOOTNOTE_DEFINITION: collected.footnoteDefinitions.append(node)
            case CMARK_NODE_FOOTNOTE_REFERENCE: collected.footnoteReferences.append(node)
            case CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK: collected.rawHTML.append(node)
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                collected.text += node.literal
                collected.text += " "
            case CMARK_NODE_PARAGRAPH where collected.firstParagraph == nil && node.parent == document:
                collected.firstParagraph = node
            default: if node.typeName == "table" { collected.tables.append(node) }
            }
        }
        return collected
    }
}
