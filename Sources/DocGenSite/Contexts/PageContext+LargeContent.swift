import DocGenCore
import Foundation

extension PageContext {
    /// Pages whose HTML is larger than this are rendered around their content instead of through it.
    static let largeContent = 64 << 10

    /// The page's Markdown HTML when it is large, and the context with a stand-in in its place.
    func standingIn(for token: String) -> (context: PageContext, content: String)? {
        switch body {
        case var .page(page) where page.content.utf8.count > Self.largeContent:
            let content = page.content
            page.content = token
            return (PageContext(path: path, layout: layout, body: .page(page)), content)
        case var .home(home) where (home.content?.utf8.count ?? 0) > Self.largeContent:
            let content = home.content ?? ""
            home.content = token
            return (PageContext(path: path, layout: layout, body: .home(home)), content)
        default:
            return nil
        }
    }
}

extension SiteAssembly {
    /// Renders a page whose content is large without copying the content through Mustache: the
    /// template is rendered with a short stand-in, and the page's bytes are put together once,
    /// around the content. Memory stays near the size of the page (its HTML plus the file's bytes),
    /// where rendering through Mustache would hold several copies. `nil` when the page is small, or
    /// when the theme writes the content escaped (`{{content}}`), which the stand-in cannot follow.
    func renderAroundLargeContent(_ context: PageContext) throws(DiagnosticError) -> Data? {
        let token = "docgen&content&\(UInt64.random(in: 1...UInt64.max))"
        guard let (standIn, content) = context.standingIn(for: token) else { return nil }
        let html = try theme.render(standIn, memo: layoutMemo)
        if html.contains(HTML.escape(token)) { return nil }
        let parts = html.components(separatedBy: token)
        var data = Data(capacity: html.utf8.count + content.utf8.count * (parts.count - 1))
        for (index, part) in parts.enumerated() {
            if index > 0 { data.append(contentsOf: content.utf8) }
            data.append(contentsOf: part.utf8)
        }
        return data
    }
}
