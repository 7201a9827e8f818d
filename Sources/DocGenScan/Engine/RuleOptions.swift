import DocGenCore
import Foundation
import Yams

/// One rule's settings, read from `scan: rules: ID:` and checked against the rule's declared keys.
public struct RuleOptions: Sendable, Hashable {
    var bools: [String: Bool] = [:]
    var strings: [String: [String]] = [:]
    var severities: [String: Severity] = [:]
    var ranges: [String: NumberRange] = [:]

    /// No settings: every default.
    public init() {}

    /// The boolean setting, or `defaultValue`.
    public func bool(_ key: RuleOptionKey, default defaultValue: Bool) -> Bool { bools[key.name] ?? defaultValue }

    /// The list setting, or empty.
    public func strings(_ key: RuleOptionKey) -> [String] { strings[key.name] ?? [] }

    /// The range setting, with the default's bounds where the setting leaves one out.
    public func range(_ key: RuleOptionKey, default defaultValue: NumberRange) -> NumberRange {
        guard let set = ranges[key.name] else { return defaultValue }
        return NumberRange(min: set.min ?? defaultValue.min, max: set.max ?? defaultValue.max)
    }

    /// Sets a range setting.
    public mutating func set(_ key: RuleOptionKey, _ value: NumberRange) { ranges[key.name] = value }

    /// Sets a list setting (for callers building options in code).
    public mutating func set(_ key: RuleOptionKey, _ value: [String]) { strings[key.name] = value }

    /// Sets a boolean setting.
    public mutating func set(_ key: RuleOptionKey, _ value: Bool) { bools[key.name] = value }

    /// Overrides a severity rule's severity.
    public mutating func setSeverity(_ rule: String, _ severity: Severity) { severities[rule] = severity }

    /// The severity of a severity rule under these settings.
    public func severity(of rule: SeverityRuleDescription) -> Severity { severities[rule.name] ?? rule.severity }

    /// Reads one rule's settings, recording located errors for unknown keys, wrong types, unknown severity
    /// rules and unknown severities.
    static func read(_ node: Node, rule: any AccessibilityRule.Type, reader: YAMLReader) -> RuleOptions {
        var options = RuleOptions()
        guard !node.isNull, let map = reader.mapping(node, "the settings of '\(rule.id)'") else { return options }
        for key in rule.allOptionKeys {
            switch key.kind {
            case .bool: if let value = map.bool(key.name) { options.bools[key.name] = value }
            case .strings: if let value = map.stringList(key.name) { options.strings[key.name] = value }
            case .range: if let value = map.mapping(key.name) { options.ranges[key.name] = readRange(value, key: key.name, rule: rule.id, reader: reader) }
            case .severities:
                guard let severity = map.mapping(key.name) else { continue }
                let names = rule.severityRules.map(\.name)
                for name in severity.keys {
                    guard names.contains(name) else {
                        reader.error("unknown severity rule '\(name)' of '\(rule.id)'; expected one of: \(names.joined(separator: ", "))",
                                     at: severity.location(ofKey: name))
                        continue
                    }
                    guard let value = severity.string(name) else { continue }
                    if let level = Severity(rawValue: value) {
                        options.severities[name] = level
                    } else {
                        reader.error("severity of '\(name)' must be one of: \(Severity.names.joined(separator: ", ")); found '\(value)'",
                                     at: severity.location(ofValue: name))
                    }
                }
            }
        }
        map.rejectUnknownKeys(in: "the settings of '\(rule.id)'")
        return options
    }
}

