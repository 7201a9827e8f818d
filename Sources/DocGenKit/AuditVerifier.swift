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
/// - a site whose verdict is unknown neither verifies nor fails its item;
/// - an item whose file does not exist, or whose line is past the end of its file, is stale (in every audit) —
///   unless, matched by id, its site is still found;
/// - a source file the scanner skipped (refused before parsing, over the time limit, a link leading outside the
///   project) fails the gate by name, and its items are not verified: "not verified: FILE skipped (reason)", not
///   covered — unless `scan: on_skipped: warn` relaxes that to a warning, its items then counting by their status.
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
            findings += Self.compare(audit, with: result, match: reference.match, rules: reference.rules,
                                     onSkipped: config.scan.onSkipped, file: SourceFileFacts(root: config.root).facts(of:))
        }
        return findings
    }

    /// Compares one audit's items with the scanned sites of its rules.
    /// `file` says whether an item's file exists and how many lines it has (``SourceFileFacts``).
    static func compare(_ audit: Audit, with result: ScanResult, match: AuditReference.MatchMode,
                        rules: [String] = [AuditReference.defaultRule], onSkipped: SkippedSourcePolicy = .fail,
                        file facts: (String) -> SourceFileFacts.Fact = { _ in .unknown }) -> [CoverageFinding] {
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
        let skips = Dictionary(result.skips.map { ($0.file, $0) }) { first, _ in first }
        if onSkipped == .fail {
            findings += result.skips.map { skip in
                CoverageFinding(auditID: audit.id, kind: .skippedSource, id: skip.file, file: skip.file, line: skip.line,
                                severity: audit.severities.first ?? "high", message: "not scanned: \(skip.reason)")
            }
        }
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
            if let skip = skips[item.file] {
                let message = "\(skip.file) skipped (\(skip.reason))"
                findings.append(finding(onSkipped == .fail ? .skipped : .unverified, message))
                continue
            }
            guard let site = itemRules.lazy.compactMap({ sitesByRule[$0]?[itemKey] }).first else {
                // No site answers the item: say why as precisely as the file allows. (With `match: id` an item
                // whose line has moved past the end still finds its site above.)
                switch facts(item.file) {
                case .missing:
                    findings.append(finding(.stale, "\(item.file) does not exist"))
                case let .lines(count) where item.line > count:
                    findings.append(finding(.stale, "line \(item.line) is past the end of \(item.file) (\(count) line\(count == 1 ? "" : "s"))"))
                case .lines, .unknown:
                    if rules.count == 1 {
                        findings.append(finding(.stale, "no site of \(rules[0]) at this place in the code any more"))
                    } else {
                        findings.append(finding(.unverified, "no \(itemRules.joined(separator: " or ")) site at this place in the code"))
                    }
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

/// What the verifier needs to know of an item's file on disk, read once per file: whether it exists and how
/// many lines it has.
final class SourceFileFacts {
    /// What is known of one file.
    enum Fact: Sendable, Equatable {
        /// Nothing is there, or not a regular file (a folder, say).
        case missing
        /// A file of this many lines.
        case lines(Int)
        /// Not looked at.
        case unknown
    }

    private let root: URL
    private var known: [String: Fact] = [:]

    init(root: URL) {
        self.root = root
    }

    /// The facts of `file`, relative to the project root.
    func facts(of file: String) -> Fact {
        if let fact = known[file] { return fact }
        let fact = Self.read(file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file))
        known[file] = fact
        return fact
    }

    private static func read(_ url: URL) -> Fact {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return .missing }
        guard status.st_mode & S_IFMT == S_IFREG else { return .missing }
        guard let data = try? Data(contentsOf: url) else { return .unknown }
        var lines = data.count { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        lines -= data.indices.dropLast().count { data[$0] == UInt8(ascii: "\r") && data[$0 + 1] == UInt8(ascii: "\n") }
        if let last = data.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") { lines += 1 }
        return .lines(lines)
    }
}
