import DocGenCore
import DocGenScan
import Foundation

/// Reads a scan's JSON document (``ScanJSONReporter``) back into the result it was written from, so that
/// `docgen scan --merge` can join shards and report them in any format as one scan would.
///
/// Anything that is not such a document is a located error naming the file and what is wrong.
public enum ScanJSONReader {
    /// The result a document describes; `displayPath` names the file in errors.
    public static func read(_ text: String, displayPath: String) throws(DiagnosticError) -> ScanResult {
        let reader = Fields.Reader(path: displayPath)
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else {
            throw reader.error("not JSON: expected a report of 'docgen scan --format json'")
        }
        guard let document = object as? [String: Any], document["schemaVersion"] != nil, document["sites"] != nil else {
            throw reader.error("not a report of 'docgen scan --format json' (no 'schemaVersion' and 'sites')")
        }
        let top = Fields(document, at: "", reader: reader)
        let version = try top.int("schemaVersion")
        guard version == ScanJSONReporter.schemaVersion else {
            throw reader.error("a scan report of schema version \(version); this docgen reads version \(ScanJSONReporter.schemaVersion)")
        }
        let rules = try top.objects("rules").map { rule throws(DiagnosticError) in try rule.string("id") }
        let sites = try top.objects("sites").map(site)
        let wrappers = try top.objects("wrappers").map { wrapper throws(DiagnosticError) in
            SafeWrapper(name: try wrapper.string("name"), kind: try wrapper.value("kind", SafeWrapper.Kind.init(rawValue:)),
                        file: try wrapper.string("file"), line: try wrapper.int("line"))
        }
        let diagnostics = try top.objects("diagnostics").map { entry throws(DiagnosticError) in
            Diagnostic(try entry.value("severity", Diagnostic.Severity.init(rawValue:)), try entry.string("message"),
                       at: try entry.optionalString("location").map(location), step: .scan)
        }
        var shard: ScanShard?
        var files: [String]
        if let part = try top.optionalObject("shard") {
            let (index, count) = (try part.int("index"), try part.int("count"))
            guard let read = ScanShard(index: index, count: count) else { throw part.error("shard \(index)/\(count) is not K/N with 1 ≤ K ≤ N") }
            shard = read
            files = try part.strings("files")
        } else {
            files = try top.object("totals").objects("byFile").map { entry throws(DiagnosticError) in try entry.string("file") }
        }
        return ScanResult(sites: sites, wrappers: wrappers, files: files, rules: rules, diagnostics: diagnostics, shard: shard)
    }

    private static func site(_ fields: Fields) throws(DiagnosticError) -> ScanSite {
        var site = ScanSite(
            id: try fields.string("id"), rule: try fields.string("rule"), file: try fields.string("file"), line: try fields.int("line"),
            column: try fields.int("column"), kind: try fields.string("kind"), severity: try fields.value("severity", Severity.init(rawValue:)),
            verdict: try fields.value("verdict", Verdict.init(rawValue:)), reason: try fields.string("reason"),
            enclosing: try fields.string("enclosing"), argument: try fields.string("argument"),
            suppression: try fields.optionalString("suppression"), detail: try fields.string("detail"))
        if let motion = try fields.optionalObject("motion") {
            site.motion = Motion(curve: Set(try motion.strings("curve").map { name throws(DiagnosticError) in
                                     try motion.parsed(name, "curve", CurveTrait.init(rawValue:)) }),
                                 effects: Set(try motion.strings("effects").map { name throws(DiagnosticError) in
                                     try motion.parsed(name, "effects", EffectTrait.init(rawValue:)) }))
        }
        if let definition = try fields.optionalObject("definition") {
            site.definition = ResolvedDefinition(name: try definition.string("name"), file: try definition.string("file"),
                                                 line: try definition.int("line"), value: try definition.string("value"))
        }
        site.uses = try fields.optionalInt("uses")
        site.repeatsDefinition = try fields.optionalBool("repeatsDefinition") ?? false
        return site
    }

    /// `path:line:column` as ``SourceLocation/description`` writes it: the line and column are the trailing
    /// numbers, when there are any.
    static func location(_ text: String) -> SourceLocation {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Int] = []
        while numbers.count < 2, parts.count > 1, let last = parts.last, let number = Int(last), number > 0 {
            numbers.insert(number, at: 0)
            parts.removeLast()
        }
        let file = parts.joined(separator: ":")
        return SourceLocation(file: file, line: numbers.first ?? 0, column: numbers.count > 1 ? numbers[1] : 0)
    }
}
