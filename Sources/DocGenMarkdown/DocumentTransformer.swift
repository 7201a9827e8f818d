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
    let lineOffset: Int
    let resolver: any LinkResolver

    private(set) var headings: [Heading] = []
    var anchors: Set<String> = []
    var links: [InternalLink] = []
    var tasks: [TaskItem] = []
    var diagnostics: [Diagnostic] = []
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
    func location(of node: CmarkNode) -> SourceLocation {
        let line = node.startLine
        return SourceLocation(file: file, line: line > 0 ? line + lineOffset : 0, column: line > 0 ? node.startColumn : 0)
    }

    mutating func transform(_ document: CmarkNode, source: String) {
        let collected = Self.collect(document)
        searchText = collected.text
        firstParagraph = collected.firstParagraph?.plainText
        resolveLinks(collected.links)
        var headingNodes: [(node: CmarkNode, heading: Heading)] = []
        var taskNodes: [(node: CmarkNode, task: TaskItem)] = []
        var slugger = HeadingSlugger()
        var section: Heading?
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
