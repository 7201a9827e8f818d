import DocGenCore
import DocGenMarkdown
import Foundation

/// Rendered Markdown kept on disk between builds (in `.build-docgen/`), so that a build renders
/// with cmark-gfm only the pages whose source changed. A compact binary form: length-prefixed
/// UTF-8 strings and 64-bit integers, read back far faster than JSON.
///
/// Each entry carries a hash of its path, key and bytes, checked on read: an entry edited on disk,
/// even to the same length, is dropped (its page is rendered again) rather than published.
enum MarkdownArchive {
    /// The file's first bytes; another format is ignored.
    static let magic = Data("docgen-markdown-3\n".utf8)

    /// One page's rendered Markdown and the key it was rendered for.
    struct Entry {
        var key: ContentHash
        var markdown: RenderedMarkdown
    }

    /// What a page's Markdown is rendered from: its body and where it is, the options and the links' resolver.
    static func key(_ page: SourcePage, options: ContentHash) -> ContentHash {
        var hasher = ContentHasher()
        hasher.combine(options)
        hasher.combine(page.displayPath)
        hasher.combine(page.outputPath)
        hasher.combine(page.bodyLineOffset)
        hasher.combine(page.body)
        return hasher.finalize()
    }

    static func encode(_ entries: [String: Entry]) -> Data {
        var writer = Writer()
        writer.data.append(magic)
        writer.int(entries.count)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            writer.int(Int(bitPattern: UInt(entry.key.high)))
            writer.int(Int(bitPattern: UInt(entry.key.low)))
            var payload = Writer()
            payload.markdown(entry.markdown)
            writer.int(payload.data.count)
            writer.data.append(payload.data)
            let check = checksum(path: path, key: entry.key, payload: payload.data)
            writer.int(Int(bitPattern: UInt(check.high)))
            writer.int(Int(bitPattern: UInt(check.low)))
        }
        return writer.data
    }

    /// What an entry's integrity is checked with.
    static func checksum(path: String, key: ContentHash, payload: Data) -> ContentHash {
        var hasher = ContentHasher()
        hasher.combine(path)
        hasher.combine(key)
        hasher.combine(payload)
        return hasher.finalize()
    }

    /// The entries of an archive; empty when it is missing, damaged or of another format, and without the
    /// entries whose checksum does not match their bytes.
    static func decode(_ data: Data) -> [String: Entry] {
        guard data.starts(with: magic) else { return [:] }
        var reader = Reader(data: data, offset: magic.count)
        var entries: [String: Entry] = [:]
        guard let count = reader.int(), count >= 0 else { return [:] }
        for _ in 0..<count {
            guard let path = reader.string(), let high = reader.int(), let low = reader.int(), let payload = reader.bytes(),
                  let checkHigh = reader.int(), let checkLow = reader.int() else { return [:] }
            let key = ContentHash(high: UInt64(UInt(bitPattern: high)), low: UInt64(UInt(bitPattern: low)))
            let check = ContentHash(high: UInt64(UInt(bitPattern: checkHigh)), low: UInt64(UInt(bitPattern: checkLow)))
            guard check == checksum(path: path, key: key, payload: payload) else { continue }
            var entryReader = Reader(data: payload, offset: 0)
            guard let markdown = entryReader.markdown() else { continue }
            entries[path] = Entry(key: key, markdown: markdown)
        }
        return entries
    }

    private struct Writer {
        var data = Data()

        mutating func int(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { data.append(contentsOf: $0) }
        }

        mutating func string(_ value: String) {
            // Appended straight from the string: a page's HTML is not copied twice.
            int(value.utf8.count)
            data.append(contentsOf: value.utf8)
        }

        mutating func optional(_ value: String?) {
            int(value == nil ? 0 : 1)
            if let value { string(value) }
        }

        mutating func location(_ value: SourceLocation) {
            string(value.file)
            int(value.line)
            int(value.column)
        }

        mutating func heading(_ value: Heading?) {
            int(value == nil ? 0 : 1)
            guard let value else { return }
            int(value.level)
            string(value.id)
            string(value.text)
        }

        mutating func markdown(_ value: RenderedMarkdown) {
            string(value.html)
            optional(value.firstHeading)
            int(value.headings.count)
            for heading in value.headings { self.heading(heading) }
            int(value.anchors.count)
            for anchor in value.anchors.sorted() { string(anchor) }
            int(value.links.count)
            for link in value.links {
                string(link.target.path)
                optional(link.target.fragment)
                string(link.written)
                location(link.location)
            }
            int(value.tasks.count)
            for task in value.tasks {
                string(task.text)
                int(task.done ? 1 : 0)
                heading(task.section)
                location(task.location)
            }
            let diagnostics = (try? JSONEncoder().encode(value.diagnostics)) ?? Data("[]".utf8)
            int(diagnostics.count)
            data.append(diagnostics)
            optional(value.titleHTML)
            int(value.searchTerms.count)
            for term in value.searchTerms { string(term) }
            optional(value.excerpt)
        }
    }

    private struct Reader {
        let data: Data
        var offset: Int

        mutating func int() -> Int? {
            guard offset + 8 <= data.count else { return nil }
            let value = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int64.self) }
            offset += 8
            return Int(Int64(littleEndian: value))
        }

        mutating func bytes() -> Data? {
            guard let count = int(), count >= 0, offset + count <= data.count else { return nil }
            defer { offset += count }
            return data.subdata(in: data.startIndex + offset..<data.startIndex + offset + count)
        }

        mutating func string() -> String? {
            bytes().flatMap { String(data: $0, encoding: .utf8) }
        }

        mutating func optional() -> String?? {
            guard let present = int() else { return nil }
            return present == 0 ? .some(nil) : string().map { .some($0) }
        }

        mutating func location() -> SourceLocation? {
            guard let file = string(), let line = int(), let column = int() else { return nil }
            return SourceLocation(file: file, line: line, column: column)
        }

        mutating func heading() -> Heading?? {
            guard let present = int() else { return nil }
            if present == 0 { return .some(nil) }
            guard let level = int(), let id = string(), let text = string() else { return nil }
            return .some(Heading(level: level, id: id, text: text))
        }

        mutating func markdown() -> RenderedMarkdown? {
            guard let html = string(), let firstHeading = optional(), let headingCount = int() else { return nil }
            var headings: [Heading] = []
            for _ in 0..<max(0, headingCount) {
                guard let heading = heading(), let heading else { return nil }
                headings.append(heading)
            }
            guard let anchorCount = int() else { return nil }
            var anchors: Set<String> = []
            for _ in 0..<max(0, anchorCount) {
                guard let anchor = string() else { return nil }
                anchors.insert(anchor)
            }
            guard let linkCount = int() else { return nil }
            var links: [InternalLink] = []
            for _ in 0..<max(0, linkCount) {
                guard let path = string(), let fragment = optional(), let written = string(), let location = location() else { return nil }
                links.append(InternalLink(target: LinkTarget(path: path, fragment: fragment), written: written, location: location))
            }
            guard let taskCount = int() else { return nil }
            var tasks: [TaskItem] = []
            for _ in 0..<max(0, taskCount) {
                guard let text = string(), let done = int(), let section = heading(), let location = location() else { return nil }
                tasks.append(TaskItem(text: text, done: done == 1, section: section, location: location))
            }
            guard let json = bytes(), let diagnostics = try? JSONDecoder().decode([Diagnostic].self, from: json),
                  let titleHTML = optional(), let termCount = int() else { return nil }
            var searchTerms: [String] = []
            for _ in 0..<max(0, termCount) {
                guard let term = string() else { return nil }
                searchTerms.append(term)
            }
            guard let excerpt = optional() else { return nil }
            return RenderedMarkdown(html: html, firstHeading: firstHeading, headings: headings, anchors: anchors,
                                    links: links, tasks: tasks, diagnostics: diagnostics,
                                    titleHTML: titleHTML, searchTerms: searchTerms, excerpt: excerpt)
        }
    }
}
