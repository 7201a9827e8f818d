import DocGenCore
import Foundation
import Yams

/// `docgen scan --write-audit FILE`: creates an audit in the shared audit format from the scanned sites,
/// or merges them into an existing audit.
///
/// - Creating: one item per site (`id` = site id), status `fixed` when guarded in code, `exempt` with the
///   reason "opacity/colour only" when exempt by rule, `open` otherwise; the site's code as `before`.
/// - Merging: items are matched to sites by id; items with a hand-written id (not `file:…`) also by `file` + `line`. A matched item keeps every human
///   field (summary, notes, before/after, phase, pattern, severity, status) and gets the site's current
///   `file` and `line`; a `stale` item whose site came back gets a computed status again. Items whose site
///   vanished become `status: stale` (never deleted). New sites are appended as items, sorted by file and line.
public enum AuditBootstrap {
    /// What a write changed.
    public struct Summary: Sendable, Hashable {
        /// Items created for new sites.
        public var added: Int
        /// Existing items matched to a site.
        public var kept: Int
        /// Existing items whose site is gone, now `stale`.
        public var stale: Int

        /// Creates a summary.
        public init(added: Int, kept: Int, stale: Int) {
            self.added = added
            self.kept = kept
            self.stale = stale
        }
    }

    /// Writes (creating or merging) the audit at `url`; `displayPath` names it in diagnostics.
    public static func write(_ result: ScanResult, to url: URL, displayPath: String) throws(DiagnosticError) -> Summary {
        var existing: String?
        if FileManager.default.fileExists(atPath: url.path) {
            existing = try TextFile.read(url, displayPath: displayPath, step: .writeAudit)
        }
        let id = SitePaths.slug(url.deletingPathExtension().lastPathComponent)
        let (yaml, summary) = try render(result, existing: existing, auditID: id, displayPath: displayPath)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(yaml.utf8).write(to: url, options: .atomic)
        } catch {
            throw DiagnosticError(.error("cannot write audit: \(error.localizedDescription)",
                                         at: SourceLocation(file: displayPath), step: .writeAudit))
        }
        return summary
    }

    /// The audit YAML for `result`, merged into `existing` when given.
    public static func render(_ result: ScanResult, existing: String?, auditID: String,
                              displayPath: String) throws(DiagnosticError) -> (yaml: String, summary: Summary) {
        var root: Node.Mapping
        var items: [Node] = []
        var summary = Summary(added: 0, kept: 0, stale: 0)
        var matched: Set<String> = []
        if let existing, !existing.allSatisfy(\.isWhitespace) {
            let reader = YAMLReader(file: displayPath, step: .writeAudit)
            guard let node = reader.parse(existing), let mapping = node.mapping else {
                if reader.diagnostics.isEmpty { reader.error("an audit must be a mapping", at: SourceLocation(file: displayPath, line: 1)) }
                throw DiagnosticError(reader.diagnostics)
            }
            root = mapping
            if let list = mapping["items"], list.sequence == nil {
                reader.error("'items' must be a list", at: list)
                throw DiagnosticError(reader.diagnostics)
            }
            for item in mapping["items"]?.sequence ?? [] {
                guard var fields = item.mapping else {
                    items.append(item)
                    continue
                }
                let id = fields["id"]?.string ?? ""
                let file = fields["file"]?.string ?? ""
                let generated = !file.isEmpty && id.hasPrefix(file + ":")
                let site = result.site(matching: id)
                    ?? (generated ? nil : fields["line"]?.int.flatMap { result.site(file: file, line: $0) })
                if let site, !matched.contains(site.id) {
                    matched.insert(site.id)
                    summary.kept += 1
                    fields["file"] = Node(site.file)
                    fields["line"] = Node(String(site.line), Tag(.int))
                    if fields["status"]?.string == "stale" { apply(status(of: site), to: &fields) }
                } else {
                    summary.stale += 1
                    fields["status"] = Node("stale")
                }
                items.append(.mapping(fields))
            }
        } else {
            root = [
                "id": Node(auditID),
                "title": Node(auditID.split(separator: "-").map { $0.capitalized }.joined(separator: " ")),
                "severities": .sequence(.init(ScanSeverity.allCases.map { Node($0.rawValue) }, .implicit, .flow)),
            ]
        }
        for site in result.sites where !matched.contains(site.id) {
            items.append(.mapping(newItem(site)))
            summary.added += 1
        }
        root["items"] = .sequence(.init(items))
        do {
            let yaml = try Yams.serialize(node: .mapping(root), width: -1, allowUnicode: true, newLineScalarStyle: .literal)
            return (yaml, summary)
        } catch {
            throw DiagnosticError(.error("cannot write audit YAML: \(error)", at: SourceLocation(file: displayPath), step: .writeAudit))
        }
    }

    private static func newItem(_ site: AnimationSite) -> Node.Mapping {
        var fields: Node.Mapping = [
            "id": Node(site.id),
            "file": Node(site.file),
            "line": Node(String(site.line), Tag(.int)),
            "severity": Node(site.severity.rawValue),
        ]
        apply(status(of: site), to: &fields)
        fields["summary"] = Node(site.summary)
        if site.guarded, site.guardReason != .exemptOpacity {
            fields["notes"] = Node("Guarded in code: \(site.guardReason).")
        }
        if !site.argument.isEmpty {
            fields["before"] = .scalar(.init("\(site.kind)(\(site.argument))\n", .implicit, .literal))
        }
        return fields
    }

    private static func status(of site: AnimationSite) -> (String, String?) {
        if site.guardReason == .exemptOpacity { return ("exempt", "opacity/colour only") }
        return (site.guarded ? "fixed" : "open", nil)
    }

    private static func apply(_ status: (String, String?), to fields: inout Node.Mapping) {
        fields["status"] = Node(status.0)
        if let reason = status.1, fields["reason"] == nil { fields["reason"] = Node(reason) }
    }
}
