import DocGenCore

/// An accessibility rule the scanner runs: what it checks, the WCAG success criteria it serves, examples,
/// severity rules and settings. Its analysis is internal to the scanner (``RuleAnalysis``).
///
/// Triggering examples mark each failing site with `↓` just before its name; non-triggering examples
/// hold no failing site. One test runs every rule's examples.
public protocol AccessibilityRule: Sendable {
    /// The id used on the command line and in `docgen.yml` (`reduce-motion`).
    static var id: String { get }
    /// A short title (`Reduce Motion`).
    static var title: String { get }
    /// The WCAG success criteria the rule serves, as numbers (`2.3.3`).
    static var criteria: [String] { get }
    /// One sentence: what a failing site is.
    static var summary: String { get }
    /// The help text: what the rule finds, how it judges, how to fix a failure.
    static var description: String { get }
    /// The documented severity rules, most severe first.
    static var severityRules: [SeverityRuleDescription] { get }
    /// Settings the rule reads from `scan: rules: ID:` besides `severity`.
    static var optionKeys: [RuleOptionKey] { get }
    /// The reasons a site's verdict can give, as written in reports, with what each means.
    static var reasons: [(name: String, meaning: String)] { get }
    /// Code with failing sites marked `↓`.
    static var triggeringExamples: [String] { get }
    /// Code in which the rule must find no failing site.
    static var nonTriggeringExamples: [String] { get }
}

extension AccessibilityRule {
    /// The rule's criteria in the WCAG vocabulary (number, name, level).
    public static var wcagCriteria: [WCAGCriterion] { criteria.compactMap(WCAG.criterion) }

    /// Where to read more: the WCAG Understanding page of the first criterion.
    public static var helpURI: String { wcagCriteria.first?.understandingURL ?? WCAG.understandingBase }

    /// WCAG tags in the style of axe-core: the level (`wcag2aaa`) and the criterion (`wcag233` for 2.3.3).
    public static var tags: [String] {
        var tags: [String] = []
        for criterion in wcagCriteria {
            let level = "wcag2" + criterion.level.rawValue.lowercased()
            if !tags.contains(level) { tags.append(level) }
            tags.append("wcag" + criterion.id.filter(\.isNumber))
        }
        return tags
    }

    /// Every setting the rule reads, `severity` first.
    public static var allOptionKeys: [RuleOptionKey] {
        [RuleOptionKey(name: "severity", kind: .severities, summary: "severity per severity rule")] + optionKeys
    }
}

extension ScanSite {
    /// What the site's reason means, from its rule's documented reasons (`NAME` parts matched by prefix).
    public var reasonMeaning: String? {
        guard let rule = RuleRegistry.rule(rule) else { return nil }
        let head = reason.split(separator: " ").first.map(String.init) ?? reason
        return rule.reasons.first { $0.name == reason || $0.name.split(separator: " ").first.map(String.init) == head }?.meaning
    }
}

/// A documented severity rule: the sites it matches get its severity (the highest of all matching rules).
public struct SeverityRuleDescription: Sendable, Hashable {
    /// The name used in `severity:` overrides (`spring`).
    public var name: String
    /// The default severity.
    public var severity: Severity
    /// What it matches.
    public var matches: String

    /// Creates a description.
    public init(_ name: String, _ severity: Severity, _ matches: String) {
        self.name = name
        self.severity = severity
        self.matches = matches
    }
}

/// A setting a rule reads from `scan: rules: ID:`.
public struct RuleOptionKey: Sendable, Hashable {
    /// The kind of value the setting takes.
    public enum Kind: Sendable, Hashable {
        /// `true` or `false`.
        case bool
        /// A list of strings.
        case strings
        /// A mapping of severity rule names to severities.
        case severities
    }
    /// The key as written.
    public var name: String
    /// Its kind of value.
    public var kind: Kind
    /// What it does.
    public var summary: String

    /// Creates a key.
    public init(name: String, kind: Kind, summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}

/// Every rule the scanner knows, in the order they run and are listed.
public enum RuleRegistry {
    /// The rules.
    public static let rules: [any AccessibilityRule.Type] = [ReduceMotionRule.self, DynamicTypeRule.self, VoiceOverRule.self]

    /// The rule with this id.
    public static func rule(_ id: String) -> (any AccessibilityRule.Type)? {
        rules.first { $0.id == id }
    }

    /// Every rule id.
    public static var ids: [String] { rules.map { $0.id } }

    /// Checks the rules the audits of `docgen.yml` name: an unknown id is an error at its place.
    public static func check(_ audits: [AuditReference]) throws(DiagnosticError) {
        var errors = DiagnosticCollector()
        for audit in audits {
            for rule in audit.rules where Self.rule(rule) == nil {
                errors.error("unknown rule '\(rule)' for the audit '\(audit.data)'; known rules: \(ids.joined(separator: ", "))",
                             at: audit.rulesLocation, step: .config)
            }
        }
        try errors.throwIfErrors()
    }

    /// The analyses of the given rules (all when `ids` is nil), configured by `options`.
    static func analyses(_ ids: [String]?, options: ScanOptions) -> [any RuleAnalysis] {
        let all: [any RuleAnalysis] = [
            ReduceMotionAnalysis(options: options.options(for: ReduceMotionRule.id)),
            DynamicTypeAnalysis(options: options.options(for: DynamicTypeRule.id)),
            VoiceOverAnalysis(options: options.options(for: VoiceOverRule.id)),
        ]
        guard let ids else { return all }
        return all.filter { ids.contains($0.ruleID) }
    }
}
