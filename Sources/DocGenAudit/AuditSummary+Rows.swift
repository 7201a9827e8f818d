/// One row of the per-file table: an audited file and its items.
public struct FileRow: Sendable, Hashable {
    /// The file, relative to the repository.
    public var file: String
    /// The file's items, by line then id.
    public var items: [AuditItem]
    /// Item counts per severity, in the audit's severity order, zeros included (one cell per column).
    public var severityCounts: [SeverityCell]
    /// The most severe severity among the items.
    public var highestSeverity: String
    /// Its rank in the audit's severities (0 is the most severe).
    public var highestSeverityRank: Int
    /// The phases of the file's items, in the audit's phase order, without repeats.
    public var phases: [String]
    /// Items whose status is fixed.
    public var fixed: Int
    /// Items that count as covered.
    public var covered: Int

    /// Items in the file.
    public var total: Int { items.count }

    init(file: String, items: [AuditItem], audit: Audit) {
        self.file = file
        self.items = items.sorted { ($0.line, $0.id) < ($1.line, $1.id) }
        severityCounts = audit.severities.map { severity in
            SeverityCell(severity: severity, count: items.count { $0.severity == severity })
        }
        let highest = items.min { audit.rank(ofSeverity: $0.severity) < audit.rank(ofSeverity: $1.severity) }
        highestSeverity = highest?.severity ?? ""
        highestSeverityRank = highest.map { audit.rank(ofSeverity: $0.severity) } ?? audit.severities.count
        let used = Set(items.compactMap(\.phase))
        phases = audit.phases.map(\.id).filter(used.contains)
        fixed = items.count { $0.effectiveStatus == .fixed }
        covered = items.count(where: \.isCovered)
    }

    /// The table's reading order: highest severity first, then more items first, then by path.
    public static func displayOrder(_ lhs: FileRow, _ rhs: FileRow) -> Bool {
        if lhs.highestSeverityRank != rhs.highestSeverityRank { return lhs.highestSeverityRank < rhs.highestSeverityRank }
        if lhs.total != rhs.total { return lhs.total > rhs.total }
        return lhs.file < rhs.file
    }
}

/// The number of a file's items with one severity.
public struct SeverityCell: Sendable, Hashable {
    /// The severity's name.
    public var severity: String
    /// Items with it.
    public var count: Int
}

/// Progress of one phase.
public struct PhaseProgress: Sendable, Hashable {
    /// The phase (id, title, estimate, description).
    public var phase: Phase
    /// Items in the phase.
    public var items: Int
    /// Of those, covered.
    public var covered: Int
    /// Of those, fixed.
    public var fixed: Int
}

/// How often one fix pattern is used.
public struct PatternUsage: Sendable, Hashable {
    /// The pattern, with its own before/after code.
    public var pattern: Pattern
    /// Items that use it.
    public var count: Int
    /// Of those, covered.
    public var covered: Int
    /// The ids of the items that use it, in the audit's order.
    public var itemIDs: [String]
}
