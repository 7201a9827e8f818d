import DocGenCore

/// A conformance verdict per WCAG criterion, in the terms of an ITI VPAT 2.5 Accessibility Conformance
/// Report, with one qualifier: a criterion whose items are all fixed but not all verified in the code is
/// "Supports (not verified in code)", never plain "Supports".
public enum ConformanceVerdict: String, Sendable, Hashable, CaseIterable {
    /// Every finding is covered, verified in the code, and no follow-up is open.
    case supports = "Supports"
    /// Every finding is covered and no follow-up is open, but some items are not verified in the code.
    case supportsUnverified = "Supports (not verified in code)"
    /// Some findings are covered and some are not, or a covered item has an open follow-up (a known issue).
    case partiallySupports = "Partially Supports"
    /// Findings touch the criterion and none is covered.
    case doesNotSupport = "Does Not Support"
    /// The product's team states, with a reason, that the criterion does not apply.
    case notApplicable = "Not Applicable"
    /// No audit touches the criterion. VPAT 2.5 allows this for Level AAA only: below it, it is a gap.
    case notEvaluated = "Not Evaluated"

    /// A slug for CSS classes and filters: `supports`, `supports-unverified`, `partially-supports`, …
    public var slug: String {
        self == .supportsUnverified ? "supports-unverified" : rawValue.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// The VPAT conformance level term: "Supports (not verified in code)" is a kind of "Supports".
    public var term: String { self == .supportsUnverified ? ConformanceVerdict.supports.rawValue : rawValue }

    /// Whether a conformance claim can rest on it.
    public var allowsClaim: Bool { self == .supports || self == .supportsUnverified || self == .notApplicable }
}

/// One product's conformance: every WCAG criterion at or below the program's target level, and every
/// criterion above it that the product's audits or statements name, each with a verdict derived from the
/// items of the product's audits and what the team states (not applicable, remarks).
///
/// A criterion's findings are the items that name it and, for audits verified against code, the
/// unaudited sites the scanner found, which count against the audit's own `criteria`. The verdict is
/// derived, never typed: see ``ConformanceRow/init(criterion:beyondTarget:audits:statements:)``.
public struct ConformanceReport: Sendable, Hashable {
    /// The product the report is about.
    public var product: Product
    /// The program's target level: its criteria and those of the levels below are the target.
    public var target: WCAGLevel
    /// One row per criterion in WCAG order: every criterion up to the target, then any above it that is named.
    public var rows: [ConformanceRow]
    /// The ids of the product's audits, in the config's order.
    public var auditIDs: [String]

