/// Where each kind of page lives inside the site. Every path is relative to the site root,
/// uses `/`, and names a file, so that the site works from `file://`.
public enum SitePaths {
    /// The home page.
    public static let home = "index.html"
    /// The page that lists every open checklist item of the site.
    public static let checklists = "checklists.html"
    /// The WCAG conformance report of a site with one product.
    public static let conformance = "conformance.html"

    /// The conformance report of one product: `conformance.html` when the site reports on one product,
    /// `conformance/<product-id>.html` when it reports on several.
    public static func conformance(product: String, single: Bool) -> String {
        single ? conformance : "conformance/\(product).html"
    }

    /// The self-contained copy of a product's conformance report (inline CSS, no scripts, no other file
    /// needed): `reports/conformance.html`, or `reports/conformance-<product-id>.html` with several products.
    public static func exportedConformance(product: String, single: Bool) -> String {
        single ? "\(reports)/conformance.html" : "\(reports)/conformance-\(product).html"
    }

    /// The self-contained copy of an audit's printable report: `reports/<audit-id>-report.html`.
    public static func exportedAuditReport(_ auditID: String) -> String { "\(reports)/\(auditID)-report.html" }
    /// The folder of theme assets (CSS, JavaScript) inside the site.
    public static let assets = "assets"
    /// The folder of machine-readable reports inside the site.
    public static let reports = "reports"

    /// An audit's page.
    public static func audit(_ auditID: String) -> String { "audits/\(auditID).html" }

    /// The page of one audited source file, mirroring its path: `audits/<id>/<file>.html`.
    public static func auditFile(_ auditID: String, file: String) -> String { "audits/\(auditID)/\(file).html" }

    /// The printable report of an audit: `audits/<id>/report.html`.
    public static func auditReport(_ auditID: String) -> String { "audits/\(auditID)/report.html" }

    /// The fragment (without `#`) that names an audit item on its audit's page and file page.
    public static func itemAnchor(_ itemID: String) -> String { "item-" + slug(itemID) }

    /// Lowercases and keeps letters, digits, `-`, `_` and `.`; everything else becomes `-`.
    public static func slug(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
    }

    /// The relative URL from the page at `from` to the site path `to` (both relative to the site root).
    ///
    /// `relative(from: "a/b.html", to: "c/d.html")` is `../c/d.html`.
    public static func relative(from: String, to: String) -> String {
        var fromParts = from.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var toParts = to.split(separator: "/", omittingEmptySubsequences: false)
        while let first = fromParts.first, toParts.count > 1, first == toParts.first {
            fromParts.removeFirst()
            toParts.removeFirst()
        }
        let up = Array(repeating: "..", count: fromParts.count)
        return (up + toParts.map(String.init)).joined(separator: "/")
    }

    /// The URL to write in the page at `from` for the site path `to`: relative and percent-encoded.
    public static func href(from: String, to: String, fragment: String? = nil) -> String {
        ContentLinkResolver.href(path: relative(from: from, to: to), fragment: fragment)
    }

    /// The prefix that leads from the page at `path` back to the site root (`""`, `"../"`, …).
    public static func rootPrefix(from path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/", omittingEmptySubsequences: false).count - 1)
    }
}
