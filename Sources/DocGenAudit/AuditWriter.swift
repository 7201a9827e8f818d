import DocGenCore
import Foundation
import Yams

/// The keys of an audit item as written in audit files: read by the parser, written by ``AuditWriter``.
public enum ItemField: String, Sendable, CaseIterable {
    case id, file, line, severity, phase, pattern, criteria, status, reason, summary, before, after, notes
    case followUps = "follow_ups"
}

/// An item proposed from the code (by `docgen scan --write-audit`), in the audit model's own terms.
public struct AuditItemDraft: Sendable, Hashable {
    /// The item's id (the scanner's stable site id).
    public var id: String
    /// The source file, relative to the project root.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The computed severity.
    public var severity: Severity
    /// `fixed` when the code passes, `exempt` when exempt by rule or suppressed, `open` otherwise.
    public var status: Status
    /// Why the item is exempt.
    public var reason: String?
    /// One line describing the site.
    public var summary: String
    /// Notes, such as how the code guards the site.
    public var notes: String?
    /// The site's code.
    public var before: String?

    /// Creates a draft.
    public init(id: String, file: String, line: Int, severity: Severity, status: Status, reason: String? = nil,
                summary: String, notes: String? = nil, before: String? = nil) {
        self.id = id
        self.file = file
        self.line = line
        self.severity = severity
        self.status = status
        self.reason = reason
        self.summary = summary
        self.notes = notes
        self.before = before
    }
}

/// Writes an audit file from drafts, creating it or merging into the existing one.
///
/// - Creating: one item per draft, with the default severities and the given id and title.
/// - Merging: items are matched to drafts by id; items with a hand-written id (not `file:…`) also by `file` +
///   `line`. A matched item keeps every human field (summary, notes, before/after, phase, pattern, severity,
///   status) and gets the draft's current `file` and `line`; a `stale` item whose site came back gets the
///   draft's status again. Items whose site vanished become `stale` (never deleted). New drafts are appended.
public enum AuditWriter {
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
    public static func write(_ drafts: [AuditItemDraft], to url: URL, displayPath: String, title: String? = nil) throws(DiagnosticError) -> Summary {
        var existing: String?
        if FileManager.default.fileExists(atPath: url.path) {
            existing = try TextFile.read(url, displayPath: displayPath, step: .writeAudit)
        }
        let id = SitePaths.slug(url.deletingPathExtension().lastPathComponent)
        let (yaml, summary) = try render(drafts, existing: existing, auditID: id, title: title, displayPath: displayPath)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(yaml.utf8).write(to: url, options: .atomic)
        } catch {
            throw DiagnosticError(.error("cannot write audit: \(error.localizedDescription)",
                                         at: SourceLocation(file: displayPath), step: .writeAudit))
        }
        return summary
    }

    /// The audit YAML for `drafts`, merged into `existing` when given.
    public static func render(_ drafts: [AuditItemDraft], existing: String?, auditID: String, title: String? = nil,
                              displayPath: String) throws(DiagnosticError) -> (yaml: String, summary: Summary) {
        var root: Node.Mapping
        var items: [Node] = []
        var summary = Summary(added: 0, kept: 0, stale: 0)
        var matched: Set<String> = []
        let byID = Dictionary(drafts.map { ($0.id, $0) }) { first, _ in first }
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
                let id = fields[ItemField.id.rawValue]?.string ?? ""
                let file = fields[ItemField.file.rawValue]?.string ?? ""
                let generated = !file.isEmpty && id.hasPrefix(file + ":")
                let line = fields[ItemField.line.rawValue]?.int
                let draft = byID[id] ?? (generated ? nil : line.flatMap { line in drafts.first { $0.file == file && $0.line == line } })
                if let draft, !matched.contains(draft.id) {
                    matched.insert(draft.id)
                    summary.kept += 1
                    fields[ItemField.file.rawValue] = Node(draft.file)
                    fields[ItemField.line.rawValue] = Node(String(draft.line), Tag(.int))
                    if fields[ItemField.status.rawValue]?.string == Status.stale.rawValue { apply(draft, to: &fields) }
                } else {
                    summary.stale += 1
                    fields[ItemField.status.rawValue] = Node(Status.stale.rawValue)
                }
                items.append(.mapping(fields))
            }
        } else {
            root = [
                "id": Node(auditID),
                "title": Node(title ?? auditID.split(separator: "-").map { $0.capitalized }.joined(separator: " ")),
                "severities": .sequence(.init(Audit.defaultSeverities.map { Node($0) }, .implicit, .flow)),
            ]
        }
        for draft in drafts where !matched.contains(draft.id) {
            var fields: Node.Mapping = [
                Node(ItemField.id.rawValue): Node(draft.id),
                Node(ItemField.file.rawValue): Node(draft.file),
                Node(ItemField.line.rawValue): Node(String(draft.line), Tag(.int)),
                Node(ItemField.severity.rawValue): Node(draft.severity.rawValue),
            ]
            apply(draft, to: &fields)
            fields[ItemField.summary.rawValue] = Node(draft.summary)
            if let notes = draft.notes { fields[ItemField.notes.rawValue] = Node(notes) }
            if let before = draft.before { fields[ItemField.before.rawValue] = .scalar(.init(before, .implicit, .literal)) }
            items.append(.mapping(fields))
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

    private static func apply(_ draft: AuditItemDraft, to fields: inout Node.Mapping) {
        fields[ItemField.status.rawValue] = Node(draft.status.rawValue)
        if let reason = draft.reason, fields[ItemField.reason.rawValue] == nil { fields[ItemField.reason.rawValue] = Node(reason) }
    }
}
