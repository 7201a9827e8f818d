import DocGenAudit
import DocGenCore
import DocGenScan
import Foundation

/// Verifies audits that name `sources` against the Swift code, with the scanner.
///
/// For each such audit, every item is matched to a scanned animation site (by site id, or by file
/// and line with `match: file-line`):
/// - an item marked fixed whose site is unguarded is not covered ("claimed fixed, unguarded in code");
/// - an item whose site is gone is stale;
/// - an item whose claim the code bears out is verified;
/// - an unguarded site that no item lists is an unaudited animation, which fails the gate.
public struct AuditVerifier: Sendable {
    /// The project configuration (its `scan:` settings and the audits' `sources`).
    public var config: SiteConfig

    /// Creates a verifier.
    public init(config: SiteConfig) {
        self.config = config
    }

    /// The ids of the audits (in the order of `config.audits`) that are verified against sources.
    public func verifiedAuditIDs(_ audits: [Audit]) -> Set<String> {
        Set(zip(config.audits, audits).filter { !$0.0.sources.isEmpty }.map(\.1.id))
    }

    /// Scans the sources of every audit that names some and returns what the code says about its items.
    /// `audits` are the loaded audits, in the order of `config.audits`.
    public func findings(for audits: [Audit]) throws(DiagnosticError) -> [CoverageFinding] {
        var scans: [[String]: ScanResult] = [:]
        return try findings(for: audits, scans: &scans)
    }

    /// Like ``findings(for:)``, reusing the scans in `scans` (by `sources` list) and adding the new ones:
    /// an incremental build keeps the scans of sources that did not change.
    public func findings(for audits: [Audit], scans: inout [[String]: ScanResult]) throws(DiagnosticError) -> [CoverageFinding] {
        var findings: [CoverageFinding] = []
        let scanner = AnimationScanner(options: ScanOptions(settings: config.scan))
        for (reference, audit) in zip(config.audits, audits) where !reference.sources.isEmpty {
            let result: ScanResult
            if let cached = scans[reference.sources] {
                result = cached
            } else {
                do {
                    result = try scanner.scan(paths: reference.sources.map(config.url(for:)), root: config.root)
                } catch {
                    throw DiagnosticError(error.diagnostics.map { diagnostic in
                        var located = diagnostic
                        if located.location == nil { located.location = reference.location }
                        return located
                    })
                }
                try DiagnosticCollector.throwing(result.diagnostics)
                scans[reference.sources] = result
            }
            findings += Self.compare(audit, with: result, match: reference.match)
        }
        return findings
    }

    /// Compares one audit's items with the scanned sites.
    static func compare(_ audit: Audit, with result: ScanResult, match: AuditReference.MatchMode) -> [CoverageFinding] {
        func key(file: String, line: Int, id: String) -> String {
            match == .id ? id : "\(file):\(line)"
        }
        let sites = Dictionary(result.sites.map { (key(file: $0.file, line: $0.line, id: $0.id), $0) }) { first, _ in first }
        var claimed: Set<String> = []
        var findings: [CoverageFinding] = []
        for item in audit.items where item.status != .stale {
            let itemKey = key(file: item.file, line: item.line, id: item.id)
            func finding(_ kind: CoverageFinding.Kind, _ message: String) -> CoverageFinding {
                CoverageFinding(auditID: audit.id, kind: kind, id: item.id, file: item.file, line: item.line,
                                severity: item.severity, message: message)
            }
            guard let site = sites[itemKey] else {
                findings.append(finding(.stale, "no animation at this place in the code any more"))
                continue
            }
            claimed.insert(itemKey)
            switch item.status {
            case .fixed where !site.guarded:
                findings.append(finding(.unguarded, "claimed fixed, unguarded in code: \(site.summary)"))
            case .fixed, .exempt:
                findings.append(finding(.verified, "\(site.guardReason)"))
            case .open where !site.guarded:
                findings.append(finding(.verified, "unguarded, as the item says"))
            case .open, .stale:
                break
            }
        }
        for site in result.sites where !site.guarded && !claimed.contains(key(file: site.file, line: site.line, id: site.id)) {
            findings.append(CoverageFinding(auditID: audit.id, kind: .unaudited, id: site.id, file: site.file, line: site.line,
                                            severity: site.severity.rawValue, message: "unaudited animation: \(site.summary)"))
        }
        return findings
    }
}
