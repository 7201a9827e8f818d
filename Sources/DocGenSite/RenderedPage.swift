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

    /// The sort key among siblings: `order`, then title in natural order, then path.
    static func precedes(_ lhs: RenderedPage, _ rhs: RenderedPage) -> Bool {
        let l = lhs.source.frontMatter.order ?? Int.max
        let r = rhs.source.frontMatter.order ?? Int.max
        if l != r { return l < r }
        if lhs.title != rhs.title { return naturalOrder(lhs.title, rhs.title) }
        return lhs.path < rhs.path
    }
}

/// Natural, case-insensitive order that is the same on every machine (no locale): runs of digits
/// compare by value, so "Page 4" comes before "Page 30".
func naturalOrder(_ lhs: String, _ rhs: String) -> Bool {
    func chunks(_ text: String) -> [(isNumber: Bool, text: Substring)] {
        var result: [(Bool, Substring)] = []
        var start = text.startIndex
        while start < text.endIndex {
            let isNumber = text[start].isASCII && text[start].isNumber
            let end = text[start...].firstIndex { ($0.isASCII && $0.isNumber) != isNumber } ?? text.endIndex
            result.append((isNumber, text[start..<end]))
            start = end
        }
        return result
    }
    let left = chunks(lhs.lowercased()), right = chunks(rhs.lowercased())
    for (l, r) in zip(left, right) where l.text != r.text {
        if l.isNumber, r.isNumber {
            let a = l.text.drop { $0 == "0" }, b = r.text.drop { $0 == "0" }
            if a.count != b.count { return a.count < b.count }
            if a != b { return a < b }
        } else {
            return l.text < r.text
        }
    }
    if left.count != right.count { return left.count < right.count }
    return lhs < rhs
}
