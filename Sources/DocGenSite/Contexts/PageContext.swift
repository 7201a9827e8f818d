import DocGenCore

/// A template context: a struct whose stored properties are the variables its template reads.
///
/// Contexts are made of strings, numbers, booleans, optionals, arrays and other contexts. They are
/// turned into Mustache values in one place (``TemplateValues``), and their shape is read from the
/// type (``TemplateSchema``) to check every theme's templates. To give templates a new variable,
/// add a stored property; to add a page kind, add a ``PageKind`` case and its body here.
protocol TemplateContext: Codable, Hashable, Sendable {}

/// Everything one page's template reads: the layout's variables and those of its kind.
///
/// Two equal contexts render the same bytes with the same theme, which is what lets an
/// incremental build skip the pages whose context did not change.
public struct PageContext: Hashable, Sendable {
    /// The page's path inside the site.
    public let path: String
    /// The variables every page has: site, links to shared files, navigation.
    let layout: LayoutContext
    /// The variables of the page's kind.
    let body: Body

    /// The variables of each kind of page.
    enum Body: Hashable, Sendable {
        case home(HomePageContext)
        case page(ContentPageContext)
        case section(SectionPageContext)
        case checklists(ChecklistsPageContext)
        case audit(AuditPageContext)
        case auditFile(AuditFilePageContext)
        case auditReport(AuditReportPageContext)
        case conformance(ConformancePageContext)
    }

    /// The template that renders the page.
    public var kind: PageKind {
        switch body {
        case .home: .home
        case .page: .page
        case .section: .section
        case .checklists: .checklists
        case .audit: .audit
        case .auditFile: .auditFile
        case .auditReport: .auditReport
        case .conformance: .conformance
        }
    }

    /// The Mustache value of the whole context: the layout's and the kind's variables in one scope.
    var mustacheValue: [String: Any] {
        var value = TemplateValues.mustache(layout) as? [String: Any] ?? [:]
        value.merge(bodyValue) { $1 }
        return value
    }

    /// The Mustache value of the kind's variables alone.
    var bodyValue: [String: Any] {
        let body: any Encodable = switch self.body {
        case let .home(context): context
        case let .page(context): context
        case let .section(context): context
        case let .checklists(context): context
        case let .audit(context): context
        case let .auditFile(context): context
        case let .auditReport(context): context
        case let .conformance(context): context
        }
        return TemplateValues.mustache(body) as? [String: Any] ?? [:]
    }

    /// The variables a page of `kind` has, for checking templates.
    static func schema(of kind: PageKind) -> TemplateSchema {
        .merging([.of(LayoutContext.self), bodySchema(of: kind)])
    }

    /// The variables of a page of `kind` besides the layout's.
    static func bodySchema(of kind: PageKind) -> TemplateSchema {
        switch kind {
        case .home: .of(HomePageContext.self)
        case .page: .of(ContentPageContext.self)
        case .section: .of(SectionPageContext.self)
        case .checklists: .of(ChecklistsPageContext.self)
        case .audit: .of(AuditPageContext.self)
        case .auditFile: .of(AuditFilePageContext.self)
        case .auditReport: .of(AuditReportPageContext.self)
        case .conformance: .of(ConformancePageContext.self)
        }
    }
}

/// The variables every page's layout reads.
struct LayoutContext: TemplateContext {
    struct Site: TemplateContext {
        var title: String
    }

    /// A product's conformance report in the navigation.
    struct ConformanceLink: TemplateContext {
        var title: String
        var href: String
        var current: Bool
    }

    /// The commit and date the site is built from (``SourceHistory``), for the footer.
    struct Build: TemplateContext {
        /// The first 12 digits of the last commit that touched the inputs.
        var commit: String?
        /// Its full hash.
        var commitHash: String?
        /// The report date: `SOURCE_DATE_EPOCH`'s, or the commit's.
        var date: String?
        /// Whether the inputs have changes the commit does not hold.
        var modified: Bool
    }

