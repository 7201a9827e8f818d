import DocGenCore

/// The outcome of one coverage gate.
public struct GateResult: Sendable, Hashable {
    /// The gated audit's id.
    public var auditID: String
    /// Items that count as covered.
    public var covered: Int
    /// Items plus unaudited sites.
    public var total: Int
    /// Items the audit lists.
    public var itemCount: Int
    /// How many must be covered.
    public var required: Int
    /// Unaudited sites found by the scanner.
    public var unaudited: Int
    /// Source files of the audit the scanner skipped (``AuditCoverage/skippedSources``).
    public var skippedSources: [String] = []
    /// Every uncovered item and unaudited site, sorted by file, line and id.
    public var uncovered: [UncoveredEntry]
    /// Where the gate is written in `docgen.yml`.
    public var location: SourceLocation

    /// Passed: enough covered, the audit lists at least `required` items, no unaudited site and no skipped source file.
    public var passed: Bool { covered >= required && itemCount >= required && unaudited == 0 && skippedSources.isEmpty }

    /// Why the gate failed, beyond too few covered items (empty when it passed).
    public var failureReasons: [String] {
        var reasons: [String] = []
        if itemCount < required {
            reasons.append("the audit lists \(itemCount) item\(itemCount == 1 ? "" : "s"), fewer than \(required) required")
        }
        if unaudited > 0 {
            reasons.append("\(unaudited) unaudited site\(unaudited == 1 ? "" : "s")")
        }
        if !skippedSources.isEmpty {
            let count = skippedSources.count
            reasons.append("\(count) source file\(count == 1 ? "" : "s") skipped by the scanner: \(skippedSources.joined(separator: ", "))")
        }
        return reasons
    }

    /// `reduce-motion: 68/68 covered, 68 required: passed`, or `…: failed` with any further reasons.
    public var summaryLine: String {
        let head = "\(auditID): \(covered)/\(total) covered, \(required) required"
        if passed { return head + ": passed" }
        let reasons = failureReasons
        return head + ": failed" + (reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))")
    }

    /// The text report: on failure one `path:line: error: …` line per uncovered entry, then the summary line.
    public var textLines: [String] {
        passed ? [summaryLine] : uncovered.map(\.errorLine) + [summaryLine]
    }
}

/// Evaluates coverage gates against audits.
public enum GateEvaluator {
    /// Evaluates one gate on an audit's coverage.
    public static func evaluate(_ gate: GateConfig, coverage: AuditCoverage) -> GateResult {
        GateResult(
            auditID: gate.audit, covered: coverage.covered, total: coverage.total, itemCount: coverage.itemCount,
            required: gate.required, unaudited: coverage.unaudited.count,
            skippedSources: Array(Set(coverage.skippedSources.map(\.file))).sorted(), uncovered: coverage.uncovered,
            location: gate.location)
    }

    /// Evaluates every gate whose audit is among `coverages`, in the gates' order.
    ///
    /// Gates naming an unknown audit are rejected by ``AuditLoader/loadAll(config:)`` before this runs.
    public static func evaluate(_ gates: [GateConfig], coverages: [AuditCoverage]) -> [GateResult] {
        gates.compactMap { gate in
            coverages.first { $0.audit.id == gate.audit }.map { evaluate(gate, coverage: $0) }
        }
    }

    /// Evaluates every gate against `audits`, folding in the scanner's `findings` first.
    public static func evaluate(_ gates: [GateConfig], audits: [Audit], findings: [CoverageFinding] = []) -> [GateResult] {
        evaluate(gates, coverages: audits.map { AuditCoverage(audit: $0, findings: findings) })
    }
}
