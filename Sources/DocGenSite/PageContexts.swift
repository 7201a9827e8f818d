import DocGenCore
import DocGenMarkdown

/// Builds the template context of each page: plain dictionaries and arrays that Mustache reads.
///
/// Every value from content goes in as plain text, which Mustache's `{{…}}` escapes; only
/// cmark-gfm's output (`content`) and docgen's own markup are meant for `{{{…}}}`.
struct PageContexts: Sendable {
    let site: SiteAssembly

    func context(for output: OutputPage) -> [String: Any] {
        var context = base(path: output.path)
        switch output {
        case let .content(page):
            context.merge(contentContext(page)) { $1 }
            if page.path == SitePaths.home { context["home"] = homeContext(from: page.path) }
        case .generatedHome:
            context["page"] = pageInfo(title: site.config.title, description: nil, path: output.path, kind: .home)
            context["home"] = homeContext(from: output.path)
        case let .section(section):
            context["page"] = pageInfo(title: section.title, description: nil, path: output.path, kind: .section)
            context["pages"] = section.pages.map { link -> [String: Any] in
                Self.pageLink(link, from: output.path)
            }
        case .checklists:
            context["page"] = pageInfo(title: "Open checklist items", description: "Every unticked checklist item of the site.",
                                       path: output.path, kind: .checklists)
            context.merge(checklistsContext(from: output.path)) { $1 }
        case let .audit(audit):
            context["page"] = pageInfo(title: "Audit: \(audit.audit.title)", description: nil, path: output.path, kind: .audit)
            context.merge(AuditContexts(audit: audit).auditPage()) { $1 }
        case let .auditFile(audit, row):
            context["page"] = pageInfo(title: "\(row.file) · \(audit.audit.title)", description: nil, path: output.path, kind: .auditFile)
            context.merge(AuditContexts(audit: audit).filePage(row)) { $1 }
        }
        return context
    }

    private func base(path: String) -> [String: Any] {
        let root = SitePaths.rootPrefix(from: path)
        return [
            "site": ["title": site.config.title],
            "root": root,
            "homeHref": SitePaths.href(from: path, to: SitePaths.home),
            "checklistsHref": SitePaths.href(from: path, to: SitePaths.checklists),
            "stylesheet": SitePaths.href(from: path, to: "\(SitePaths.assets)/docgen.css"),
            "script": SitePaths.href(from: path, to: "\(SitePaths.assets)/docgen.js"),
            "searchIndex": SitePaths.href(from: path, to: SearchIndex.path),
            "nav": navigation(for: path),
            "isHome": path == SitePaths.home,
            "isChecklists": path == SitePaths.checklists,
        ]
    }

    private func navigation(for path: String) -> [String: Any] {
        var nav = site.navigation.context(for: path)
        nav["audits"] = site.audits.map { audit -> [String: Any] in
            let current = path == audit.path || path.hasPrefix("audits/\(audit.audit.id)/")
            return ["title": audit.audit.title, "href": SitePaths.href(from: path, to: audit.path),
                    "current": current, "isPage": path == audit.path]
        }
        return nav
    }

    private func pageInfo(title: String, description: String?, path: String, kind: PageKind) -> [String: Any] {
        var info: [String: Any] = ["title": title, "path": path, "kind": kind.rawValue]
        if let description, !description.isEmpty { info["description"] = description }
        return info
    }

    private func contentContext(_ page: RenderedPage) -> [String: Any] {
        var info = pageInfo(title: page.title, description: page.source.frontMatter.description,
                            path: page.path, kind: page.path == SitePaths.home ? .home : .page)
        info["meta"] = page.source.frontMatter.values.mapValues(Self.templateValue)
        info["tags"] = page.source.frontMatter.tags
        info["hasTags"] = !page.source.frontMatter.tags.isEmpty
        var context: [String: Any] = ["page": info, "content": page.markdown.html]
        let toc = page.markdown.headings.filter { $0.level == 2 || $0.level == 3 }
        if toc.count >= 2 {
            context["hasToc"] = true
            context["toc"] = toc.map { ["id": $0.id, "text": $0.text, "level": $0.level, "isSub": $0.level == 3] as [String: Any] }
            context["tocHTML"] = Self.tocList(toc)
        }
        let tasks = page.markdown.tasks
        if !tasks.isEmpty {
            let done = tasks.filter(\.done).count
            context["progress"] = [
                "done": done,
                "total": tasks.count,
                "complete": done == tasks.count,
                "sections": page.markdown.sectionProgress.map { progress -> [String: Any] in
                    [
                        "title": progress.section?.text ?? page.title,
                        "href": progress.section.map { "#\($0.id)" } ?? "#main",
                        "done": progress.done,
                        "total": progress.total,
                        "complete": progress.done == progress.total,
                    ]
                },
            ] as [String: Any]
        }
        if let pager = site.navigation.pager(for: page.path) { context["pager"] = pager }
        return context
    }

    private func homeContext(from path: String) -> [String: Any] {
        let sections = site.navigation.sections.map { section -> [String: Any] in
            [
                "title": section.title,
                "href": SitePaths.href(from: path, to: section.indexPath),
                "hasPages": !section.pages.isEmpty,
                "pages": section.pages.map { link -> [String: Any] in
                    Self.pageLink(link, from: path)
                },
            ]
        }
        let open = site.openTasks.reduce(0) { $0 + $1.tasks.count }
        let total = site.pages.reduce(0) { $0 + $1.markdown.tasks.count }
        return ["sections": sections, "openTasks": open, "totalTasks": total, "hasTasks": total > 0,
                "audits": site.audits.map { AuditContexts(audit: $0).card(from: path) }, "hasAudits": !site.audits.isEmpty]
    }

    private func checklistsContext(from path: String) -> [String: Any] {
        let groups = site.openTasks.map { group -> [String: Any] in
            [
                "title": group.page.title,
                "anchor": "open-" + SitePaths.slug(group.page.path),
                "href": SitePaths.href(from: path, to: group.page.path),
                "items": group.tasks.map { task -> [String: Any] in
                    [
                        "text": task.text,
                        "section": task.section?.text ?? group.page.title,
                        "href": SitePaths.href(from: path, to: group.page.path, fragment: task.section?.id),
                    ]
                },
            ]
        }
        let open = groups.reduce(0) { $0 + (($1["items"] as? [Any])?.count ?? 0) }
        return ["groups": groups, "openCount": open, "hasOpen": open > 0]
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
    static func pageLink(_ link: Navigation.PageLink, from path: String) -> [String: Any] {
        var entry: [String: Any] = ["title": link.title, "href": SitePaths.href(from: path, to: link.path)]
        if let description = link.description, !description.isEmpty { entry["description"] = description }
        return entry
    }

    /// Front matter values as Mustache reads them: strings, numbers, booleans, arrays, dictionaries.
    static func templateValue(_ value: MetadataValue) -> Any {
        switch value {
        case let .string(v): v
        case let .int(v): v
        case let .double(v): v
        case let .bool(v): v
        case let .list(v): v.map(templateValue)
        case let .map(v): v.mapValues(templateValue)
        case .null: ""
        }
    }
}
