/// An audit with the scanner's findings folded in, and what is covered and what is not.
///
/// `covered` counts items that are exempt, or fixed and not found unguarded. Unaudited sites
/// count toward `total` as uncovered.
public struct AuditCoverage: Sendable, Hashable {
    /// The audit, its items' `verification` updated from the findings.
    public var audit: Audit
    /// Unguarded animation sites that no item lists, sorted by file, line and id.
    public var unaudited: [CoverageFinding]
    /// Source files of the audit that the scanner skipped, sorted by file: each fails the gate.
    public var skippedSources: [CoverageFinding]

    /// Why an item of an audit that names no `sources` is unverified.
    public static let notCheckedNote = "not checked against the code: the audit names no sources"

    /// Folds `findings` for this audit into it; findings for other audits are ignored, and an
    /// `unguarded` or `stale` finding naming no item counts as an unaudited site. Without
    /// `sourcesChecked`, every item says that the audit is not checked against the code.
    public init(audit: Audit, findings: [CoverageFinding] = [], sourcesChecked: Bool = false) {
        var audit = audit
        if !sourcesChecked {
            for index in audit.items.indices where audit.items[index].verification == .unverified {
                audit.items[index].verificationNote = Self.notCheckedNote
            }
        }
        var unaudited: [CoverageFinding] = []
        var skipped: [CoverageFinding] = []
        let indexByID = Dictionary(audit.items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for finding in findings where finding.auditID == audit.id {
            switch finding.kind {
            case .unaudited:
                unaudited.append(finding)
            case .skippedSource:
                skipped.append(finding)
            case .skipped:
                if let index = indexByID[finding.id] {
                    audit.items[index].verification = .skipped
                    audit.items[index].verificationNote = finding.message
                }
            case .verified:
                if let index = indexByID[finding.id], audit.items[index].verification == .unverified {
                    audit.items[index].verification = .verified
                    audit.items[index].verificationNote = finding.message
                    audit.items[index].verifiedBy = finding.rule
                }
            case .unverified:
                if let index = indexByID[finding.id], audit.items[index].verification == .unverified {
                    audit.items[index].verificationNote = finding.message
                }
            case .unguarded, .stale:
                guard let index = indexByID[finding.id] else {
                    unaudited.append(finding)
                    continue
                }
                let current = audit.items[index].verification
                if current != .skipped, finding.kind == .stale || current != .stale {
                    audit.items[index].verification = finding.kind == .stale ? .stale : .unguarded
                    audit.items[index].verificationNote = finding.message
                }
            }
        }
        self.audit = audit
        self.unaudited = unaudited.sorted { ($0.file, $0.line, $0.id) < ($1.file, $1.line, $1.id) }
        skippedSources = skipped.sorted { ($0.file, $0.line, $0.id) < ($1.file, $1.line, $1.id) }
    }

    /// The state of a skipped source file in ``uncovered``.
    public static let skippedState = "skipped"

    /// The number of items listed in the audit.
    public var itemCount: Int { audit.items.count }

    /// Items plus unaudited sites: every animation known to need coverage.
    public var total: Int { audit.items.count + unaudited.count }

    /// Items that are covered (exempt, or fixed and not unguarded).
    public var covered: Int { audit.items.count { $0.isCovered } }

    /// Every uncovered item, unaudited site and skipped source file, sorted by file, line and id.
    public var uncovered: [UncoveredEntry] {
        let items = audit.items.filter { !$0.isCovered }.map {
            UncoveredEntry(id: $0.id, file: $0.file, line: $0.line, severity: $0.severity, summary: $0.summary,
                           state: $0.stateDescription)
        }
        let sites = unaudited.map {
            UncoveredEntry(id: $0.id, file: $0.file, line: $0.line, severity: $0.severity, summary: $0.message,
                           state: "unaudited")
        }
        let skipped = skippedSources.map {
            UncoveredEntry(id: $0.id, file: $0.file, line: $0.line, severity: $0.severity, summary: $0.message,
                           state: Self.skippedState)
        }
        return (items + sites + skipped).sorted { ($0.file, $0.line, $0.id) < ($1.file, $1.line, $1.id) }
    }
}
