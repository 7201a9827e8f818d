import DocGenCore
import DocGenMarkdown
import DocGenTestSupport
import Foundation
import Testing
@testable import DocGenSite

/// Partials that read only the layout's variables are rendered once per distinct layout, and every
/// page comes out byte for byte as if each were rendered in place.
@Suite struct LayoutMemoTests {
    /// A theme folder holding a copy of the default theme, with some templates replaced.
    final class ThemeCopy {
        let folder: URL

        init(_ replacements: [String: (String) -> String] = [:]) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-theme-\(UUID().uuidString)")
            let theme = folder.appendingPathComponent("default")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("themes/default"), to: theme)
            for (name, change) in replacements {
                let url = theme.appendingPathComponent("templates/\(name).mustache")
                try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
            }
        }

        func load() throws -> Theme { try Theme.load(named: "default", from: folder, displayDirectory: "themes") }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    /// A site with top-level pages, a small section, a large one with a subfolder, and generated indexes.
    static func site(theme: Theme) -> SiteAssembly {
        let renderer = MarkdownRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver())
        var paths = ["index.md", "about.md", "contact.md", "plans/a.md", "plans/b.md"]
        paths += (0..<45).map { "proposals/\(String(format: "%04d", $0))-change.md" } + ["proposals/testing/0001-x.md"]
        let pages = paths.map { path in
            let body = "# Title of \(path)\n\n## One\n\nText.\n\n## Two\n\n- [ ] open task\n"
            let output = String(path.dropLast(3)) + ".html"
            let source = SourcePage(path: path, displayPath: "content/\(path)", outputPath: output, frontMatter: FrontMatter(),
                                    body: body, bodyLineOffset: 0)
            return RenderedPage(source: source, markdown: renderer.render(body, file: source.displayPath, page: output))
        }
        var config = SiteConfig(root: FileManager.default.temporaryDirectory)
        config.title = "Memo <test>"
        return SiteAssembly(config: config, pages: pages, theme: theme, assets: [])
    }

    /// Renders every page with and without the memo; returns how many distinct layouts the memo made.
    static func expectSameBytes(_ theme: Theme) throws -> Int {
        let site = Self.site(theme: theme)
        let memo = LayoutMemo()
        let contexts = site.contexts()
        for context in contexts {
            let alone = try theme.render(context)
            let shared = try theme.render(context, memo: memo)
            #expect(shared == alone, "\(context.path)")
        }
        return Set(contexts.map(\.layout)).count
    }

    @Test func theDefaultNavigationIsRenderedOncePerLayoutWithTheSameBytes() throws {
        let theme = try ThemeCopy().load()
        #expect(theme.memoized.names == ["nav"])
        let layouts = try Self.expectSameBytes(theme)
        let pages = Self.site(theme: theme).contexts().count
        #expect(layouts < pages / 2, "pages of the large section share their layout: \(layouts) layouts for \(pages) pages")
    }

    /// Theme changes that decide whether the navigation may be memoized.
    enum Variant: String, CaseIterable, CustomTestStringConvertible {
        case readsPageVariables, indented, alsoInsideASection, inline

        var testDescription: String { rawValue }

        var replacements: [String: (String) -> String] {
            switch self {
            case .readsPageVariables: ["nav": { $0.replacingOccurrences(of: "<ul>", with: "<ul data-page=\"{{page.title}}\">") }]
            case .indented: ["layout": { $0.replacingOccurrences(of: "{{> nav}}", with: "  {{> nav}}") }]
            case .alsoInsideASection: ["page": { $0.replacingOccurrences(of: "{{> toc}}", with: "{{> toc}}\n{{#pager}}{{> nav}}{{/pager}}") }]
            case .inline: ["layout": { $0.replacingOccurrences(of: "{{> nav}}", with: "<div class=\"x\">{{> nav}}</div>") }]
            }
        }

        /// Only an inline inclusion at the top level, reading layout variables, is memoized.
        var memoized: [String] { self == .inline ? ["nav"] : [] }
    }

    @Test(arguments: Variant.allCases)
    func aPartialIsMemoizedOnlyWhenThatRendersTheSameBytes(_ variant: Variant) throws {
        let theme = try ThemeCopy(variant.replacements).load()
        #expect(theme.memoized.names == variant.memoized)
        _ = try Self.expectSameBytes(theme)
    }
}
