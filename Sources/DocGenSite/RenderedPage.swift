import Foundation
import DocGenCore
import DocGenMarkdown

/// A content page after its Markdown is rendered: what navigation, link checks and templates read.
struct RenderedPage: Sendable {
    /// The page as loaded.
    var source: SourcePage
    /// The rendered body and what was learned from it.
    var markdown: RenderedMarkdown

    /// Front matter title, else the first heading, else the file name.
    var title: String {
        if let title = source.frontMatter.title, !title.isEmpty { return title }
        if let heading = markdown.firstHeading, !heading.isEmpty { return heading }
        let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
        return String(name.dropLast(3))
    }

    /// The site path of the page.
    var path: String { source.outputPath }

    /// The top-level folder the page is in (`""` for pages at the top): its navigation section.
    var section: String {
        guard let slash = source.outputPath.firstIndex(of: "/") else { return "" }
        return String(source.outputPath[..<slash])
    }

    /// Whether the page is the index of its folder.
    var isIndex: Bool { source.outputPath == "index.html" || source.outputPath.hasSuffix("/index.html") }

    /// The sort key among siblings: `order`, then title, then path.
    static func precedes(_ lhs: RenderedPage, _ rhs: RenderedPage) -> Bool {
        let l = lhs.source.frontMatter.order ?? Int.max
        let r = rhs.source.frontMatter.order ?? Int.max
        if l != r { return l < r }
        if lhs.title != rhs.title { return lhs.title.localizedStandardCompare(rhs.title) == .orderedAscending }
        return lhs.path < rhs.path
    }
}
