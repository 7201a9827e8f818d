import DocGenAudit
import DocGenCore
import DocGenScan
import Foundation

/// Verifies audits that name `sources` against the Swift code, with the scanner rules each audit names
/// (`rule:`/`rules:` in `docgen.yml`, `reduce-motion` by default).
///
/// For each such audit, every item is matched to a site of its rules (by site id, or by file and line with
/// `match: file-line`); in an audit of several rules an item is matched against the rules whose WCAG criteria
/// it shares:
/// - an item marked fixed whose site fails is not covered ("claimed fixed, unguarded in code");
/// - an item whose site is gone is stale — in an audit of one rule; in an audit of several rules an item whose
///   place holds no site of its rules is not checked (it may be about layout, hints or focus);
/// - an item whose claim the code bears out is verified, with what the scanner said (its guard, a suppression's reason);
/// - a failing site that no item lists is unaudited, which fails the gate;
/// - a site whose verdict is unknown neither verifies nor fails its item.
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

    /// The key of an audit's scan in ``findings(for:scans:)``: its sources and its rules.
    public static func scanKey(_ reference: AuditReference) -> [String] {
        reference.sources + ["\u{0}"] + reference.rules
    }

    /// Like ``findings(for:)``, reusing the scans in `scans` (by ``scanKey(_:)``) and adding the new ones:
    /// an incremental build keeps the scans of sources that did not change.
    public func findings(for audits: [Audit], scans: inout [[String]: ScanResult]) throws(DiagnosticError) -> [CoverageFinding] {
        var findings: [CoverageFinding] = []
        let options = try ScanOptions(settings: config.scan, root: config.root)
        for (reference, audit) in zip(config.audits, audits) where !reference.sources.isEmpty {
            let key = Self.scanKey(reference)
            let result: ScanResult
            if let cached = scans[key] {
                result = cached
            } else {
                do {
                    result = try AccessibilityScanner(options: options, rules: reference.rules)
                        .scan(paths: reference.sources.map(config.url(for:)), root: config.root)
                } catch {
                    throw DiagnosticError(error.diagnostics.map { diagnostic in
                        var located = diagnostic
                        if located.location == nil { located.location = reference.location }
                        return located
                    })
                }
                try DiagnosticCollector.throwing(result.diagnostics)
                scans[key] = result
            }
            findings += Self.compare(audit, with: result, match: reference.match, rules: reference.rules)
        }
        return findings
    }

    /// Compares one audit's items with the scanned sites of its rules.
    static func compare(_ audit: Audit, with result: ScanResult, match: AuditReference.MatchMode,
                        rules: [String] = [AuditReference.defaultRule]) -> [CoverageFinding] {
        func key(file: String, line: Int, id: String) -> String {
            match == .id ? id : "\(file):\(line)"
        }
        let criteriaByRule = Dictionary(rules.map { rule in (rule, Set(RuleRegistry.rule(rule)?.criteria ?? [])) }) { first, _ in first }
        var sitesByRule: [String: [String: ScanSite]] = [:]
        for site in result.sites where rules.contains(site.rule) {
            let siteKey = key(file: site.file, line: site.line, id: site.id)
            if sitesByRule[site.rule]?[siteKey] == nil { sitesByRule[site.rule, default: [:]][siteKey] = site }
        }
        var claimed: Set<String> = []
        var findings: [CoverageFinding] = []
        for item in audit.items where item.status != .stale {
            let itemKey = key(file: item.file, line: item.line, id: item.id)
            func finding(_ kind: CoverageFinding.Kind, _ message: String, rule: String? = nil) -> CoverageFinding {
                CoverageFinding(auditID: audit.id, kind: kind, id: item.id, file: item.file, line: item.line,
                                severity: item.severity, message: message, rule: rule)
            }
            // The rules that judge this item: all of the audit's for an audit of one rule, else those sharing a criterion.
            let itemCriteria = Set(item.criteria.map(\.id))
            let itemRules = rules.count == 1 || itemCriteria.isEmpty ? rules
                : rules.filter { !(criteriaByRule[$0] ?? []).isDisjoint(with: itemCriteria) }
            guard !itemRules.isEmpty else {
                let criteria = item.criteria.map(\.id).joined(separator: ", ")
                findings.append(finding(.unverified, "no scanner rule of this audit (\(rules.joined(separator: ", "))) checks "
                                        + criteria))
                continue
            }
            guard let site = itemRules.lazy.compactMap({ sitesByRule[$0]?[itemKey] }).first else {
                if rules.count == 1 {
                    findings.append(finding(.stale, "no site of \(rules[0]) at this place in the code any more"))
                } else {
                    findings.append(finding(.unverified, "no \(itemRules.joined(separator: " or ")) site at this place in the code"))
                }
                continue
            }
            claimed.insert("\(site.rule) \(itemKey)")
            switch item.status {
            case .fixed where site.verdict == .fail:
                findings.append(finding(.unguarded, "claimed fixed, unguarded in code: \(site.summary)", rule: site.rule))
            case .fixed where site.verdict == .unknown, .exempt where site.verdict == .unknown:
                findings.append(finding(.unverified, "\(site.rule) cannot decide: \(site.reason)", rule: site.rule))
            case .fixed, .exempt:
                findings.append(finding(.verified, site.suppression.map { "suppressed: \($0)" } ?? "\(site.rule): \(site.reason)",
                                        rule: site.rule))
            case .open where site.verdict == .fail:
                findings.append(finding(.verified, "\(site.rule): fails, as the item says", rule: site.rule))
            case .open:
                findings.append(finding(.unverified, "\(site.rule) does not find the site failing; mark the item fixed once "
                                        + "it is", rule: site.rule))
            case .stale:
                break
            }
        }
        for site in result.failingSites where rules.contains(site.rule)
            && !claimed.contains("\(site.rule) \(key(file: site.file, line: site.line, id: site.id))") {
            findings.append(CoverageFinding(auditID: audit.id, kind: .unaudited, id: site.id, file: site.file, line: site.line,
                                            severity: site.severity.rawValue,
                                            message: "unaudited \(site.rule) site: \(site.summary)", rule: site.rule))
        }
        return findings
    }
}
