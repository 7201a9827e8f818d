import DocGenCore

/// A conformance verdict per WCAG criterion, in the terms of an Accessibility Conformance Report.
public enum ConformanceVerdict: String, Sendable, Hashable, CaseIterable {
    /// Every item that touches the criterion is covered.
    case supports = "Supports"
    /// Some items are covered, some are not.
    case partiallySupports = "Partially Supports"
    /// Items touch the criterion and none is covered.
    case doesNotSupport = "Does Not Support"
    /// No audit touches the criterion.
    case notEvaluated = "Not Evaluated"

    /// A slug for CSS classes and filters: `supports`, `partially-supports`, …
    public var slug: String { rawValue.lowercased().replacingOccurrences(of: " ", with: "-") }

    /// The verdict for `covered` of `total` findings.
    public init(covered: Int, total: Int) {
        if total == 0 {
            self = .notEvaluated
        } else if covered == total {
            self = .supports
        } else if covered == 0 {
            self = .doesNotSupport
        } else {
            self = .partiallySupports
        }
    }
}

/// Every WCAG criterion at or below the program's target level, and every criterion above it that an
/// audit names, with the audits and items that touch it and a verdict computed from their coverage.
///
/// A criterion's findings are the items that name it and, for audits verified against code, the
/// unaudited sites the scanner found, which count against the audit's own `criteria`. The verdict
/// is ``ConformanceVerdict/supports`` when every finding is covered, ``ConformanceVerdict/doesNotSupport``
/// when none is, ``ConformanceVerdict/partiallySupports`` in between and
/// ``ConformanceVerdict/notEvaluated`` without findings.
public struct ConformanceReport: Sendable, Hashable {
    /// The program's target level: its criteria and those of the levels below are the target.
    public var target: WCAGLevel
    /// One row per criterion in WCAG order: every criterion up to the target, then any above it that an audit names.
    public var rows: [ConformanceRow]

    /// Builds the report from every audit's check.
    public init(audits: [AuditCheck], target: WCAGLevel) {
        self.target = target
        rows = WCAG.criteria.compactMap { criterion in
            let touches = audits.compactMap { ConformanceRow.AuditTouch(check: $0, criterion: criterion) }
            let beyond = criterion.level > target
            if beyond, touches.isEmpty { return nil }
            return ConformanceRow(criterion: criterion, beyondTarget: beyond, audits: touches)
        }
    }

    /// The levels the target includes, lowest first (Level AA includes Level A).
    public var targetLevels: [WCAGLevel] { WCAGLevel.allCases.filter { $0 <= target } }

    /// The rows of one level.
    public func rows(at level: WCAGLevel) -> [ConformanceRow] { rows.filter { $0.criterion.level == level } }

    /// The rows within the target.
    public var targetRows: [ConformanceRow] { rows.filter { !$0.beyondTarget } }

    /// The rows above the target.
    public var beyondTargetRows: [ConformanceRow] { rows.filter(\.beyondTarget) }

    /// How many rows of `rows` have each verdict, in `ConformanceVerdict.allCases` order, zeros included.
    public static func count(_ rows: [ConformanceRow]) -> [(verdict: ConformanceVerdict, count: Int)] {
        ConformanceVerdict.allCases.map { verdict in (verdict, rows.count { $0.verdict == verdict }) }
    }

    /// Whether every criterion within the target is supported: the condition for a conformance claim
    /// at the target level (this report knows nothing of criteria that do not apply).
    public var meetsTarget: Bool { targetRows.allSatisfy { $0.verdict == .supports } }
}

/// One WCAG criterion in the conformance report.
public struct ConformanceRow: Sendable, Hashable {
    /// The criterion.
    public var criterion: WCAGCriterion
    /// Whether its level is above the program's target.
    public var beyondTarget: Bool
    /// The audits that touch it, in the config's order.
    public var audits: [AuditTouch]
    /// The verdict from the findings of every audit.
    public var verdict: ConformanceVerdict

    /// Computes the verdict.
    public init(criterion: WCAGCriterion, beyondTarget: Bool, audits: [AuditTouch]) {
        self.criterion = criterion
        self.beyondTarget = beyondTarget
        self.audits = audits
        verdict = ConformanceVerdict(covered: audits.map(\.covered).reduce(0, +), total: audits.map(\.findings).reduce(0, +))
    }

    /// Items of all audits that name the criterion.
    public var itemCount: Int { audits.map(\.items.count).reduce(0, +) }

    /// One audit's part in a criterion.
    public struct AuditTouch: Sendable, Hashable {
        /// The audit's id.
        public var auditID: String
        /// The audit's title.
        public var title: String
        /// Its items that name the criterion, in the audit's order.
        public var items: [AuditItem]
        /// Unguarded sites the scanner found with no item, counted against the audit's own criteria.
        public var unaudited: [CoverageFinding]
        /// Covered items.
        public var covered: Int

        /// Items and unaudited sites: everything the verdict weighs.
        public var findings: Int { items.count + unaudited.count }

        /// The audit's part in `criterion`, or `nil` when it does not touch it.
        init?(check: AuditCheck, criterion: WCAGCriterion) {
            let audit = check.audit
            items = audit.items.filter { $0.criteria.contains(criterion) }
            unaudited = audit.criteria.contains(criterion) ? check.coverage.unaudited : []
            guard !items.isEmpty || !unaudited.isEmpty else { return nil }
            auditID = audit.id
            title = audit.title
            covered = items.count(where: \.isCovered)
        }
    }
}
