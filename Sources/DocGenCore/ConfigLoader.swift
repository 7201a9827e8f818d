import Foundation
import Yams

/// Reads `docgen.yml` into a ``SiteConfig``, reporting unknown keys and wrong types with their location.
public enum ConfigLoader {
    /// Loads the config at `url`; `displayPath` is how the file is named in diagnostics.
    public static func load(from url: URL, displayPath: String? = nil) throws(DiagnosticError) -> SiteConfig {
        let display = displayPath ?? url.lastPathComponent
        let text = try TextFile.read(url, displayPath: display, step: .config)
        return try parse(text, root: url.deletingLastPathComponent(), file: display)
    }

    /// Parses config text; `root` is the folder paths are resolved against.
    public static func parse(_ text: String, root: URL, file: String) throws(DiagnosticError) -> SiteConfig {
        var config = SiteConfig(root: root, file: file)
        let reader = YAMLReader(file: file, step: .config)
        guard let node = reader.parse(text) else {
            try DiagnosticCollector.throwing(reader.diagnostics)
            return config
        }
        guard let map = reader.mapping(node, "the configuration") else {
            throw DiagnosticError(reader.diagnostics)
        }
        if let v = map.string("title") { config.title = v }
        if let v = map.string("content") { config.contentDirectory = v }
        if let v = map.string("theme") { config.theme = v }
        if let v = map.string("themes_dir") { config.themesDirectory = v }
        if let v = map.string("output") { config.outputDirectory = v }
        if let v = map.bool("unsafe_html") { config.unsafeHTML = v }
        if let v = map.bool("allow_content_outside") { config.allowContentOutside = v }
        if let v = map.bool("strict_links") { config.strictLinks = v }
        if let items = map.sequence("audits") {
            config.audits = items.compactMap { auditReference($0, reader) }
        }
        if let items = map.sequence("gate") {
            config.gates = items.compactMap { gate($0, reader) }
        }
        if let scan = map.mapping("scan") {
            config.scan = scanSettings(scan, file: file)
        }
        if let conformance = map.mapping("conformance") {
            config.conformance = conformanceSettings(conformance)
        }
        if let items = map.sequence("products") {
            config.products = products(items, reader)
        }
        for (key, placeholder) in [("source_url", "{path}"), ("ticket_url", "{ticket}")] {
            guard let template = map.string(key) else { continue }
            if !(template.hasPrefix("https://") || template.hasPrefix("http://")) || !template.contains(placeholder) {
                reader.error("'\(key)' must be an http(s) URL with \(placeholder) in it, such as "
                             + (key == "source_url" ? "https://example.com/app/blob/{commit}/{path}#L{line}"
                                                    : "https://example.com/browse/{ticket}"),
                             at: map.location(ofValue: key))
            } else if key == "source_url" {
                config.deepLinks.sourceURL = template
            } else {
                config.deepLinks.ticketURL = template
            }
        }
        map.rejectUnknownKeys(in: "docgen.yml")
        for key in map.keys where map.value(key) != nil {
            config.keyLocations[key] = map.location(ofValue: key)
        }
        for (key, value) in [("content", config.contentDirectory), ("output", config.outputDirectory),
                             ("theme", config.theme), ("themes_dir", config.themesDirectory)] where value.isEmpty {
            reader.error("'\(key)' must not be empty", at: map.location(ofValue: key))
        }
        try DiagnosticCollector.throwing(reader.diagnostics)
        return config
    }

    private static func auditReference(_ node: Yams.Node, _ reader: YAMLReader) -> AuditReference? {
        guard let map = reader.mapping(node, "an entry of 'audits'") else { return nil }
        let data = map.string("data", required: true, in: "an audit entry")
        let sources = map.stringList("sources") ?? []
        for source in sources where source.hasPrefix("/") || source.hasPrefix("~") {
            reader.error("audit sources must be relative to docgen.yml, not '\(source)': an absolute path "
                         + "works on one machine only (use '../App' for sources beside the project)", at: map.location(ofValue: "sources"))
        }
        var match = AuditReference.MatchMode.id
        if let raw = map.string("match") {
            if let mode = AuditReference.MatchMode(rawValue: raw) {
                match = mode
            } else {
                reader.error("'match' must be one of: id, file-line; found '\(raw)'", at: map.location(ofValue: "match"))
            }
        }
        var rules = [AuditReference.defaultRule]
        var rulesLocation = map.location
        if map.keys.contains("rule"), map.keys.contains("rules") {
            reader.error("write either 'rule' or 'rules', not both", at: map.location(ofKey: "rules"))
        }
        if let rule = map.string("rule") {
            rules = [rule]
            rulesLocation = map.location(ofValue: "rule")
        } else if let list = map.stringList("rules") {
            if list.isEmpty { reader.error("'rules' must name at least one rule", at: map.location(ofValue: "rules")) }
            rules = list
            rulesLocation = map.location(ofValue: "rules")
        }
        map.rejectUnknownKeys(in: "an audit entry")
        guard let data else { return nil }
        return AuditReference(data: data, sources: sources, match: match, rules: rules.isEmpty ? [AuditReference.defaultRule] : rules,
                              location: map.location, rulesLocation: rulesLocation)
    }

