import DocGenAudit
import DocGenCore
import DocGenMarkdown
import Foundation

/// The data behind the theme's search box: every page's title and excerpt, its headings, every
/// audit item (id, summary, file, severity, status, verification, WCAG criteria), the vocabulary of the
/// items tables' filters, and an inverted index of the pages' text.
///
/// It is written as `assets/search-index.js` and loaded with `<script src>` on the first focus of
/// the search box, because browsers block `fetch` on `file://`. Format (version 2), one assignment
/// of a JSON object to `window.DOCGEN_SEARCH_INDEX`:
///
/// - `pages`: `[href, title, excerpt, heading…]` per page; a page's number is its position. `href` is
///   the page's URL from the site's root, percent-encoded as every other link of the site is
///   (``ContentLinkResolver/href(path:fragment:)``: `a#b.html` → `a%23b.html`, `javascript:x.html` →
///   `./javascript:x.html`), so that the theme only puts the root prefix (`../…`) before it. Each heading
///   (levels 2 to 4) is its text, or its text, a tab and its encoded anchor when the anchor is not the
///   text lowercased with characters other than `a-z0-9_-` and spaces dropped and spaces made `-`.
/// - `files`: `[file page href, file path]`; `items`: `[page, id, summary, file, severity, status,
///   anchor, verification, criteria]` with `page` the audit's page, `summary` plain text (no Markdown),
///   `file` a position in `files`, `anchor` encoded, `criteria` the item's WCAG criterion numbers
///   separated by spaces.
/// - `audits`: `[page, severities]` per audit page, its declared severities separated by spaces;
///   `statuses` and `verifications`: `[value, label]` of every status and verification; `criteria`:
///   `[number, title]` of every criterion an item names. With them a query such as `2.3.3`, `exempt` or
///   `unverified` leads to the items table filtered by it, even when no item matches.
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
    struct ItemEntry: Sendable, Equatable {
        var page: Int; var id: String; var summary: String; var file: Int; var severity: String; var status: String
        var anchor: String; var verification: String; var criteria: [String]
    }
    struct AuditEntry: Sendable, Equatable { var page: Int; var severities: [String] }

    private(set) var pages: [Page] = []
    private(set) var files: [FileEntry] = []
    private(set) var items: [ItemEntry] = []
    private(set) var audits: [AuditEntry] = []
    private(set) var criteria: [WCAGCriterion] = []

    /// An index of these pages alone, for tests of the encoding.
    init(pages: [Page]) {
        self.pages = pages
    }

    /// Indexes the pages of a site in its output order.
    init(site: SiteAssembly) {
        var named = Set<WCAGCriterion>()
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
                named.formUnion(audit.audit.items.flatMap(\.criteria))
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
        criteria = named.sorted()
    }

    private mutating func add(_ audit: RenderedAudit, number: Int) {
        let description = audit.markdown["description"]
        let terms = Set(["description", "notes"].flatMap { audit.markdown[$0]?.searchTerms ?? [] })
        let headings = audit.audit.phases.map { HeadingEntry(text: "Phase \($0.id): \($0.title)", anchor: "phase-" + SitePaths.slug($0.id)) }
            + audit.audit.patterns.map { HeadingEntry(text: $0.title, anchor: "pattern-" + SitePaths.slug($0.id)) }
        pages.append(Page(path: audit.path, title: "Audit: \(audit.audit.title)",
                          excerpt: Self.shortened(description?.excerpt ?? ""), terms: terms.sorted(), headings: headings))
        audits.append(AuditEntry(page: number, severities: audit.audit.severities))
        var fileNumbers: [String: Int] = [:]
        for row in audit.files {
            fileNumbers[row.file] = files.count
            files.append(FileEntry(page: audit.filePath(row.file), file: row.file))
        }
        for item in audit.audit.items.sorted(by: { ($0.file, $0.line, $0.id) < ($1.file, $1.line, $1.id) }) {
            guard let file = fileNumbers[item.file] else { continue }
            items.append(ItemEntry(page: number, id: item.id, summary: PlainText.of(item.summary), file: file, severity: item.severity,
                                   status: item.effectiveStatus.rawValue, anchor: SitePaths.itemAnchor(item.id),
                                   verification: item.verification.rawValue, criteria: item.criteria.map(\.id)))
        }
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

    /// At most about 140 characters of an excerpt, cut at a space.
    static func shortened(_ text: String) -> String {
        guard text.count > 140 else { return text }
        let cut = text.prefix(140)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }
}
