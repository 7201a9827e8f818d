import DocGenCore

/// How a scan finds files and judges sites; built from the `scan:` section of `docgen.yml`.
public struct ScanOptions: Sendable, Hashable {
    /// Glob patterns of paths to skip (`**` crosses folders; a pattern without `/` matches any path component).
    public var exclude: [String]
    /// Whether `Tests`, `*Tests` folders are scanned too.
    public var includeTests: Bool
    /// Names of functions, modifiers and tokens trusted as safe, besides those found in the code.
    public var safeWrappers: [String]
    /// Extra names or expressions that are true when Reduce Motion is on (`settings.reduceMotion`).
    public var reduceMotionReads: [String]
    /// Whether opacity- and colour-only sites are exempt from needing a guard.
    public var exemptOpacity: Bool
    /// The severity each rule assigns (defaults merged with `scan.severity` overrides).
    public var severityPolicy: SeverityPolicy

    /// The defaults: tests and `.build` skipped, opacity exempt, default severities.
    public init() {
        self.init(settings: ScanSettings())
    }

    /// Options from the configuration; unknown override names or severities are ignored here
    /// because `ConfigLoader` already reports them with their location.
    public init(settings: ScanSettings) {
        exclude = settings.exclude
        includeTests = settings.includeTests
        safeWrappers = settings.safeWrappers
        reduceMotionReads = settings.reduceMotionReads
        exemptOpacity = settings.exemptOpacity
        var policy = SeverityPolicy()
        for (name, value) in settings.severityOverrides {
            if let rule = SeverityRule(rawValue: name), let severity = ScanSeverity(rawValue: value) {
                policy.severities[rule] = severity
            }
        }
        severityPolicy = policy
    }
}