extension RuleOptions {
    /// Reads `{min: A, max: B}`: each a number of at least zero, `min` not above `max`, no other key.
    static func readRange(_ map: YAMLMapping, key: String, rule: String, reader: YAMLReader) -> NumberRange {
        var range = NumberRange(min: nil, max: nil)
        for bound in ["min", "max"] {
            guard let node = map.value(bound), !node.isNull else { continue }
            guard node.scalar != nil, let number = node.float, number.isFinite, number >= 0 else {
                reader.error("'\(bound)' of '\(key)' must be a number of at least 0, found \(node.scalar?.string ?? node.kindDescription)",
                             at: map.location(ofValue: bound))
                continue
            }
            if bound == "min" { range.min = number } else { range.max = number }
        }
        if let min = range.min, let max = range.max, min > max {
            reader.error("'min' of '\(key)' (\(min)) is above its 'max' (\(max))", at: map.location(ofValue: "min"))
        }
        map.rejectUnknownKeys(in: "'\(key)' of '\(rule)'")
        return range
    }
}

/// A range of numbers a setting allows; a missing bound takes the rule's default.
public struct NumberRange: Sendable, Hashable {
    /// The lowest value allowed.
    public var min: Double?
    /// The highest value allowed.
    public var max: Double?

    /// Creates a range.
    public init(min: Double?, max: Double?) {
        self.min = min
        self.max = max
    }
}

/// How a scan finds files and what each rule is told; built from the `scan:` section of `docgen.yml`.
public struct ScanOptions: Sendable, Hashable {
    /// Glob patterns of paths to skip (`**` crosses folders; a pattern without `/` matches any path component).
    public var exclude: [String]
    /// Whether `Tests`, `*Tests` folders are scanned too.
    public var includeTests: Bool
    /// Each rule's settings by rule id; rules missing here use their defaults.
    public var rules: [String: RuleOptions]
    /// Seconds one file may take to parse and judge before it is given up and reported as skipped; nil for
    /// no limit. A safety net for inputs that make swift-syntax slow which ``NestingPrescan`` (the limits that
    /// decide, the same on every machine) does not foresee.
    public var fileTimeLimit: Double?
    /// The part of the files whose sites are judged and reported (`--shard K/N`); nil for every file. Every
    /// file is still read and indexed, so a shard's verdicts are the whole scan's.
    public var shard: ScanShard?

    /// Folders whose declarations are read to resolve names, without reporting their sites (`--index`,
    /// `scan: index:`); SwiftPM checkouts beside the sources are added when `discoversPackages`.
    public var index: [URL] = []
    /// Whether SwiftPM checkouts (`.build/checkouts`, `SourcePackages/checkouts`) are indexed when found.
    public var discoversPackages = true

    /// The default time limit per file, in seconds: far above what a file within ``NestingPrescan``'s limits
    /// takes (2 MiB scan in about 2 s in a release build), so that no machine is slow enough to reach it.
    public static let defaultFileTimeLimit = 60.0
    /// The largest time limit per file accepted, in seconds (a day).
    public static let maximumFileTimeLimit = 86_400.0

    /// The defaults: tests and `.build` skipped, every rule with its default settings, 60 s per file.
    public init() {
        exclude = []
        includeTests = false
        rules = [:]
        fileTimeLimit = Self.defaultFileTimeLimit
    }

    /// Options from the configuration (index folders relative to `root`), checking every rule's settings: an unknown rule id, key, severity rule
    /// or severity is an error located in the configuration file.
    public init(settings: ScanSettings, root: URL? = nil) throws(DiagnosticError) {
        self.init()
        exclude = settings.exclude
        includeTests = settings.includeTests
        index = settings.index.map { URL(fileURLWithPath: $0, relativeTo: root) }
        let reader = YAMLReader(file: settings.file, step: .config)
        for entry in settings.rules {
            guard let rule = RuleRegistry.rule(entry.rule) else {
                reader.error("unknown rule '\(entry.rule)' in 'scan: rules'; known rules: \(RuleRegistry.ids.joined(separator: ", "))",
                             at: entry.key.node)
                continue
            }
            rules[rule.id] = RuleOptions.read(entry.value.node, rule: rule, reader: reader)
        }
        try DiagnosticCollector.throwing(reader.diagnostics)
    }

    /// The settings of one rule.
    public func options(for rule: String) -> RuleOptions { rules[rule] ?? RuleOptions() }
}
