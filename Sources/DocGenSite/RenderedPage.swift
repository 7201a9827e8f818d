import Foundation
import DocGenCore
import DocGenMarkdown

/// A content page after its Markdown is rendered: what navigation, link checks and templates read.
public struct RenderedPage: Sendable {
    /// The page as loaded.
    public var source: SourcePage
    /// The rendered body and what was learned from it.
    public var markdown: RenderedMarkdown
    /// Front matter title, else the first heading, else the file name.
    public let title: String

    public init(source: SourcePage, markdown: RenderedMarkdown) {
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
    public var path: String { source.outputPath }

    /// The top-level folder the page is in (`""` for pages at the top): its navigation section.
    var section: String {
        guard let slash = source.outputPath.firstIndex(of: "/") else { return "" }
        return String(source.outputPath[..<slash])
    }

    /// Whether the page is the index of its folder.
    var isIndex: Bool { source.outputPath == "index.html" || source.outputPath.hasSuffix("/index.html") }

    /// The folder the page is in, inside the site (`""` at the top, `proposals/testing`, …).
    var folder: String {
        guard let slash = source.outputPath.lastIndex(of: "/") else { return "" }
        return String(source.outputPath[..<slash])
    }
}
