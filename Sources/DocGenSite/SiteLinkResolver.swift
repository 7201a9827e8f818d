import DocGenAudit
import DocGenCore

/// Resolves links written in content: page links as ``ContentLinkResolver`` does, plus the
/// `audit:` form that points at audit pages:
///
/// - `audit:ID` — the audit's page;
/// - `audit:ID/path/to/File.swift` — the page of one audited file;
/// - `audit:ID#item-id` — one item, on its file's page.
public struct SiteLinkResolver: LinkResolver, Equatable {
    /// What the resolver knows of an audit.
    struct AuditLinks: Sendable, Equatable {
        /// Audited files.
        var files: Set<String>
        /// The file of each item.
        var itemFiles: [String: String]
    }

    /// Audits by id.
    var audits: [String: AuditLinks]
    private let content = ContentLinkResolver()

    init(audits: [String: AuditLinks]) {
        self.audits = audits
    }

    /// A resolver that knows the audits' ids, files and items.
    public init(audits: [Audit]) {
        self.init(audits: Dictionary(audits.map { audit in
            (audit.id, AuditLinks(files: Set(audit.items.map(\.file)),
                                  itemFiles: Dictionary(audit.items.map { ($0.id, $0.file) }) { first, _ in first }))
        }) { first, _ in first })
    }

    /// A hash of what the resolver knows, the same in every process: equal hashes resolve every
    /// link the same way.
    public var contentHash: ContentHash {
        var hasher = ContentHasher()
        for (id, links) in audits.sorted(by: { $0.key < $1.key }) {
            hasher.combine(id)
            hasher.combine(links.files.count)
            for file in links.files.sorted() { hasher.combine(file) }
            hasher.combine(links.itemFiles.count)
            for (item, file) in links.itemFiles.sorted(by: { $0.key < $1.key }) {
                hasher.combine(item)
                hasher.combine(file)
            }
        }
        return hasher.finalize()
    }

    /// Two resolvers are equal when they know the same audits, files and items: they resolve every
    /// link the same way.
    public static func == (lhs: SiteLinkResolver, rhs: SiteLinkResolver) -> Bool {
        lhs.audits == rhs.audits
    }

    public func resolve(_ destination: String, from page: String) -> LinkResolution {
        guard destination.hasPrefix("audit:") else { return content.resolve(destination, from: page) }
        var rest = destination.dropFirst("audit:".count)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        let auditID: String
        var file: String?
        if let slash = rest.firstIndex(of: "/") {
            auditID = String(rest[..<slash])
            file = String(rest[rest.index(after: slash)...])
        } else {
            auditID = String(rest)
        }
        guard let audit = audits[auditID] else {
            let known = audits.keys.sorted().joined(separator: ", ")
            return .invalid("no audit '\(auditID)'" + (known.isEmpty ? " (no audits are configured)" : " (audits: \(known))"))
        }
        let target: LinkTarget
        if let file {
            guard audit.files.contains(file) else { return .invalid("audit '\(auditID)' has no file '\(file)'") }
            target = LinkTarget(path: SitePaths.auditFile(auditID, file: file), fragment: fragment.map(SitePaths.itemAnchor))
        } else if let item = fragment {
            guard let itemFile = audit.itemFiles[item] else { return .invalid("audit '\(auditID)' has no item '\(item)'") }
            target = LinkTarget(path: SitePaths.auditFile(auditID, file: itemFile), fragment: SitePaths.itemAnchor(item))
        } else {
            target = LinkTarget(path: SitePaths.audit(auditID))
        }
        let href = SitePaths.relative(from: page, to: target.path) + (target.fragment.map { "#\($0)" } ?? "")
        return .internal(href: ContentLinkResolver.encode(href), target: target)
    }
}
