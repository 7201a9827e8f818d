import DocGenCore

/// A heading of a rendered page, for its table of contents.
public struct Heading: Hashable, Sendable {
    /// 1 to 6.
    public var level: Int
    /// The unique, GitHub-compatible id given to the heading on its page.
    public var id: String
    /// The heading's plain text.
    public var text: String

    /// Creates a heading.
    public init(level: Int, id: String, text: String) {
        self.level = level
        self.id = id
        self.text = text
    }
}

/// A checklist (task list) item of a page.
public struct TaskItem: Hashable, Sendable {
    /// The item's plain text.
    public var text: String
    /// Whether it is ticked.
    public var done: Bool
    /// The heading the item is under, if any: its section.
    public var section: Heading?
    /// Where the item is written.
    public var location: SourceLocation

    /// Creates a task item.
    public init(text: String, done: Bool, section: Heading?, location: SourceLocation) {
        self.text = text
        self.done = done
        self.section = section
        self.location = location
    }
}

/// Progress of the checklists under one heading.
public struct SectionProgress: Hashable, Sendable {
    /// The heading; `nil` for items before the first heading.
    public var section: Heading?
    /// Ticked items.
    public var done: Int
    /// All items.
    public var total: Int

    /// Creates a progress record.
    public init(section: Heading?, done: Int, total: Int) {
        self.section = section
        self.done = done
        self.total = total
    }
}

/// A Markdown document rendered to HTML, with what the site needs to know about it.
public struct RenderedMarkdown: Sendable, Hashable {
    /// The body HTML: cmark-gfm's output after the AST transforms.
    public var html: String
    /// The plain text of the first heading, the fallback title.
    public var firstHeading: String?
    /// Every heading in order, with its id.
    public var headings: [Heading]
    /// Every id an anchor can point at on the page (headings, footnotes, explicit ids).
    public var anchors: Set<String>
    /// Internal links to check against the whole site.
    public var links: [InternalLink]
    /// Checklist items in order.
    public var tasks: [TaskItem]
    /// Problems found while rendering (invalid links, for example).
    public var diagnostics: [Diagnostic]
    /// The HTML of the document's leading level-1 heading, taken out of `html` so that a theme can
    /// put the table of contents after it; `nil` when the document does not start with one.
    public var titleHTML: String?
    /// The distinct words of the document's text (not of its code blocks or raw HTML), sorted and
    /// normalized by ``SearchTokens``: what search finds the page by.
    public var searchTerms: [String]
    /// The start of the document's first paragraph, as plain text (at most about 200 characters).
    public var excerpt: String?

    /// Creates a rendered document.
    public init(html: String, firstHeading: String?, headings: [Heading], anchors: Set<String>,
                links: [InternalLink], tasks: [TaskItem], diagnostics: [Diagnostic],
                titleHTML: String? = nil, searchTerms: [String] = [], excerpt: String? = nil) {
        self.titleHTML = titleHTML
        self.searchTerms = searchTerms
        self.excerpt = excerpt
        self.html = html
        self.firstHeading = firstHeading
        self.headings = headings
        self.anchors = anchors
        self.links = links
        self.tasks = tasks
        self.diagnostics = diagnostics
    }

    /// Checklist progress per section, in the order the sections first hold an item.
    public var sectionProgress: [SectionProgress] {
        var order: [Heading?] = []
        var counts: [Heading?: (done: Int, total: Int)] = [:]
        for task in tasks {
            if counts[task.section] == nil { order.append(task.section) }
            counts[task.section, default: (0, 0)].total += 1
            if task.done { counts[task.section, default: (0, 0)].done += 1 }
        }
        return order.map { SectionProgress(section: $0, done: counts[$0]!.done, total: counts[$0]!.total) }
    }
}
