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
/// - The target must be a YAML file (`.yml`, `.yaml`) that is absent, empty, or an audit docgen can read
///   (``AuditLoader/parse(_:file:)``): `docgen.yml`, a page or any other YAML is refused and left as it was.
/// - Creating: one item per draft, with the default severities and the given id and title.
/// - Merging: only items the drafts' rule can judge take part (``Scope``): items about other criteria, and
///   items in files the scan did not read, keep everything, status included. Of the others, an item is matched
///   to a draft by id, or (an item with a hand-written id, not `file:…`) by `file` + `line`; a matched item
///   keeps every human field (summary, notes, before/after, phase, pattern, severity, status) and gets the
///   draft's current `file` and `line`; a `stale` item whose site came back gets the draft's status again. An
///   item whose site vanished becomes `stale` (never deleted). A new draft is appended, unless an item already
///   stands at its file and line.
/// - The file is edited in place where it changes (``AuditTextEdit``): comments and formatting stay. When an
///   edit cannot be made that way, the audit is written out again, and refused if that would drop comments.
public enum AuditWriter {
    /// What a write changed.
    public struct Summary: Sendable, Hashable {
        /// Items created for new sites.
        public var added: Int
        /// Existing items matched to a site.
        public var kept: Int
        /// Existing items whose site is gone, now `stale`.
        public var stale: Int
        /// Sites not added because an item already stands at their file and line.
        public var alreadyListed: Int

        /// Creates a summary.
        public init(added: Int, kept: Int, stale: Int, alreadyListed: Int = 0) {
            self.added = added
            self.kept = kept
            self.stale = stale
            self.alreadyListed = alreadyListed
        }

        /// `7 added, 1 kept, 0 stale` (and `, 2 already listed` when some were).
        public var description: String {
            "\(added) added, \(kept) kept, \(stale) stale" + (alreadyListed > 0 ? ", \(alreadyListed) already listed" : "")
        }
    }

    /// Which existing items the drafts can judge.
    public struct Scope: Sendable, Hashable {
        /// The WCAG criteria of the drafts' rule: an item whose criteria share none is another rule's. Nil: every item.
        public var criteria: Set<String>?
        /// The files the scan read (relative to the project root); nil when every item's file counts as read.
        public var scannedFiles: Set<String>?
        /// The folders and files the scan was given, relative to the project root: an item in a file under them
        /// that no longer exists is gone; one that exists but was not read (excluded, skipped) is not judged.
        public var scannedPaths: [String]
        /// The project root, against which an item's file is looked for.
        public var root: URL?

        /// Every item judged: the scan read every file.
        public static let everything = Scope(criteria: nil, scannedFiles: nil, scannedPaths: [], root: nil)

        /// Creates a scope.
        public init(criteria: Set<String>?, scannedFiles: Set<String>?, scannedPaths: [String], root: URL?) {
            self.criteria = criteria
            self.scannedFiles = scannedFiles
            self.scannedPaths = scannedPaths
            self.root = root
        }

        /// Whether the drafts judge `item`: it is about the rule's criteria, and its file was read or is gone.
        func judges(_ item: AuditItem) -> Bool {
            if let criteria, !item.criteria.isEmpty, Set(item.criteria.map(\.id)).isDisjoint(with: criteria) { return false }
            guard let scannedFiles, !scannedFiles.contains(item.file) else { return true }
            let underScan = scannedPaths.contains { path in
                path.isEmpty || path == "." || item.file == path || item.file.hasPrefix(path.hasSuffix("/") ? path : path + "/")
            }
            guard underScan, let root else { return false }
            var status = stat()
            return lstat(root.appendingPathComponent(item.file).path, &status) != 0
        }
    }

