import DocGenCore
import DocGenMarkdown

/// Builds the typed template context of each page of a site.
///
/// Every value from content goes in as plain text, which Mustache's `{{…}}` escapes; only
/// cmark-gfm's output (`content`) and docgen's own markup (`…HTML`, charts) are meant for `{{{…}}}`.
struct PageContexts: Sendable {
    let site: SiteAssembly

    func context(for output: OutputPage) -> PageContext {
        let path = output.path
        let body: PageContext.Body
        switch output {
        case let .content(page) where page.path == SitePaths.home:
            body = .home(HomePageContext(page: contentInfo(page, kind: .home), content: Self.titleHTML(of: page) + page.markdown.html,
                                         home: overview(from: path)))
        case let .content(page):
            body = .page(contentPage(page))
        case .generatedHome:
            body = .home(HomePageContext(page: info(site.config.title, path: path, kind: .home), content: nil,
                                         home: overview(from: path)))
        case let .section(section):
            body = .section(SectionPageContext(page: info(section.title, path: path, kind: .section),
                                               groups: section.groups.map { group in
                                                   SectionPageContext.Group(title: group.folder == section.id ? nil : group.title,
                                                                            pages: group.pages.map { Self.pageLink($0, from: path) })
                                               }))
        case .checklists:
            body = .checklists(checklists(info("Open checklist items", description: "Every unticked checklist item of the site.",
                                               path: path, kind: .checklists)))
        case let .audit(audit):
            body = .audit(contexts(audit).auditPage(info("Audit: \(audit.audit.title)", path: path, kind: .audit)))
        case let .auditFile(audit, row):
            body = .auditFile(contexts(audit).filePage(row, info("\(row.file) · \(audit.audit.title)",
                                                                 path: path, kind: .auditFile)))
        case let .auditReport(audit):
            body = .auditReport(contexts(audit).reportPage(info("Report: \(audit.audit.title)", path: path, kind: .auditReport)))
        case let .conformance(report):
            body = .conformance(ConformanceContexts(report: report, audits: site.audits).page(
                info("WCAG \(WCAG.version) conformance", description: ConformanceContexts.description(of: report),
                     path: path, kind: .conformance)))
        }
        return PageContext(path: path, layout: layout(path: path), body: body)
    }

    private func contexts(_ audit: RenderedAudit) -> AuditContexts {
        AuditContexts(audit: audit, links: site.config.deepLinks)
    }

    private func layout(path: String) -> LayoutContext {
        LayoutContext(
            site: LayoutContext.Site(title: site.config.title),
            root: SitePaths.rootPrefix(from: path),
            homeHref: SitePaths.href(from: path, to: SitePaths.home),
            checklistsHref: SitePaths.href(from: path, to: SitePaths.checklists),
            conformanceHref: site.conformance == nil ? nil : SitePaths.href(from: path, to: SitePaths.conformance),
            stylesheet: SitePaths.href(from: path, to: "\(SitePaths.assets)/docgen.css"),
            script: SitePaths.href(from: path, to: "\(SitePaths.assets)/docgen.js"),
            searchIndex: SitePaths.href(from: path, to: SearchIndex.path),
            nav: navigation(for: path),
            isHome: path == SitePaths.home,
            isChecklists: path == SitePaths.checklists,
            generator: "docgen \(site.toolVersion)",
            isConformance: path == SitePaths.conformance)
    }

    private func navigation(for path: String) -> NavigationContext {
        NavigationContext(
            sections: site.navigation.sections(for: path),
            allSections: site.navigation.allSections(for: path),
            audits: site.audits.map { audit in
                NavigationContext.Audit(title: audit.audit.title, href: SitePaths.href(from: path, to: audit.path),
                                        current: path == audit.path || path.hasPrefix("audits/\(audit.audit.id)/"),
                                        isPage: path == audit.path)
            })
    }

    private func info(_ title: String, description: String? = nil, path: String, kind: PageKind) -> PageInfo {
        PageInfo(title: title, path: path, kind: kind.rawValue,
                 description: description.flatMap { $0.isEmpty ? nil : $0 })
    }

    private func contentInfo(_ page: RenderedPage, kind: PageKind) -> PageInfo {
        var info = info(page.title, description: page.source.frontMatter.description, path: page.path, kind: kind)
        info.meta = page.source.frontMatter.values
        info.tags = page.source.frontMatter.tags
        info.hasTags = !page.source.frontMatter.tags.isEmpty
        return info
    }

