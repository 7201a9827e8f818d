import DocGenAudit
import DocGenCore
import DocGenMarkdown
import Foundation

/// The data behind the theme's search box: every page's title and excerpt, its headings, every
/// audit item (id, summary, file, severity, status), and an inverted index of the pages' text.
///
/// It is written as `assets/search-index.js` and loaded with `<script src>` on the first focus of
/// the search box, because browsers block `fetch` on `file://`. Format (version 1), one assignment
/// of a JSON object to `window.DOCGEN_SEARCH_INDEX`:
///
/// - `pages`: `[path, title, excerpt, heading…]` per page; a page's number is its position. Each
///   heading (levels 2 to 4) is its text, or its text, a tab and its anchor when the anchor is not
///   the text lowercased with characters other than `a-z0-9_-` and spaces dropped and spaces made `-`.
/// - `files`: `[file page path, file path]`; `items`: `[page, id, summary, file, severity, status, anchor]`
///   with `page` the audit's page and `file` a position in `files`.
/// - `terms`: the distinct words of the pages' text (``SearchTokens``), sorted and front-coded:
///   space-separated entries of one base-36 digit (characters shared with the previous term) and
///   the rest of the term. `postings`: for each term in order, space-separated, its pages: either
///   the gaps between page numbers (page minus previous page minus one, the first from -1), each
///   written in base 32 with the digits `0-9a-v` for its last digit and `A-Z+/-_.!` for the others;
///   or, when shorter, `~` and a bitset (6 pages a character in `A-Za-z0-9+/` order, high bit first).
/// - `common`: words in more than a quarter of the pages of a large site, left out of `terms`:
///   they narrow nothing.
public struct SearchIndex: Sendable, Equatable {
    /// The site path of the index file.
    public static let path = "\(SitePaths.assets)/search-index.js"
    /// Sites with at least this many pages leave their most common words out.
    static let commonWordsFromPages = 100

    struct HeadingEntry: Sendable, Equatable { var text: String; var anchor: String }
    struct FileEntry: Sendable, Equatable { var page: String; var file: String }
    struct Page: Sendable, Equatable { var path: String; var title: String; var excerpt: String; var terms: [String]; var headings: [HeadingEntry] = [] }
    struct ItemEntry: Sendable, Equatable { var page: Int; var id: String; var summary: String; var file: Int; var severity: String; var status: String; var anchor: String }

    private(set) var pages: [Page] = []
    private(set) var files: [FileEntry] = []
    private(set) var items: [ItemEntry] = []

    /// Indexes the pages of a site in its output order.
    init(site: SiteAssembly) {
        for output in site.outputs {
            let number = pages.count
            switch output {
            case let .content(page):
                let excerpt = page.source.frontMatter.description ?? page.markdown.excerpt ?? ""
                let headings = page.markdown.headings.filter { (2...4).contains($0.level) }.map { HeadingEntry(text: $0.text, anchor: $0.id) }
                pages.append(Page(path: page.path, title: page.title, excerpt: Self.shortened(excerpt),
                                  terms: page.markdown.searchTerms, headings: headings))
            case let .section(section):
                pages.append(Page(path: section.indexPath, title: section.title, excerpt: "", terms: []))
            case .checklists:
                pages.append(Page(path: output.path, title: "Open checklist items", excerpt: "", terms: []))
            case let .audit(audit):
                add(audit, number: number)
            case let .auditFile(audit, row):
                pages.append(Page(path: output.path, title: row.file,
                                  excerpt: Self.shortened("\(row.total) items · Audit: \(audit.audit.title)"), terms: []))
            case let .auditReport(audit):
                pages.append(Page(path: output.path, title: "Report: \(audit.audit.title)",
                                  excerpt: "Printable report of the audit", terms: []))
            case let .conformance(product):
                let report = product.report
                let headings = report.rows.filter { $0.verdict != .notEvaluated }.map {
                    HeadingEntry(text: "\($0.criterion.title): \($0.verdict.rawValue)", anchor: CriterionContext.anchor($0.criterion))
                }
                pages.append(Page(path: output.path, title: ConformanceContexts.title(of: report),
                                  excerpt: Self.shortened(ConformanceContexts.description(of: report)), terms: [], headings: headings))
            case .exportedAuditReport, .exportedConformance:
                continue  // copies of pages the index has
            case .generatedHome:
                pages.append(Page(path: output.path, title: site.config.title, excerpt: "", terms: []))
            }
        }
    }

    private mutating func add(_ audit: RenderedAudit, number: Int) {
        let description = audit.markdown["description"]
        let terms = Set(["description", "notes"].flatMap { audit.markdown[$0]?.searchTerms ?? [] })
        let headings = audit.audit.phases.map { HeadingEntry(text: "Phase \($0.id): \($0.title)", anchor: "phase-" + SitePaths.slug($0.id)) }
            + audit.audit.patterns.map { HeadingEntry(text: $0.title, anchor: "pattern-" + SitePaths.slug($0.id)) }
        pages.append(Page(path: audit.path, title: "Audit: \(audit.audit.title)",
                          excerpt: Self.shortened(description?.excerpt ?? ""), terms: terms.sorted(), headings: headings))
        var fileNumbers: [String: Int] = [:]
        for row in audit.files {
            fileNumbers[row.file] = files.count
            files.append(FileEntry(page: audit.filePath(row.file), file: row.file))
        }
        for item in audit.audit.items.sorted(by: { ($0.file, $0.line, $0.id) < ($1.file, $1.line, $1.id) }) {
            guard let file = fileNumbers[item.file] else { continue }
            items.append(ItemEntry(page: number, id: item.id, summary: item.summary, file: file, severity: item.severity,
                                   status: item.effectiveStatus.rawValue, anchor: SitePaths.itemAnchor(item.id)))
        }
    }

