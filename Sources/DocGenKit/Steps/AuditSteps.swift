import DocGenAudit
import DocGenCore
import Foundation

/// Reads and validates every audit the config names.
struct LoadAuditsStep: BuildStep {
    var step: Step { .audits }

    func detail(_ context: BuildContext) -> String? {
        let count = context.config?.audits.count ?? 0
        return count == 0 ? nil : "\(count) audit\(count == 1 ? "" : "s")"
    }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        context.audits = try AuditLoader.loadAll(config: try context.required(context.config, "config"))
    }
}

/// Checks the audits that name `sources` against the Swift code (``AuditVerifier``).
struct VerifyAuditsStep: BuildStep {
    var step: Step { .verify }

    func detail(_ context: BuildContext) -> String? {
        guard let config = context.config else { return nil }
        let ids = AuditVerifier(config: config).verifiedAuditIDs(context.audits)
        return ids.isEmpty ? "no audit names sources" : ids.sorted().joined(separator: ", ")
    }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let verifier = AuditVerifier(config: try context.required(context.config, "config"))
        context.verifiedAuditIDs = verifier.verifiedAuditIDs(context.audits)
        context.findings = try verifier.findings(for: context.audits)
    }
}

/// Computes coverage, evaluates the gates and, given a baseline, the ratchet.
struct CheckCoverageStep: BuildStep {
    var step: Step { .coverage }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        var baseline: Baseline?
        if let file = context.options.baseline {
            baseline = try Baseline.load(from: file.file, displayPath: file.displayPath)
        }
        context.check = CheckResult(audits: context.audits, gates: config.gates, findings: context.findings,
                                    baseline: baseline, baselineFile: context.options.baseline?.displayPath ?? "")
    }
}