    private func contentPage(_ page: RenderedPage) -> ContentPageContext {
        var context = ContentPageContext(page: contentInfo(page, kind: .page), titleHTML: Self.titleHTML(of: page),
                                         content: page.markdown.html)
        let toc = page.markdown.headings.filter { $0.level == 2 || $0.level == 3 }
        if toc.count >= 2 {
            context.hasToc = true
            context.toc = toc.map { ContentPageContext.TocEntry(id: $0.id, text: $0.text, level: $0.level, isSub: $0.level == 3) }
            context.tocHTML = Self.tocList(toc)
        }
        let tasks = page.markdown.tasks
        if !tasks.isEmpty {
            let done = tasks.filter(\.done).count
            context.progress = ContentPageContext.Progress(
                done: done, total: tasks.count, complete: done == tasks.count,
                sections: page.markdown.sectionProgress.map { progress in
                    ContentPageContext.Progress.Section(
                        title: progress.section?.text ?? page.title,
                        href: progress.section.map { "#\($0.id)" } ?? "#main",
                        done: progress.done, total: progress.total, complete: progress.done == progress.total)
                })
        }
        context.pager = site.navigation.pager(for: page.path)
        return context
    }

    private func overview(from path: String) -> HomePageContext.Overview {
        let sections = site.navigation.sections.filter { !$0.isRoot || !$0.pages.isEmpty }.map { section in
            let listed = section.isRoot || section.isSmall
            let href = SitePaths.href(from: path, to: section.indexPath)
            return HomePageContext.Overview.Section(
                title: section.title, href: href, hasPages: listed && !section.pages.isEmpty,
                pages: listed ? section.pages.map { Self.pageLink($0, from: path) } : [],
                more: listed ? nil : NavigationContext.More(count: section.pages.count, href: href))
        }
        let open = site.openTasks.reduce(0) { $0 + $1.tasks.count }
        let total = site.pages.reduce(0) { $0 + $1.markdown.tasks.count }
        return HomePageContext.Overview(sections: sections, openTasks: open, totalTasks: total, hasTasks: total > 0,
                                        audits: site.audits.map { AuditContexts(audit: $0).card(from: path) },
                                        hasAudits: !site.audits.isEmpty)
    }

    private func checklists(_ info: PageInfo) -> ChecklistsPageContext {
        let path = info.path
        let groups = site.openTasks.map { group in
            ChecklistsPageContext.Group(
                title: group.page.title,
                anchor: "open-" + SitePaths.slug(group.page.path),
                href: SitePaths.href(from: path, to: group.page.path),
                items: group.tasks.map { task in
                    ChecklistsPageContext.Item(text: task.text, section: task.section?.text ?? group.page.title,
                                               href: SitePaths.href(from: path, to: group.page.path, fragment: task.section?.id))
                })
        }
        let open = groups.reduce(0) { $0 + $1.items.count }
        return ChecklistsPageContext(page: info, groups: groups, openCount: open, hasOpen: open > 0)
    }

    /// The page's `<h1>`: the one its Markdown starts with, or one made from its title when the
    /// Markdown has none (every page has exactly one top-level heading).
    static func titleHTML(of page: RenderedPage) -> String {
        if let html = page.markdown.titleHTML { return html }
        if page.markdown.headings.contains(where: { $0.level == 1 }) { return "" }
        return "<h1>\(HTML.escape(page.title))</h1>\n"
    }

    /// The table of contents as a ready-made list (escaped), for themes that do not build their own
    /// from `toc`: long pages have dozens of entries, and building them here is much cheaper.
    static func tocList(_ headings: [Heading]) -> String {
        var html = "<ul>\n"
        for heading in headings {
            html += heading.level == 3 ? "<li class=\"toc-sub\">" : "<li>"
            html += "<a href=\"#\(HTML.escape(ContentLinkResolver.encode(heading.id)))\">\(HTML.escape(heading.text))</a></li>\n"
        }
        return html + "</ul>"
    }

    /// A page in a list: title, link and, when it has one, its description.
    static func pageLink(_ link: Navigation.PageLink, from path: String) -> PageListEntry {
        PageListEntry(title: link.title, href: SitePaths.href(from: path, to: link.path),
                      description: link.description.flatMap { $0.isEmpty ? nil : $0 })
    }
}