    /// The JavaScript file.
    public func script() -> Data {
        var json = JSONText()
        json.raw("window.DOCGEN_SEARCH_INDEX = {\"v\":1,\n\"pages\":[")
        for (index, page) in pages.enumerated() {
            if index > 0 { json.raw(",\n") }
            json.array([.string(page.path), .string(page.title), .string(page.excerpt)] + page.headings.map { heading in
                .string(Self.derivedAnchor(heading.text) == heading.anchor ? heading.text : heading.text + "\t" + heading.anchor)
            })
        }
        json.raw("],\n\"files\":[")
        for (index, file) in files.enumerated() {
            if index > 0 { json.raw(",\n") }
            json.array([.string(file.page), .string(file.file)])
        }
        json.raw("],\n\"items\":[")
        for (index, item) in items.enumerated() {
            if index > 0 { json.raw(",\n") }
            json.array([.int(item.page), .string(item.id), .string(item.summary), .int(item.file),
                        .string(item.severity), .string(item.status), .string(item.anchor)])
        }
        let (terms, postings, common) = invertedIndex()
        json.raw("],\n\"common\":[")
        for (index, term) in common.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(term)
        }
        json.raw("],\n\"terms\":")
        json.string(Self.frontCoded(terms))
        json.raw(",\n\"postings\":")
        json.string(postings.map(Self.encodePostings).joined(separator: " "))
        json.raw("};\n")
        return Data(json.text.utf8)
    }

    /// Terms with their pages, and the common words left out.
    func invertedIndex() -> (terms: [String], postings: [[Int]], common: [String]) {
        var pagesOfTerm: [String: [Int]] = [:]
        for (number, page) in pages.enumerated() {
            for term in page.terms { pagesOfTerm[term, default: []].append(number) }
        }
        let limit = pages.count >= Self.commonWordsFromPages ? pages.count / 4 : Int.max
        var terms: [String] = []
        var common: [String] = []
        for term in pagesOfTerm.keys.sorted() {
            if pagesOfTerm[term]!.count > limit { common.append(term) } else { terms.append(term) }
        }
        return (terms, terms.map { pagesOfTerm[$0]! }, common)
    }

    /// The anchor the theme derives from a heading's text, or `nil` when it derives none (non-ASCII).
    static func derivedAnchor(_ text: String) -> String? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var out = ""
        for byte in text.lowercased().utf8 {
            switch byte {
            case 0x61...0x7A, 0x30...0x39, 0x5F, 0x2D: out.unicodeScalars.append(Unicode.Scalar(byte))
            case 0x20: out += "-"
            default: continue
            }
        }
        return out
    }

    /// Sorted terms as space-separated entries: one base-36 digit of shared prefix, then the rest.
    static func frontCoded(_ terms: [String]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(terms.reduce(0) { $0 + $1.utf8.count + 2 })
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        var previous = ""
        for (index, term) in terms.enumerated() {
            var shared = 0
            var rest = term.unicodeScalars.startIndex
            var previousScalars = previous.unicodeScalars.makeIterator()
            while shared < 35, rest < term.unicodeScalars.endIndex, let earlier = previousScalars.next(),
                  earlier == term.unicodeScalars[rest] {
                shared += 1
                rest = term.unicodeScalars.index(after: rest)
            }
            if index > 0 { out.append(UInt8(ascii: " ")) }
            out.append(digits[shared])
            out.append(contentsOf: term.utf8[rest...])
            previous = term
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// At most about 140 characters of an excerpt, cut at a space.
    static func shortened(_ text: String) -> String {
        guard text.count > 140 else { return text }
        let cut = text.prefix(140)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }

    private static let bitsetAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let lastDigits = Array("0123456789abcdefghijklmnopqrstuv".utf8)
    private static let moreDigits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ+/-_.!".utf8)

    /// Sorted page numbers as base-32 gaps or, when shorter, a bitset (see the type's description).
    static func encodePostings(_ pages: [Int]) -> String {
        var gaps: [UInt8] = []
        gaps.reserveCapacity(pages.count * 2)
        var digits: [UInt8] = []
        var previous = -1
        for page in pages {
            var gap = page - previous - 1
            digits.removeAll(keepingCapacity: true)
            digits.append(lastDigits[gap % 32])
            gap /= 32
            while gap > 0 {
                digits.append(moreDigits[gap % 32])
                gap /= 32
            }
            gaps.append(contentsOf: digits.reversed())
            previous = page
        }
        let bitsetLength = 1 + ((pages.last ?? 0) / 6 + 1)
        guard bitsetLength < gaps.count else { return String(decoding: gaps, as: UTF8.self) }
        var bits = [Int](repeating: 0, count: bitsetLength - 1)
        for page in pages { bits[page / 6] |= 32 >> (page % 6) }
        return String(decoding: [UInt8(ascii: "~")] + bits.map { bitsetAlphabet[$0] }, as: UTF8.self)
    }
}

/// Just enough of a JSON writer for the search index: arrays of strings and integers.
struct JSONText {
    enum Value { case string(String), int(Int) }

    private(set) var text = ""

    mutating func raw(_ value: String) { text += value }

    mutating func array(_ values: [Value]) {
        text += "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += "," }
            switch value {
            case let .string(string): self.string(string)
            case let .int(number): text += String(number)
            }
        }
        text += "]"
    }

    mutating func string(_ value: String) { text += JSON.quoted(value) }
}
