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
            body = .home(HomePageContext(page: contentInfo(page, kind: .home), titleHTML: Self.titleHTML(of: page),
                                         content: page.markdown.html, home: overview(from: path)))
        case let .content(page):
            body = .page(contentPage(page))
        case .generatedHome:
            body = .home(HomePageContext(page: info(site.config.title, path: path, kind: .home), titleHTML: nil, content: nil,
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
            body = .audit(contexts(audit).auditPage(info("Audit: \(audit.audit.title)", path: path, kind: .audit,
                                                         product: site.productReport(of: audit.audit)?.product)))
        case let .auditFile(audit, row):
            body = .auditFile(contexts(audit).filePage(row, info("\(row.file) · \(audit.audit.title)", path: path, kind: .auditFile,
                                                                 product: site.productReport(of: audit.audit)?.product)))
        case let .auditReport(audit), let .exportedAuditReport(audit):
            let standalone = output.isExport
            var page = info("Report: \(audit.audit.title)", path: path, kind: .auditReport,
                            product: site.productReport(of: audit.audit)?.product, standalone: standalone)
            if !standalone { page.exportHref = SitePaths.href(from: path, to: SitePaths.exportedAuditReport(audit.audit.id)) }
            body = .auditReport(contexts(audit).reportPage(page, variant: standalone ? "export" : "report"))
        case let .conformance(report), let .exportedConformance(report):
            let standalone = output.isExport
            var page = info(ConformanceContexts.title(of: report.report), description: ConformanceContexts.description(of: report.report),
                            path: path, kind: .conformance, product: report.product, standalone: standalone)
            if !standalone { page.exportHref = SitePaths.href(from: path, to: report.exportPath) }
            body = .conformance(ConformanceContexts(report: report, site: site).page(page))
        }
        return PageContext(path: path, layout: layout(path: path), body: body)
    }

    private func contexts(_ audit: RenderedAudit) -> AuditContexts {
        AuditContexts(audit: audit, links: site.config.deepLinks, history: site.history,
                      conformancePath: site.productReport(of: audit.audit)?.path ?? SitePaths.conformance,
                      trend: site.trends[audit.audit.id])
    }

    private func layout(path: String) -> LayoutContext {
        LayoutContext(
            site: LayoutContext.Site(title: site.config.title),
            root: SitePaths.rootPrefix(from: path),
            homeHref: SitePaths.href(from: path, to: SitePaths.home),
            checklistsHref: SitePaths.href(from: path, to: SitePaths.checklists),
            conformanceHref: site.productReports.first.map { SitePaths.href(from: path, to: $0.path) },
            conformance: site.productReports.map { report in
                LayoutContext.ConformanceLink(title: site.productReports.count == 1 ? "WCAG conformance" : "Conformance: \(report.product.name)",
                                              href: SitePaths.href(from: path, to: report.path), current: path == report.path)
            },
            build: Self.build(site.history),
            stylesheet: SitePaths.href(from: path, to: "\(SitePaths.assets)/docgen.css"),
            script: SitePaths.href(from: path, to: "\(SitePaths.assets)/docgen.js"),
            searchIndex: SitePaths.href(from: path, to: SearchIndex.path),
            nav: navigation(for: path),
            isHome: path == SitePaths.home,
            isChecklists: path == SitePaths.checklists,
            generator: "docgen \(site.toolVersion)",
            isConformance: site.productReports.contains { $0.path == path })
    }

    /// The footer's commit and date; `nil` without either.
    static func build(_ history: SourceHistory) -> LayoutContext.Build? {
        guard history.build != nil || history.date != nil else { return nil }
        return LayoutContext.Build(commit: history.build?.short, commitHash: history.build?.hash, date: history.date,
                                   modified: history.modified)
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

    /// What a page says about itself, with the running header of its printed pages: the product (or the
    /// site), the page's title and the report date. A self-contained copy carries the theme's CSS too.
    private func info(_ title: String, description: String? = nil, path: String, kind: PageKind,
                      product: Product? = nil, standalone: Bool = false) -> PageInfo {
        var info = PageInfo(title: title, path: path, kind: kind.rawValue,
                            description: description.flatMap { $0.isEmpty ? nil : $0 })
        var css = ""
        if standalone {
            info.standalone = true
            css = site.theme.assets.first { $0.path == "docgen.css" }.flatMap { String(data: $0.data, encoding: .utf8) } ?? ""
            css += "\n"
        }
        css += PrintHeader.css(left: product.map { $0.declared ? $0.title : site.config.title } ?? site.config.title,
                               center: title, right: site.history.date)
        info.styleHTML = css
        info.styleSources = (standalone ? "" : "'self' ") + SHA256.cspSource(css)
        return info
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
        let products = site.productReports.map { report in
            ProductStatusContext(report, audits: site.audits(of: report.product), history: site.history, from: path)
        }
        return HomePageContext.Overview(sections: sections, openTasks: open, totalTasks: total, hasTasks: total > 0,
                                        audits: site.audits.map { AuditContexts(audit: $0, history: site.history).card(from: path) },
                                        hasAudits: !site.audits.isEmpty, products: products, hasProducts: !products.isEmpty)
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