    /// Builds the report of `product` from the checks of its audits (others are ignored).
    public init(product: Product, audits: [AuditCheck], target: WCAGLevel) {
        self.product = product
        self.target = target
        let own = audits.filter { $0.audit.product == product.id }
        auditIDs = own.map(\.audit.id)
        let statements = product.statements + own.flatMap(\.audit.statements)
        rows = WCAG.criteria.compactMap { criterion in
            let touches = own.compactMap { ConformanceRow.AuditTouch(check: $0, criterion: criterion) }
            let stated = statements.filter { $0.criterion == criterion }
            let beyond = criterion.level > target
            if beyond, touches.isEmpty, stated.isEmpty { return nil }
            return ConformanceRow(criterion: criterion, beyondTarget: beyond, audits: touches, statements: stated)
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

    /// Rows within the target that no audit evaluates: gaps a VPAT 2.5 report may not leave below Level AAA.
    public var gaps: [ConformanceRow] {
        targetRows.filter { $0.verdict == .notEvaluated && $0.criterion.level < .aaa }
    }

    /// How many rows of `rows` have each verdict, in `ConformanceVerdict.allCases` order, zeros included.
    public static func count(_ rows: [ConformanceRow]) -> [(verdict: ConformanceVerdict, count: Int)] {
        ConformanceVerdict.allCases.map { verdict in (verdict, rows.count { $0.verdict == verdict }) }
    }

    /// Whether every criterion within the target supports (verified or not) or does not apply: the
    /// condition for a conformance claim at the target level.
    public var meetsTarget: Bool { targetRows.allSatisfy(\.verdict.allowsClaim) }

    /// The warning a build gives for the gaps, when there are any: one per product, at the product's entry
    /// in the config.
    public var gapWarning: Diagnostic? {
        let gaps = gaps
        guard !gaps.isEmpty else { return nil }
        let list = gaps.prefix(8).map(\.criterion.id).joined(separator: ", ") + (gaps.count > 8 ? ", …" : "")
        return .warning("\(product.name): \(gaps.count) of the \(targetRows.count) Level \(target.rawValue) criteria are not "
                        + "evaluated (\(list)); the conformance report shows each as a gap. Evaluate them in an audit, or state "
                        + "that they do not apply ('not_applicable' under the product's 'conformance')",
                        at: product.location, step: .assemble)
    }
}

/// One WCAG criterion in a product's conformance report.
public struct ConformanceRow: Sendable, Hashable {
    /// The criterion.
    public var criterion: WCAGCriterion
    /// Whether its level is above the program's target.
    public var beyondTarget: Bool
    /// The audits that touch it, in the config's order.
    public var audits: [AuditTouch]
    /// What the product's team states about it (in the config, then in the audits).
    public var statements: [CriterionStatement]
    /// The verdict.
    public var verdict: ConformanceVerdict

    /// Derives the verdict: "Not Applicable" when a statement says so; "Not Evaluated" without findings;
    /// "Does Not Support" when no finding is covered; "Partially Supports" when some are not covered, or a
    /// covered item has an open follow-up; otherwise "Supports" when every item is verified in the code,
    /// and "Supports (not verified in code)" when some are not.
    public init(criterion: WCAGCriterion, beyondTarget: Bool, audits: [AuditTouch], statements: [CriterionStatement] = []) {
        self.criterion = criterion
        self.beyondTarget = beyondTarget
        self.audits = audits
        self.statements = statements
        let findings = audits.map(\.findings).reduce(0, +)
        let covered = audits.map(\.covered).reduce(0, +)
        if statements.contains(where: { $0.notApplicable != nil }) {
            verdict = .notApplicable
        } else if findings == 0 {
            verdict = .notEvaluated
        } else if covered == 0 {
            verdict = .doesNotSupport
        } else if covered < findings || audits.contains(where: { !$0.openFollowUps.isEmpty }) {
            verdict = .partiallySupports
        } else if audits.allSatisfy({ $0.unverified == 0 }) {
            verdict = .supports
        } else {
            verdict = .supportsUnverified
        }
    }

    /// Items of all audits that name the criterion.
    public var itemCount: Int { audits.map(\.items.count).reduce(0, +) }

    /// Why the criterion does not apply, as stated.
    public var notApplicableReason: String? {
        let reasons = statements.compactMap(\.notApplicable)
        return reasons.isEmpty ? nil : reasons.joined(separator: " ")
    }

    /// Remarks the team wrote for the criterion, in order.
    public var writtenRemarks: [String] { statements.compactMap(\.remarks) }

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
        /// Items the scanner verified in the code.
        public var verified: Int

        /// Items and unaudited sites: everything the verdict weighs.
        public var findings: Int { items.count + unaudited.count }

        /// Items not verified in the code.
        public var unverified: Int { items.count - verified }

        /// The items not covered: open, stale or found unguarded.
        public var uncovered: [AuditItem] { items.filter { !$0.isCovered } }

        /// Every open follow-up of a covered item, with its item.
        public var openFollowUps: [(item: AuditItem, followUp: FollowUp)] {
            items.filter(\.isCovered).flatMap { item in item.openFollowUps.map { (item, $0) } }
        }

        /// The audit's part in `criterion`, or `nil` when it does not touch it.
        init?(check: AuditCheck, criterion: WCAGCriterion) {
            let audit = check.audit
            items = audit.items.filter { $0.criteria.contains(criterion) }
            unaudited = audit.criteria.contains(criterion) ? check.coverage.unaudited : []
            guard !items.isEmpty || !unaudited.isEmpty else { return nil }
            auditID = audit.id
            title = audit.title
            covered = items.count(where: \.isCovered)
            verified = items.count { $0.verification == .verified }
        }
    }
}
