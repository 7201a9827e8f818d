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
    ///
    /// Works on UTF-8 bytes: as `Character`s, `\r\n` is one grapheme that never equals `"\n"`.
    public static func split(_ text: String) -> (yaml: String?, body: Substring, bodyLineOffset: Int) {
        let bytes = text.utf8
        guard bytes.starts(with: "---\n".utf8) || bytes.starts(with: "---\r\n".utf8),
              let firstBreak = bytes.firstIndex(of: 0x0A) else { return (nil, text[...], 0) }
        var lineNumber = 1
        var index = bytes.index(after: firstBreak)
        let yamlStart = index
        while index < bytes.endIndex {
            let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.endIndex
            lineNumber += 1
            var line = bytes[index..<lineEnd]
            if line.last == 0x0D { line = line.dropLast() }
            if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
                let bodyStart = lineEnd < bytes.endIndex ? bytes.index(after: lineEnd) : lineEnd
                return (String(text[yamlStart..<index]), text[bodyStart...], lineNumber)
            }
            index = lineEnd < bytes.endIndex ? bytes.index(after: lineEnd) : lineEnd
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
