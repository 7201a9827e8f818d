import DocGenAudit
import DocGenCore
import DocGenScan
import Foundation

/// Reads and validates every audit the config names; reused while the audit files' bytes are unchanged.
struct LoadAuditsStep: CachedStep {
    var step: Step { .audits }
    static var entry: WritableKeyPath<BuildCache, CacheEntry<[Data?], [Audit]>?> { \.audits }

    func detail(_ context: BuildContext) -> String? {
        let count = context.config?.audits.count ?? 0
        return count == 0 ? nil : "\(count) audit\(count == 1 ? "" : "s")"
    }

    func key(_ context: BuildContext, cache: BuildCache) throws(DiagnosticError) -> [Data?] {
        try context.required(context.inputs, "inputs").auditData.map { try? Data(contentsOf: $0) }
    }

    func make(_ context: BuildContext) throws(DiagnosticError) -> [Audit] {
        try AuditLoader.loadAll(config: try context.required(context.config, "config"))
    }

    func apply(_ audits: [Audit], to context: inout BuildContext) throws(DiagnosticError) {
        context.audits = audits
    }
}

/// Checks the audits that name `sources` against the Swift code (``AuditVerifier``). A scan is
/// reused while no file under its sources (or the indexed folders) changed.
struct VerifyAuditsStep: MemoStep {
    var step: Step { .verify }
    static var memo: WritableKeyPath<BuildCache, KeyedMemo<[String], ContentHash, ScanResult>> { \.scans }

    func detail(_ context: BuildContext) -> String? {
        guard let config = context.config else { return nil }
        let ids = AuditVerifier(config: config).verifiedAuditIDs(context.audits)
        return ids.isEmpty ? "no audit names sources" : ids.sorted().joined(separator: ", ")
    }

    func run(_ context: inout BuildContext, memo: inout KeyedMemo<[String], ContentHash, ScanResult>,
             cache: BuildCache) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        let verifier = AuditVerifier(config: config)
        context.verifiedAuditIDs = verifier.verifiedAuditIDs(context.audits)
        var keys: [[String]: ContentHash] = [:]  // by scan (sources and rules): a hash of the Swift files it reads
        var scans: [[String]: ScanResult] = [:]
        for reference in config.audits where !reference.sources.isEmpty {
            let scan = AuditVerifier.scanKey(reference)
            guard keys[scan] == nil else { continue }
            // The indexed packages' declarations change verdicts as the sources' do.
            let read = reference.sources.map(config.url(for:)) + (context.inputs?.scanIndex ?? [])
            let key = FolderFingerprint.of(read) { $0.hasSuffix(".swift") }
            keys[scan] = key
            scans[scan] = memo.product(for: scan, key: key)
        }
        context.findings = try verifier.findings(for: context.audits, scans: &scans)
        // The scanner's warnings (a file skipped before parsing or over its time limit, a suppression
        // without a reason) explain findings: an item in a skipped file is not verified.
        for scan in scans.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            context.warnings += scans[scan]?.diagnostics.filter { $0.severity == .warning } ?? []
        }
        memo.replace(with: scans.reduce(into: [:]) { entries, scan in
            if let key = keys[scan.key] { entries[scan.key] = CacheEntry(key: key, product: scan.value) }
        })
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
