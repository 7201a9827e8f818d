import DocGenCore
import DocGenSite

extension BuildContext {
    /// Lets go of every page's Markdown once it is rendered, when the build writes a folder and
    /// ends: a large page is then held as its HTML only, not as its text as well, while the pages
    /// are rendered and written. `docgen serve` (which builds into memory) keeps the text, because
    /// its next rebuild compares pages with their previous versions (the runner's cache, likewise, keeps
    /// them only for a session: ``BuildCache/release(after:)``).
    mutating func releaseMarkdownSourcesOfAOneShotBuild() {
        guard case .folder = options.destination else { return }
        func emptied(_ page: SourcePage) -> SourcePage {
            var page = page
            page.body = ""
            return page
        }
        content.pages = content.pages.map(emptied)
        pages = pages.map { page in
            var page = page
            page.source = emptied(page.source)
            return page
        }
    }
}
