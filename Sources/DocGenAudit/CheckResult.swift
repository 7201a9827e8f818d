import DocGenCore

/// Everything `docgen check` decides, and what every reporter and the site read.
public struct CheckResult: Sendable, Hashable {
    /// One entry per audit, in the config's order.
    public var audits: [AuditCheck]
    /// Ratchet violations against the baseline (empty without a baseline).
    public var ratchet: [Diagnostic]

    /// Creates a result from its parts.
    public init(audits: [AuditCheck], ratchet: [Diagnostic] = []) {
        self.audits = audits
        self.ratchet = ratchet
    }

    /// Checks audits: folds in `findings`, computes the views, evaluates `gates` and, given a
    /// baseline, the ratchet (`baselineFile` names it in diagnostics). `checkedAgainstCode` names the
    /// audits whose sources the scanner read (the others' items say they are not checked).
    public init(audits: [Audit], gates: [GateConfig], findings: [CoverageFinding] = [], checkedAgainstCode: Set<String> = [],
                baseline: Baseline? = nil, baselineFile: String = "baseline.json") {
        let coverages = audits.map {
            AuditCoverage(audit: $0, findings: findings, sourcesChecked: checkedAgainstCode.contains($0.id))
        }
        self.audits = coverages.map { coverage in
            let gate = gates.first { $0.audit == coverage.audit.id }
            return AuditCheck(coverage: coverage, gate: gate.map { GateEvaluator.evaluate($0, coverage: coverage) })
        }
        ratchet = baseline?.violations(of: coverages, file: baselineFile) ?? []
    }

    /// The gate results, in the audits' order.
    public var gates: [GateResult] { audits.compactMap(\.gate) }

    /// Whether every gate passed and the ratchet holds.
    public var passed: Bool { gates.allSatisfy(\.passed) && ratchet.isEmpty }
}

/// One audit's part of a ``CheckResult``.
public struct AuditCheck: Sendable, Hashable {
    /// The audit with findings folded in, and its coverage.
    public var coverage: AuditCoverage
    /// Its computed views.
    public var summary: AuditSummary
    /// Its gate's result, when a gate names it.
    public var gate: GateResult?

    /// Creates the entry, computing the summary from `coverage`.
    public init(coverage: AuditCoverage, gate: GateResult?) {
        self.coverage = coverage
        self.summary = AuditSummary(coverage)
        self.gate = gate
    }

    /// The audit (with verification applied).
    public var audit: Audit { coverage.audit }
}
