import DocGenCore

/// Every figure and table of an audit, computed from its items (never typed by hand).
///
/// Plain values in a documented order, ready to be turned into template contexts or reports.
/// Text is kept as written; nothing is HTML-escaped here.
public struct AuditSummary: Sendable, Hashable {
    /// Counts over all items.
    public var totals: AuditTotals
    /// One row per severity, in the audit's severity order (most severe first), unused ones included.
    public var severities: [SeverityCount]
    /// One row per audited file: highest severity first, then more items first, then by path.
    public var files: [FileRow]
    /// One row per phase, in the audit's phase order.
    public var phases: [PhaseProgress]
    /// How many items name no phase.
    public var unphasedItems: Int
    /// One row per pattern, in the audit's pattern order, unused ones included (count 0).
    public var patterns: [PatternUsage]
    /// One row per status in `Status.allCases` order (open, fixed, exempt, stale), zeros included.
    public var statuses: [StatusCount]
    /// One row per WCAG criterion the items name, in WCAG order.
    public var criteria: [CriterionUsage]

    /// Computes the views of an audit with the scanner's findings folded in.
    public init(_ coverage: AuditCoverage) {
        let audit = coverage.audit
        let items = audit.items
        totals = AuditTotals(coverage)
        severities = audit.severities.enumerated().map { rank, severity in
            let matching = items.filter { $0.severity == severity }
            return SeverityCount(severity: severity, rank: rank, count: matching.count,
                                 covered: matching.count(where: \.isCovered))
        }
        files = Dictionary(grouping: items, by: \.file)
            .map { FileRow(file: $0.key, items: $0.value, audit: audit) }
            .sorted(by: FileRow.displayOrder)
        phases = audit.phases.map { phase in
            let matching = items.filter { $0.phase == phase.id }
            return PhaseProgress(phase: phase, items: matching.count, covered: matching.count(where: \.isCovered),
                                 fixed: matching.count { $0.effectiveStatus == .fixed })
        }
        unphasedItems = items.count { $0.phase == nil }
        patterns = audit.patterns.map { pattern in
            let matching = items.filter { $0.pattern == pattern.id }
            return PatternUsage(pattern: pattern, count: matching.count, covered: matching.count(where: \.isCovered),
                                itemIDs: matching.map(\.id))
        }
        statuses = Status.allCases.map { status in
            StatusCount(status: status, count: items.count { $0.effectiveStatus == status })
        }
        criteria = audit.criteriaTouched.map { criterion in
            CriterionUsage(criterion: criterion, items: items.filter { $0.criteria.contains(criterion) })
        }
    }

    /// Computes the views of an audit, folding in `findings` first.
    public init(audit: Audit, findings: [CoverageFinding] = []) {
        self.init(AuditCoverage(audit: audit, findings: findings))
    }
}

/// Counts over all items of an audit.
///
/// `fixed`, `exempt`, `open` and `stale` partition the items by effective status (they add up to
/// `total`); `covered` is `fixed + exempt - unguarded`.
public struct AuditTotals: Sendable, Hashable {
    /// Items listed.
    public var total: Int
    /// Items whose status is fixed (including those the scanner found unguarded).
    public var fixed: Int
    /// Items whose status is exempt.
    public var exempt: Int
    /// Items whose status is open.
    public var open: Int
    /// Items whose site is gone.
    public var stale: Int
    /// Fixed items the scanner found unguarded (not covered).
    public var unguarded: Int
    /// Items that count as covered.
    public var covered: Int
    /// Unguarded animation sites no item lists.
    public var unaudited: Int

    /// Whole percent of items covered, rounded down (100 only when every item is covered); 100 for no items.
    public var coveredPercent: Int { total == 0 ? 100 : covered * 100 / total }

    init(_ coverage: AuditCoverage) {
        let items = coverage.audit.items
        total = items.count
        fixed = items.count { $0.effectiveStatus == .fixed }
        exempt = items.count { $0.effectiveStatus == .exempt }
        open = items.count { $0.effectiveStatus == .open }
        stale = items.count { $0.effectiveStatus == .stale }
        unguarded = items.count { $0.effectiveStatus == .fixed && !$0.isCovered }
        covered = coverage.covered
        unaudited = coverage.unaudited.count
    }
}

/// How many items have one severity.
public struct SeverityCount: Sendable, Hashable {
    /// The severity's name.
    public var severity: String
    /// Its position in the audit's severities (0 is the most severe).
    public var rank: Int
    /// Items with this severity.
    public var count: Int
    /// Of those, covered.
    public var covered: Int
    /// Of those, not covered.
    public var uncovered: Int { count - covered }
}

/// The items of an audit that concern one WCAG criterion.
public struct CriterionUsage: Sendable, Hashable {
    /// The criterion.
    public var criterion: WCAGCriterion
    /// The items that name it, in the audit's order.
    public var items: [AuditItem]
    /// Of those, covered.
    public var covered: Int

    /// Counts the items.
    public init(criterion: WCAGCriterion, items: [AuditItem]) {
        self.criterion = criterion
        self.items = items
        covered = items.count(where: \.isCovered)
    }

    /// Items that name the criterion.
    public var count: Int { items.count }
}

/// How many items have one status.
public struct StatusCount: Sendable, Hashable {
    /// The status.
    public var status: Status
    /// Items whose effective status it is.
    public var count: Int
}
