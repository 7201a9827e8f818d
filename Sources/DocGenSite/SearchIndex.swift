import DocGenCore
import Foundation

/// The data behind the theme's search box: one entry per page and per section heading.
///
/// It is written as `assets/search-index.js` and loaded with `<script src>`, because browsers
/// block `fetch` on `file://`. Its size grows with the number of pages and headings only.
public struct SearchIndex: Sendable, Equatable {
    /// One searchable place.
    struct Entry: Codable, Sendable, Equatable {
        /// Title of the page or heading.
        var t: String
        /// Site path, with the anchor of a heading.
        var u: String
        /// The page a heading is on.
        var s: String?
        /// The page's description.
        var d: String?
    }

    /// The site path of the index file.
    public static let path = "\(SitePaths.assets)/search-index.js"

    var entries: [Entry] = []

    /// Indexes the pages of a site in its output order.
    init(site: SiteAssembly) {
        for output in site.outputs {
            switch output {
            case let .content(page):
                entries.append(Entry(t: page.title, u: page.path, s: nil, d: page.source.frontMatter.description))
                for heading in page.markdown.headings where heading.level == 2 || heading.level == 3 {
                    entries.append(Entry(t: heading.text, u: "\(page.path)#\(heading.id)", s: page.title, d: nil))
                }
            case let .section(section):
                entries.append(Entry(t: section.title, u: section.indexPath, s: nil, d: nil))
            case .checklists:
                entries.append(Entry(t: "Open checklist items", u: output.path, s: nil, d: nil))
            case let .audit(audit):
                entries.append(Entry(t: "Audit: \(audit.audit.title)", u: audit.path, s: nil, d: nil))
            case let .auditFile(audit, row):
                entries.append(Entry(t: row.file, u: output.path, s: "Audit: \(audit.audit.title)", d: nil))
            case let .conformance(report):
                let title = "WCAG \(WCAG.version) conformance"
                entries.append(Entry(t: title, u: output.path, s: nil, d: ConformanceContexts.description(of: report)))
                for row in report.rows where row.verdict != .notEvaluated {
                    entries.append(Entry(t: "\(row.criterion.title): \(row.verdict.rawValue)",
                                         u: "\(output.path)#\(CriterionContext.anchor(row.criterion))", s: title, d: nil))
                }
            case .generatedHome:
                continue
            }
        }
    }

    /// The JavaScript file: one assignment of a JSON array.
    public func script() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return Data("window.DOCGEN_SEARCH_INDEX = \(json);\n".utf8)
    }
}