    /// Writes (creating or merging) the audit at `url`; `displayPath` names it in diagnostics.
    public static func write(_ drafts: [AuditItemDraft], to url: URL, displayPath: String, title: String? = nil,
                             scope: Scope = .everything) throws(DiagnosticError) -> Summary {
        let existing = try existingAudit(at: url, displayPath: displayPath)
        let id = SitePaths.slug(url.deletingPathExtension().lastPathComponent)
        let (yaml, summary) = try render(drafts, existing: existing, auditID: id, title: title, displayPath: displayPath, scope: scope)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(yaml.utf8).write(to: url, options: .atomic)
        } catch {
            throw DiagnosticError(.error("cannot write audit: \(error.localizedDescription)",
                                         at: SourceLocation(file: displayPath), step: .writeAudit))
        }
        return summary
    }

    /// Throws unless `url` is a YAML file that is absent, empty, or an audit docgen can merge into: for a
    /// command to check before it does any work.
    public static func checkTarget(_ url: URL, displayPath: String) throws(DiagnosticError) {
        _ = try existingAudit(at: url, displayPath: displayPath)
    }

    /// The text of the audit at `url`, or nil when there is none yet; throws for a target that is not a YAML
    /// audit file docgen can merge into, so that nothing else is ever overwritten.
    static func existingAudit(at url: URL, displayPath: String) throws(DiagnosticError) -> String? {
        let location = SourceLocation(file: displayPath)
        guard ["yml", "yaml"].contains(url.pathExtension.lowercased()) else {
            throw DiagnosticError(.error("--write-audit writes YAML audit files ('.yml' or '.yaml'), and '\(displayPath)' is not one; "
                                         + "name the audit file to create or merge into", at: location, step: .writeAudit))
        }
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        guard status.st_mode & S_IFMT == S_IFREG else {
            let kind = status.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : status.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
            throw DiagnosticError(.error("'\(displayPath)' is \(kind); --write-audit writes only an audit file of its own",
                                         at: location, step: .writeAudit))
        }
        let text = try TextFile.read(url, displayPath: displayPath, step: .writeAudit)
        if text.allSatisfy(\.isWhitespace) { return text }
        do throws(DiagnosticError) {
            _ = try AuditLoader.parse(text, file: displayPath)
        } catch {
            // The first few reasons, as notes: a config or a page fails on every key.
            let reasons = error.diagnostics.filter { $0.severity == .error }
            var notes = reasons.prefix(3).map { Diagnostic(.note, $0.message, at: $0.location, step: .writeAudit) }
            if reasons.count > 3 { notes.append(Diagnostic(.note, "and \(reasons.count - 3) more problem\(reasons.count == 4 ? "" : "s")", at: location, step: .writeAudit)) }
            throw DiagnosticError(Diagnostic(.error, "'\(displayPath)' is not an audit file docgen can merge into (it must read as an "
                                             + "audit, without errors); nothing was written", at: location, step: .writeAudit, notes: notes))
        }
        return text
    }

    /// The audit YAML for `drafts`, merged into `existing` when given.
    public static func render(_ drafts: [AuditItemDraft], existing: String?, auditID: String, title: String? = nil,
                              displayPath: String, scope: Scope = .everything) throws(DiagnosticError) -> (yaml: String, summary: Summary) {
        guard let existing, !existing.allSatisfy(\.isWhitespace) else {
            let root: Node.Mapping = [
                "id": Node(auditID),
                "title": Node(title ?? auditID.split(separator: "-").map { $0.capitalized }.joined(separator: " ")),
                "severities": .sequence(.init(Audit.defaultSeverities.map { Node($0) }, .implicit, .flow)),
                "items": .sequence(.init(drafts.map(itemNode))),
            ]
            return (try serialize(root, displayPath: displayPath), Summary(added: drafts.count, kept: 0, stale: 0))
        }
        let audit = try AuditLoader.parse(existing, file: displayPath)
        let reader = YAMLReader(file: displayPath, step: .writeAudit)
        guard let node = reader.parse(existing), var root = node.mapping, let list = root["items"]?.sequence,
              list.count == audit.items.count else {
            throw DiagnosticError(.error("'\(displayPath)' cannot be merged into: its items cannot be read", at: SourceLocation(file: displayPath),
                                         step: .writeAudit))
        }
        let plan = MergePlan(drafts: drafts, items: audit.items, nodes: Array(list), scope: scope)
        root["items"] = .sequence(.init(plan.mergedItems))
        if let edited = AuditTextEdit.apply(plan, to: existing, root: node), equivalent(edited, root) {
            return (edited, plan.summary)
        }
        let comments = AuditTextEdit.commentLines(in: existing)
        if comments > 0 {
            throw DiagnosticError(.error("'\(displayPath)' cannot be merged without dropping its \(comments) comment line\(comments == 1 ? "" : "s") "
                                         + "(its items are written in a way docgen cannot edit in place); remove the comments, or write "
                                         + "to a new file and compare", at: SourceLocation(file: displayPath), step: .writeAudit))
        }
        return (try serialize(root, displayPath: displayPath), plan.summary)
    }

    /// Whether `text` reads as the same values as `root` (styles and comments aside).
    private static func equivalent(_ text: String, _ root: Node.Mapping) -> Bool {
        guard let node = try? Yams.compose(yaml: text) else { return false }
        return canonical(node) == canonical(.mapping(root))
    }

    private static func canonical(_ node: Node) -> String {
        switch node {
        case let .scalar(scalar): return "s" + scalar.string.debugDescription
        case let .mapping(mapping): return "{" + mapping.map { canonical($0.key) + ":" + canonical($0.value) }.sorted().joined(separator: ",") + "}"
        case let .sequence(sequence): return "[" + sequence.map(canonical).joined(separator: ",") + "]"
        case let .alias(alias): return "*" + alias.anchor.rawValue
        }
    }

    private static func serialize(_ root: Node.Mapping, displayPath: String) throws(DiagnosticError) -> String {
        do {
            return try Yams.serialize(node: .mapping(root), width: -1, allowUnicode: true, newLineScalarStyle: .literal)
        } catch {
            throw DiagnosticError(.error("cannot write audit YAML: \(error)", at: SourceLocation(file: displayPath), step: .writeAudit))
        }
    }

    /// A new item for a draft.
    static func itemNode(_ draft: AuditItemDraft) -> Node {
        var fields: Node.Mapping = [
            Node(ItemField.id.rawValue): Node(draft.id),
            Node(ItemField.file.rawValue): Node(draft.file),
            Node(ItemField.line.rawValue): Node(String(draft.line), Tag(.int)),
            Node(ItemField.severity.rawValue): Node(draft.severity.rawValue),
            Node(ItemField.status.rawValue): Node(draft.status.rawValue),
        ]
        if let reason = draft.reason { fields[ItemField.reason.rawValue] = Node(reason) }
        fields[ItemField.summary.rawValue] = Node(draft.summary)
        if let notes = draft.notes { fields[ItemField.notes.rawValue] = Node(notes) }
        if let before = draft.before { fields[ItemField.before.rawValue] = .scalar(.init(before, .implicit, .literal)) }
        return .mapping(fields)
    }
}

