import DocGenCore

/// Every rule the scanner knows, in the order they run and are listed.
///
/// Adding a rule: its own folder under `Rules/` (a ``ScannerRule`` with its reasons and examples, and its
/// ``RuleAnalysis``), and one line in ``all``.
public enum RuleRegistry {
    /// The rules, each with the analysis it makes: the one list of rules.
    static let all: [any ScannerRule.Type] = [
        ReduceMotionRule.self,
        DynamicTypeRule.self,
        VoiceOverRule.self,
        SemanticStructureRule.self,
        MotionSpecRule.self,
    ]

    /// The rules, as documented.
    public static var rules: [any AccessibilityRule.Type] { all }

    /// The rule with this id.
    public static func rule(_ id: String) -> (any AccessibilityRule.Type)? {
        all.first { $0.id == id }
    }

    /// Every rule id.
    public static var ids: [String] { all.map { $0.id } }

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

    /// A session of each of the given rules (all when `ids` is nil) for one scan, configured by `options`.
    static func sessions(_ ids: [String]?, options: ScanOptions) -> [any RuleRun] {
        all.filter { ids?.contains($0.id) ?? true }.map { session(of: $0, options: options) }
    }

    private static func session<Rule: ScannerRule>(of rule: Rule.Type, options: ScanOptions) -> any RuleRun {
        RuleSession(Rule.Analysis(options: options.options(for: Rule.id)))
    }
}
