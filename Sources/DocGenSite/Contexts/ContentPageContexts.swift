/// A Markdown page.
struct ContentPageContext: TemplateContext {
    struct TocEntry: TemplateContext {
        var id: String
        var text: String
        var level: Int
        var isSub: Bool
    }

    struct Progress: TemplateContext {
        struct Section: TemplateContext {
            var title: String
            var href: String
            var done: Int
            var total: Int
            var complete: Bool
        }

        var done: Int
        var total: Int
        var complete: Bool
        var sections: [Section]
    }

    struct Pager: TemplateContext {
        struct Link: TemplateContext {
            var title: String
            /// The title as HTML where it needs its own break points (file paths); `nil` for page titles.
            var titleHTML: String?
            var href: String
        }

        var previous: Link?
        var next: Link?
    }

    var page: PageInfo
    /// The page's `<h1>` (from its Markdown, or made from its title), apart from `content` so that
    /// the table of contents and checklist progress can follow it.
    var titleHTML: String
    /// cmark-gfm's HTML of the page's body, without its leading `<h1>`.
    var content: String
    var hasToc: Bool?
    var toc: [TocEntry]?
    /// The table of contents as a ready-made list.
    var tocHTML: String?
    var progress: Progress?
    var pager: Pager?
}

/// The home page: the content's `index.md` when there is one, and the site's overview.
struct HomePageContext: TemplateContext {
    struct Overview: TemplateContext {
        struct Section: TemplateContext {
            var title: String
            var href: String
            var hasPages: Bool
            /// The section's pages while it is small enough to list in full (the top-level pages always).
            var pages: [PageListEntry]
            /// Set instead of `pages` for a large section: a link to its index.
            var more: NavigationContext.More?
        }

        var sections: [Section]
        var openTasks: Int
        var totalTasks: Int
        var hasTasks: Bool
        var audits: [AuditCardContext]
        var hasAudits: Bool
        /// Each product's state at a glance: conformance, open and unverified items, gates, dates.
        var products: [ProductStatusContext]
        var hasProducts: Bool
    }

    var page: PageInfo
    /// The `<h1>` of `index.md` (or one made from its title), apart from `content` so that the products'
    /// state can follow it; absent when the home page is generated.
    var titleHTML: String?
    /// cmark-gfm's HTML of `index.md` without its `<h1>`; absent when the home page is generated.
    var content: String?
    var home: Overview
}

/// The generated index of a folder without `index.md`: its pages by folder, in reading order.
struct SectionPageContext: TemplateContext {
    /// The pages of one folder; the section's own folder comes first and has no title.
    struct Group: TemplateContext {
        var title: String?
        var pages: [PageListEntry]
    }

    var page: PageInfo
    var groups: [Group]
}

/// Every open checklist item of the site, by page.
struct ChecklistsPageContext: TemplateContext {
    struct Group: TemplateContext {
        var title: String
        var anchor: String
        var href: String
        var items: [Item]
    }

    struct Item: TemplateContext {
        var text: String
        var section: String
        var href: String
    }

    var page: PageInfo
    var groups: [Group]
    var openCount: Int
    var hasOpen: Bool
}
