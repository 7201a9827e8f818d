import DocGenCore
import Foundation

extension Baseline {
    /// Reads a baseline file; `displayPath` names it in diagnostics.
    public static func load(from url: URL, displayPath: String) throws(DiagnosticError) -> Baseline {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw DiagnosticError(.error(
                "baseline file does not exist; create it with --update-baseline", at: SourceLocation(file: displayPath),
                step: .coverage))
        }
        let text = try TextFile.read(url, displayPath: displayPath, step: .coverage)
        return try parse(text, file: displayPath)
    }

    /// Parses a baseline's text, reporting every problem with its location.
    public static func parse(_ text: String, file: String) throws(DiagnosticError) -> Baseline {
        let reader = YAMLReader(file: file, step: .coverage)
        guard let node = reader.parse(text) else {
            if reader.diagnostics.isEmpty {
                reader.error("the baseline file is empty", at: SourceLocation(file: file, line: 1, column: 1))
            }
            throw DiagnosticError(reader.diagnostics)
        }
        guard let map = reader.mapping(node, "the baseline") else { throw DiagnosticError(reader.diagnostics) }
        let version = map.int("version", required: true, in: "the baseline")
        let auditsMap = map.mapping("audits", required: true, in: "the baseline")
        map.rejectUnknownKeys(in: "the baseline")
        if let version, version != currentVersion {
            reader.error("unsupported baseline version \(version) (this docgen reads version \(currentVersion))",
                         at: map.location(ofValue: "version"))
        }
        var audits: [String: Entry] = [:]
        for key in auditsMap?.keys ?? [] {
            guard let auditsMap, let entryMap = auditsMap.mapping(key) else { continue }
            let context = "baseline audit '\(key)'"
            let covered = entryMap.int("covered", required: true, in: context)
            let items = entryMap.stringList("coveredItems", required: true, in: context)
            entryMap.rejectUnknownKeys(in: context)
            if let covered, covered < 0 {
                reader.error("'covered' must not be negative", at: entryMap.location(ofValue: "covered"))
            }
            if let covered, let items {
                audits[key] = Entry(covered: covered, coveredItems: items)
            }
        }
        try DiagnosticCollector.throwing(reader.diagnostics)
        return Baseline(audits: audits)
    }
}
