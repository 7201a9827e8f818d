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
        if let v = map.bool("strict_links") { config.strictLinks = v }
        if let items = map.sequence("audits") {
            config.audits = items.compactMap { auditReference($0, reader) }
        }
        if let items = map.sequence("gate") {
            config.gates = items.compactMap { gate($0, reader) }
        }
        if let scan = map.mapping("scan") {
            config.scan = scanSettings(scan)
        }
        if let conformance = map.mapping("conformance") {
            config.conformance = conformanceSettings(conformance)
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
        for (key, value) in [("content", config.contentDirectory), ("output", config.outputDirectory)] where value.isEmpty {
            reader.error("'\(key)' must not be empty", at: map.location(ofValue: key))
        }
        if config.outputDirectory == config.contentDirectory || config.outputDirectory == "." {
            reader.error("'output' must be a folder of its own, not '\(config.outputDirectory)'", at: map.location(ofValue: "output"))
        }
        try DiagnosticCollector.throwing(reader.diagnostics)
        return config
    }

    private static func auditReference(_ node: Yams.Node, _ reader: YAMLReader) -> AuditReference? {
        guard let map = reader.mapping(node, "an entry of 'audits'") else { return nil }
        let data = map.string("data", required: true, in: "an audit entry")
        let sources = map.stringList("sources") ?? []
        var match = AuditReference.MatchMode.id
        if let raw = map.string("match") {
            if let mode = AuditReference.MatchMode(rawValue: raw) {
                match = mode
            } else {
                reader.error("'match' must be one of: id, file-line; found '\(raw)'", at: map.location(ofValue: "match"))
            }
        }
        map.rejectUnknownKeys(in: "an audit entry")
        guard let data else { return nil }
        return AuditReference(data: data, sources: sources, match: match, location: map.location)
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
        map.rejectUnknownKeys(in: "'conformance'")
        return settings
    }

    private static func scanSettings(_ map: YAMLMapping) -> ScanSettings {
        var settings = ScanSettings()
        if let v = map.stringList("exclude") { settings.exclude = v }
        if let v = map.bool("include_tests") { settings.includeTests = v }
        if let v = map.stringList("safe_wrappers") { settings.safeWrappers = v }
        if let v = map.stringList("reduce_motion_reads") { settings.reduceMotionReads = v }
        if let v = map.bool("exempt_opacity") { settings.exemptOpacity = v }
        if let severity = map.mapping("severity") {
            let rules = ["repeat-forever", "spring", "rotation", "directional", "movement", "opacity", "color"]
            let levels = ["critical", "high", "medium", "low"]
            for key in severity.keys {
                guard rules.contains(key) else {
                    map.reader.error("unknown severity rule '\(key)'; expected one of: \(rules.joined(separator: ", "))",
                                     at: severity.location(ofKey: key))
                    continue
                }
                guard let value = severity.string(key) else { continue }
                if levels.contains(value) {
                    settings.severityOverrides[key] = value
                } else {
                    map.reader.error("severity of '\(key)' must be one of: \(levels.joined(separator: ", ")); found '\(value)'",
                                     at: severity.location(ofValue: key))
                }
            }
        }
        map.rejectUnknownKeys(in: "'scan'")
        return settings
    }
}

extension DiagnosticCollector {
    /// Throws `diagnostics` when any of them is an error.
    public static func throwing(_ diagnostics: [Diagnostic]) throws(DiagnosticError) {
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticError(diagnostics) }
    }
}
