/// The YAML block at the top of a Markdown page, between `---` lines.
public struct FrontMatter: Sendable, Hashable {
    /// The page title; when absent the first heading is used.
    public var title: String?
    /// A one-line description, used in lists and the page's meta description.
    public var description: String?
    /// Sort key among sibling pages; lower first, then by title.
    public var order: Int?
    /// Free-form tags.
    public var tags: [String] = []
    /// Every key as written, typed, including the ones above; all reach the templates.
    public var values: [String: MetadataValue] = [:]

    /// Empty front matter.
    public init() {}

    /// Splits front matter off a page. The body keeps its line numbers through `bodyLineOffset`.
    public static func split(_ text: String) -> (yaml: String?, body: Substring, bodyLineOffset: Int) {
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return (nil, text[...], 0) }
        var lineNumber = 1
        var index = text.index(after: text.firstIndex(of: "\n")!)
        let yamlStart = index
        while index < text.endIndex {
            let lineEnd = text[index...].firstIndex(of: "\n") ?? text.endIndex
            lineNumber += 1
            let line = text[index..<lineEnd].trimmingSuffix("\r")
            if line == "---" || line == "..." {
                let bodyStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
                return (String(text[yamlStart..<index]), text[bodyStart...], lineNumber)
            }
            index = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
        }
        return (String(text[yamlStart...]), text[text.endIndex...], -1)
    }

    /// Parses front matter from a page, recording located problems in `collector`.
    ///
    /// Returns the front matter, the body and the number of lines that precede the body.
    public static func parse(
        page text: String,
        file: String,
        into collector: inout DiagnosticCollector
    ) -> (frontMatter: FrontMatter, body: Substring, bodyLineOffset: Int) {
        let (yaml, body, offset) = split(text)
        guard let yaml else { return (FrontMatter(), body, 0) }
        if offset < 0 {
            collector.error("front matter is not closed: add a line '---' after it", at: SourceLocation(file: file, line: 1, column: 1), step: .content)
            return (FrontMatter(), body, 0)
        }
        let reader = YAMLReader(file: file, lineOffset: 1, step: .content)
        var frontMatter = FrontMatter()
        if let node = reader.parse(yaml), let map = reader.mapping(node, "front matter") {
            frontMatter.title = map.string("title")
            frontMatter.description = map.string("description")
            frontMatter.order = map.int("order")
            frontMatter.tags = map.stringList("tags") ?? []
            for key in map.keys {
                if let value = map.value(key) { frontMatter.values[key] = MetadataValue(value) }
            }
        }
        collector.append(contentsOf: reader.diagnostics)
        return (frontMatter, body, offset)
    }
}

extension Substring {
    func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }
}
