import DocGenCore
import Foundation

/// The data behind the theme's search box: one entry per page and per section heading.
///
/// It is written as `assets/search-index.js` and loaded with `<script src>`, because browsers
/// block `fetch` on `file://`. Its size is linear in the content: a heading names its page by the
/// position of the page's entry (`s`), so a page's title is stored once however many headings it has.
struct SearchIndex: Sendable {
    /// One searchable place.
    struct Entry: Codable, Sendable {
        /// Title of the page or heading.
        var t: String
        /// Site path, with the anchor of a heading.
        var u: String
        /// The position in the index of the entry a heading (or an audited file) belongs to: its page.
        var s: Int?
        /// The page's description.
        var d: String?
    }

    /// The site path of the index file.
    static let path = "\(SitePaths.assets)/search-index.js"

    var entries: [Entry] = []

    /// Indexes the pages of a site in its output order.
    init(site: SiteAssembly) {
        var auditPositions: [String: Int] = [:]
        var fileEntries: [(position: Int, audit: String)] = []
        for output in site.outputs {
            switch output {
            case let .content(page):
                let position = entries.count
                entries.append(Entry(t: page.title, u: page.path, s: nil, d: page.source.frontMatter.description))
                for heading in page.markdown.headings where heading.level == 2 || heading.level == 3 {
                    entries.append(Entry(t: heading.text, u: "\(page.path)#\(heading.id)", s: position, d: nil))
                }
            case let .section(section):
                entries.append(Entry(t: section.title, u: section.indexPath, s: nil, d: nil))
            case .checklists:
                entries.append(Entry(t: "Open checklist items", u: output.path, s: nil, d: nil))
            case let .audit(audit):
                auditPositions[audit.audit.id] = entries.count
                entries.append(Entry(t: "Audit: \(audit.audit.title)", u: audit.path, s: nil, d: nil))
            case let .auditFile(audit, row):
                fileEntries.append((entries.count, audit.audit.id))
                entries.append(Entry(t: row.file, u: output.path, s: nil, d: nil))
            case let .conformance(report):
                let title = "WCAG \(WCAG.version) conformance"
                let position = entries.count
                entries.append(Entry(t: title, u: output.path, s: nil, d: ConformanceContexts.description(of: report)))
                for row in report.rows where row.verdict != .notEvaluated {
                    entries.append(Entry(t: "\(row.criterion.title): \(row.verdict.rawValue)",
                                         u: "\(output.path)#\(CriterionContext.anchor(row.criterion))", s: position, d: nil))
                }
            case .generatedHome:
                continue
            }
        }
        for file in fileEntries {
            entries[file.position].s = auditPositions[file.audit]
        }
    }

    /// The JavaScript file: one assignment of a JSON array.
    func script() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return Data("window.DOCGEN_SEARCH_INDEX = \(json);\n".utf8)
    }
}