    private static func gate(_ node: Yams.Node, _ reader: YAMLReader) -> GateConfig? {
        guard let map = reader.mapping(node, "an entry of 'gate'") else { return nil }
        let audit = map.string("audit", required: true, in: "a gate")
        let required = map.int("required", required: true, in: "a gate")
        map.rejectUnknownKeys(in: "a gate")
        if let required, required < 0 {
            reader.error("'required' must not be negative", at: map.location(ofValue: "required"))
        }
        guard let audit, let required else { return nil }
        return GateConfig(audit: audit, required: required, location: map.location)
    }

    private static func conformanceSettings(_ map: YAMLMapping) -> ConformanceSettings {
        var settings = ConformanceSettings()
        if let raw = map.string("level") {
            if let level = WCAGLevel(rawValue: raw) {
                settings.level = level
            } else {
                map.reader.error("'level' must be one of: \(WCAGLevel.allowedValues.joined(separator: ", ")); found '\(raw)'",
                                 at: map.location(ofValue: "level"))
            }
        }
        settings.evaluator = map.string("evaluator")
        settings.contact = map.string("contact")
        settings.disclaimer = map.string("disclaimer")
        map.rejectUnknownKeys(in: "'conformance'")
        return settings
    }

    /// The keys that moved from `scan:` into `scan: rules: reduce-motion:`.
    static let movedToReduceMotion = ["safe_wrappers", "reduce_motion_reads", "exempt_opacity", "severity"]

    private static func scanSettings(_ map: YAMLMapping, file: String) -> ScanSettings {
        var settings = ScanSettings()
        settings.file = file
        if let v = map.stringList("exclude") { settings.exclude = v }
        if let v = map.bool("include_tests") { settings.includeTests = v }
        if let v = map.stringList("index") { settings.index = v }
        if let raw = map.string("on_skipped") {
            if let policy = SkippedSourcePolicy(rawValue: raw) {
                settings.onSkipped = policy
            } else {
                map.reader.error("'on_skipped' must be one of: \(SkippedSourcePolicy.allowedValues.joined(separator: ", ")); found '\(raw)'",
                                 at: map.location(ofValue: "on_skipped"))
            }
        }
        if let rules = map.value("rules"), !rules.isNull {
            if let entries = rules.mapping {
                for (key, value) in entries {
                    guard let id = key.scalar?.string else {
                        map.reader.error("rule ids in 'scan: rules' must be strings", at: key)
                        continue
                    }
                    settings.rules.append(RuleSettings(rule: id, key: ConfigNode(key), value: ConfigNode(value)))
                }
            } else {
                map.reader.error("'rules' must be a mapping of rule ids to their settings, found \(rules.kindDescription)",
                                 at: rules)
            }
        }
        for key in movedToReduceMotion where map.keys.contains(key) {
            _ = map.value(key)
            map.reader.error("'\(key)' is a setting of the reduce-motion rule: write it under 'scan: rules: reduce-motion:'",
                             at: map.location(ofKey: key))
        }
        map.rejectUnknownKeys(in: "'scan'")
        return settings
    }
}

extension ConfigLoader {
    /// Problems of the config that depend on the disk: the content folder must lie inside the
    /// project (after resolving `..` and symbolic links), since the site publishes all of it.
    public static func layoutProblems(of config: SiteConfig) -> [Diagnostic] {
        let content = ResolvedPath(config.url(for: config.contentDirectory))
        guard !config.allowContentOutside, !content.isWithin(ResolvedPath(config.root)) else { return [] }
        return [.error("'content' (\(config.contentDirectory)) leads outside the project folder (to \(content.path)); "
                       + "keep the content inside the folder of \(config.file), or set 'allow_content_outside: true' "
                       + "if publishing that folder is meant", at: config.location(of: "content"), step: .config)]
    }
}

extension DiagnosticCollector {
    /// Throws `diagnostics` when any of them is an error.
    public static func throwing(_ diagnostics: [Diagnostic]) throws(DiagnosticError) {
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticError(diagnostics) }
    }
}