    var site: Site
    /// `../` repeated to reach the site's root from the page (`""` at the root).
    var root: String
    var homeHref: String
    var checklistsHref: String
    /// The first product's conformance report, when the site has audits.
    var conformanceHref: String?
    /// Every product's conformance report, when the site has audits.
    var conformance: [ConformanceLink]
    var build: Build?
    var stylesheet: String
    var script: String
    var searchIndex: String
    var nav: NavigationContext
    var isHome: Bool
    var isChecklists: Bool
    /// `docgen <version>`, for the footer.
    var generator: String
    var isConformance: Bool
}

/// The site navigation as one page shows it.
struct NavigationContext: TemplateContext {
    struct Section: TemplateContext {
        var title: String
        var href: String
        /// Whether the page is in this section.
        var current: Bool
        /// Whether the page is the section's index.
        var isPage: Bool
        /// Set when the section's pages are listed (the current section, while small).
        var hasPages: Bool?
        var pages: [Link]?
        /// Set instead of `pages` when the current section is too large to list.
        var more: More?
    }

    struct Link: TemplateContext {
        var title: String
        var href: String
        var current: Bool
    }

    struct More: TemplateContext {
        var count: Int
        var href: String
    }

    struct Audit: TemplateContext {
        var title: String
        var href: String
        var current: Bool
        var isPage: Bool
    }

    var sections: [Section]
    /// Set when there are too many sections to list on every page: a link to the home page's list.
    var allSections: More?
    var audits: [Audit]
}

/// What every page says about itself: `page.title`, `page.kind`, …
struct PageInfo: TemplateContext {
    var title: String
    var path: String
    var kind: String
    var description: String?
    /// The `style-src` sources of the page's Content-Security-Policy: the theme's stylesheet and, by its
    /// hash, the page's own `<style>`.
    var styleSources: String = "'self'"
    /// The page's own CSS (running headers of printed pages; the whole theme in a self-contained copy):
    /// docgen's, with every text in it a CSS string (``CSSText``), for `{{{page.styleHTML}}}` in a `<style>`.
    var styleHTML: String?
    /// Whether the page is a self-contained copy under `reports/`: styles inline, no scripts, no navigation.
    var standalone: Bool?
    /// The self-contained copy of a report or conformance page, from the page.
    var exportHref: String?
    /// Front matter values of a Markdown page, by key.
    var meta: [String: MetadataValue]?
    var tags: [String]?
    var hasTags: Bool?
}

/// A page in a list: title, link and, when it has one, its description.
struct PageListEntry: TemplateContext {
    var title: String
    var href: String
    var description: String?
}

extension PageContext {
    /// A hash of everything the page's template reads, the same in every process: with the same
    /// theme, equal hashes mean equal pages (what a build cache on disk compares).
    public var contentHash: ContentHash {
        var hasher = ContentHasher()
        hasher.combine(kind.rawValue)
        Self.combine(mustacheValue, into: &hasher)
        return hasher.finalize()
    }

    private static func combine(_ value: Any, into hasher: inout ContentHasher) {
        switch value {
        case let bool as Bool:
            hasher.combine(bool ? 2 : 1)
        case let string as String:
            hasher.combine(3)
            hasher.combine(string)
        case let int as Int:
            hasher.combine(4)
            hasher.combine(int)
        case let double as Double:
            hasher.combine(5)
            hasher.combine(Int(bitPattern: UInt(double.bitPattern)))
        case let list as [Any]:
            hasher.combine(6)
            hasher.combine(list.count)
            for element in list { combine(element, into: &hasher) }
        case let dictionary as [String: Any]:
            hasher.combine(7)
            hasher.combine(dictionary.count)
            for key in dictionary.keys.sorted() {
                hasher.combine(key)
                combine(dictionary[key]!, into: &hasher)
            }
        default:
            hasher.combine(8)
            hasher.combine(String(describing: value))
        }
    }
}
