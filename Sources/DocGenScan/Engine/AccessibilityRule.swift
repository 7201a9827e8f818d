import DocGenCore

/// An accessibility rule the scanner runs, as its documentation shows it: what it checks, the WCAG success
/// criteria it serves, its reasons, examples, severity rules and settings. Its analysis is internal to the
/// scanner (``ScannerRule``, ``RuleAnalysis``); `docgen scan --explain ID` prints all of this.
///
/// Triggering examples mark each failing site with `↓` just before its name; non-triggering examples
/// hold no failing site. One test runs every rule's examples.
public protocol AccessibilityRule: Sendable {
    /// Why a site gets its verdict: every reason the rule gives, with its meaning and verdict.
    associatedtype Reason: RuleReason
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

    /// Every reason a site of the rule can give, as documented: the rule's own, then `suppressed`.
    public static var reasons: [DocumentedReason] {
        Reason.allCases.map(DocumentedReason.init) + SuppressionReason.allCases.map(DocumentedReason.init)
    }

    /// Every setting the rule reads, `severity` first.
    public static var allOptionKeys: [RuleOptionKey] {
        [RuleOptionKey(name: "severity", kind: .severities, summary: "severity per severity rule")] + optionKeys
    }
}

extension ScanSite {
    /// What the site's reason means, from its rule's documented reasons (a reason naming something matched
    /// by its first word).
    public var reasonMeaning: String? {
        guard let rule = RuleRegistry.rule(rule) else { return nil }
        let head = reason.split(separator: " ").first.map(String.init) ?? reason
        return rule.reasons.first { $0.name == reason || $0.head == head }?.meaning
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
        /// A range of numbers: a mapping with `min`, `max` or both (`{min: 0.2, max: 0.5}`).
        case range
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
