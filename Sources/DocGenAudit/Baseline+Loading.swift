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

    /// Throws unless `url` may receive a new baseline (`check --update-baseline`): it does not exist yet, or it
    /// is a regular file that reads as a baseline. Anything else — `docgen.yml`, a page, a Swift source, a
    /// folder, a link — is refused and left as it was.
    public static func checkReplaceable(_ url: URL, displayPath: String) throws(DiagnosticError) {
        let location = SourceLocation(file: displayPath)
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFREG else {
            let kind = status.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : status.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
            throw DiagnosticError(.error("'\(displayPath)' is \(kind); --update-baseline writes only a baseline file of its own",
                                         at: location, step: .report))
        }
        do throws(DiagnosticError) {
            _ = try load(from: url, displayPath: displayPath)
        } catch {
            let reason = error.diagnostics.first { $0.severity == .error }
            throw DiagnosticError(Diagnostic(
                .error, "'\(displayPath)' is not a baseline file, and --update-baseline replaces only a baseline it wrote; "
                + "nothing was written (name a new file, or the existing baseline)", at: location, step: .report,
                notes: reason.map { [Diagnostic(.note, $0.message, at: $0.location, step: .report)] } ?? []))
        }
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
