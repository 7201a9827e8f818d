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
    let title: String

    init(source: SourcePage, markdown: RenderedMarkdown) {
        self.source = source
        self.markdown = markdown
        if let title = source.frontMatter.title, !title.isEmpty {
            self.title = title
        } else if let heading = markdown.firstHeading, !heading.isEmpty {
            self.title = heading
        } else {
            let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
            self.title = String(name.dropLast(3))
        }
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

    /// The sort key among siblings: `order`, then title (case-insensitive, the same on every machine), then path.
    static func precedes(_ lhs: RenderedPage, _ rhs: RenderedPage) -> Bool {
        let l = lhs.source.frontMatter.order ?? Int.max
        let r = rhs.source.frontMatter.order ?? Int.max
        if l != r { return l < r }
        let l2 = lhs.title.lowercased(), r2 = rhs.title.lowercased()
        if l2 != r2 { return l2 < r2 }
        if lhs.title != rhs.title { return lhs.title < rhs.title }
        return lhs.path < rhs.path
    }
}
