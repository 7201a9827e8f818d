/// Why a site got its verdict, in one rule's vocabulary: each rule declares its reasons as one enum, so the
/// reasons it emits and the reasons it documents are the same values.
///
/// A reason that names something (a helper, a token) carries the name as its payload
/// (`safeWrapper("fadeIn")`, written `safe-wrapper fadeIn`); `allCases` lists such a case once with
/// ``placeholder`` as its name, which is how the documentation shows it (`safe-wrapper NAME`).
public protocol RuleReason: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The reason's name as reports write it, without what it names (`safe-wrapper`).
    var name: String { get }
    /// What the reason names (a helper, a token), written after the name; nil for a reason that names nothing.
    var subject: String? { get }
    /// What the reason means, as the documentation and audit drafts say it.
    var meaning: String { get }
    /// The verdict a site with this reason gets.
    var verdict: Verdict { get }
}

extension RuleReason {
    /// The subject of the documented form of a reason that names something (`safe-wrapper NAME`).
    public static var placeholder: String { "NAME" }

    /// The reason as reports write it: `unguarded`, `safe-wrapper fadeIn`.
    public var description: String { subject.map { "\(name) \($0)" } ?? name }
}

/// The reason every rule shares: a `// docgen:ignore RULE: REASON` comment exempts the site.
public enum SuppressionReason: String, RuleReason {
    /// A suppression comment with a reason exempts the site.
    case suppressed

    public var name: String { rawValue }
    public var subject: String? { nil }
    public var meaning: String { "a docgen:ignore comment exempts it, with its reason" }
    public var verdict: Verdict { .exempt }
}

/// A reason as the documentation lists it: `safe-wrapper NAME`, what it means, and the verdict it gives.
public struct DocumentedReason: Sendable, Hashable {
    /// The reason as written, with `NAME` for what it names.
    public var name: String
    /// What it means.
    public var meaning: String
    /// The verdict a site with this reason gets.
    public var verdict: Verdict

    /// The documentation of `reason`.
    public init(_ reason: some RuleReason) {
        name = reason.description
        meaning = reason.meaning
        verdict = reason.verdict
    }

    /// The first word of the name (`safe-wrapper` of `safe-wrapper NAME`), which a site's reason starts with.
    public var head: String { name.split(separator: " ").first.map(String.init) ?? name }
}
