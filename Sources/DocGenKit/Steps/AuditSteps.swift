import DocGenAudit
import DocGenCore
import DocGenScan
import Foundation

/// Reads and validates every audit the config names.
struct LoadAuditsStep: BuildStep {
    var step: Step { .audits }

    func detail(_ context: BuildContext) -> String? {
        let count = context.config?.audits.count ?? 0
        return count == 0 ? nil : "\(count) audit\(count == 1 ? "" : "s")"
    }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        let files = config.audits.map { try? Data(contentsOf: config.url(for: $0.data)) }
        if let cached = context.cache.audits, cached.files == files {
            context.audits = cached.audits
            return
        }
        context.audits = try AuditLoader.loadAll(config: config)
        context.cache.audits = (files, context.audits)
    }
}

/// Checks the audits that name `sources` against the Swift code (``AuditVerifier``). A scan is
/// reused while no file under its sources changed.
struct VerifyAuditsStep: BuildStep {
    var step: Step { .verify }

    func detail(_ context: BuildContext) -> String? {
        guard let config = context.config else { return nil }
        let ids = AuditVerifier(config: config).verifiedAuditIDs(context.audits)
        return ids.isEmpty ? "no audit names sources" : ids.sorted().joined(separator: ", ")
    }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        let verifier = AuditVerifier(config: config)
        context.verifiedAuditIDs = verifier.verifiedAuditIDs(context.audits)
        var fingerprints: [[String]: ContentHash] = [:]  // by scan key (sources and rules)
        var scans: [[String]: ScanResult] = [:]
        for reference in config.audits where !reference.sources.isEmpty {
            let key = AuditVerifier.scanKey(reference)
            guard fingerprints[key] == nil else { continue }
            // The indexed packages' declarations change verdicts as the sources' do.
            let read = reference.sources.map(config.url(for:)) + (context.inputs?.scanIndex ?? [])
            let fingerprint = FolderFingerprint.of(read) { $0.hasSuffix(".swift") }
            fingerprints[key] = fingerprint
            if let cached = context.cache.scans[key], cached.fingerprint == fingerprint {
                scans[key] = cached.result
            }
        }
        context.findings = try verifier.findings(for: context.audits, scans: &scans)
        // The scanner's warnings (a file skipped before parsing or over its time limit, a suppression
        // without a reason) explain findings: an item in a skipped file is not verified.
        for key in scans.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            context.warnings += scans[key]?.diagnostics.filter { $0.severity == .warning } ?? []
        }
        context.cache.scans = scans.reduce(into: [:]) { cache, entry in
            if let fingerprint = fingerprints[entry.key] { cache[entry.key] = (fingerprint, entry.value) }
        }
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
                                    checkedAgainstCode: context.verifiedAuditIDs, baseline: baseline, baselineFile: context.options.baseline?.displayPath ?? "")
    }
}
