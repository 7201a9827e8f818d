import Foundation

/// A Markdown page as loaded from the content folder, before rendering.
public struct SourcePage: Sendable, Hashable {
    /// Path inside the content folder with `/` separators, such as `plans/reduce-motion.md`.
    public var path: String
    /// Path shown in diagnostics, relative to the project root, such as `content/plans/reduce-motion.md`.
    public var displayPath: String
    /// Where the page is written inside the site, such as `plans/reduce-motion.html`.
    public var outputPath: String
    /// The page's front matter.
    public var frontMatter: FrontMatter
    /// The Markdown after the front matter.
    public var body: String
    /// Lines of the file before `body`, so that body line 1 is file line `bodyLineOffset + 1`.
    public var bodyLineOffset: Int

    /// Creates a page.
    public init(path: String, displayPath: String, outputPath: String, frontMatter: FrontMatter, body: String, bodyLineOffset: Int) {
        self.path = path
        self.displayPath = displayPath
        self.outputPath = outputPath
        self.frontMatter = frontMatter
        self.body = body
        self.bodyLineOffset = bodyLineOffset
    }

    /// The folder of the page inside the site (`""` at the top), which is its section.
    public var section: String {
        guard let slash = outputPath.lastIndex(of: "/") else { return "" }
        return String(outputPath[..<slash])
    }
}

/// A non-Markdown file copied into the site as it is.
public struct Asset: Sendable, Hashable {
    /// The file on disk.
    public var source: URL
    /// Path inside the site, the same as inside the content folder.
    public var outputPath: String

    /// Creates an asset.
    public init(source: URL, outputPath: String) {
        self.source = source
        self.outputPath = outputPath
    }
}

/// Everything in the content folder: pages and assets, sorted by path.
public struct Content: Sendable {
    /// Markdown pages sorted by path.
    public var pages: [SourcePage]
    /// Other files sorted by path.
    public var assets: [Asset]

    /// Creates content.
    public init(pages: [SourcePage], assets: [Asset]) {
        self.pages = pages
        self.assets = assets
    }
}