/// What a merge changes: per existing item, the fields to set; the items to append; the counts.
struct MergePlan {
    /// The changes to one existing item.
    struct ItemChange: Equatable {
        var file: String?
        var line: Int?
        var status: String?
        /// A reason to add (the item has none).
        var reason: String?
    }

    var changes: [Int: ItemChange] = [:]
    var appended: [Node] = []
    var mergedItems: [Node] = []
    var summary = AuditWriter.Summary(added: 0, kept: 0, stale: 0)

    init(drafts: [AuditItemDraft], items: [AuditItem], nodes: [Node], scope: AuditWriter.Scope) {
        let byID = Dictionary(drafts.map { ($0.id, $0) }) { first, _ in first }
        var matched: Set<String> = []
        for (index, item) in items.enumerated() {
            guard scope.judges(item) else { continue }
            let generated = item.id.hasPrefix(item.file + ":")
            let draft = byID[item.id] ?? (generated ? nil : drafts.first { $0.file == item.file && $0.line == item.line && !matched.contains($0.id) })
            var change = ItemChange()
            if let draft, !matched.contains(draft.id) {
                matched.insert(draft.id)
                summary.kept += 1
                if draft.file != item.file { change.file = draft.file }
                if draft.line != item.line { change.line = draft.line }
                if item.status == .stale {
                    change.status = draft.status.rawValue
                    if let reason = draft.reason, item.reason == nil { change.reason = reason }
                }
            } else if item.status != .stale {
                summary.stale += 1
                change.status = Status.stale.rawValue
            }
            if change != ItemChange() { changes[index] = change }
        }
        // Places still held by an item after the merge: a draft there is already listed (by another rule's item,
        // say), not a new site.
        let places = Set(items.indices.compactMap { index -> String? in
            let change = changes[index]
            guard (change?.status ?? items[index].status.rawValue) != Status.stale.rawValue else { return nil }
            return "\(change?.file ?? items[index].file):\(change?.line ?? items[index].line)"
        })
        mergedItems = nodes.enumerated().map { index, node in
            guard let change = changes[index], var fields = node.mapping else { return node }
            if let file = change.file { fields[ItemField.file.rawValue] = Node(file) }
            if let line = change.line { fields[ItemField.line.rawValue] = Node(String(line), Tag(.int)) }
            if let status = change.status { fields[ItemField.status.rawValue] = Node(status) }
            if let reason = change.reason { fields[ItemField.reason.rawValue] = Node(reason) }
            return .mapping(fields)
        }
        for draft in drafts where !matched.contains(draft.id) {
            if places.contains("\(draft.file):\(draft.line)") {
                summary.alreadyListed += 1
                continue
            }
            appended.append(AuditWriter.itemNode(draft))
            summary.added += 1
        }
        mergedItems += appended
    }
}
