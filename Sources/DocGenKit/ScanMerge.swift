import DocGenCore
import DocGenReport
import DocGenScan
import Foundation

/// Joins the JSON reports of every shard of one scan (`docgen scan --shard K/N --format json`) into the result
/// the whole scan gives: the same sites, files, helpers and diagnostics, so every report is byte for byte an
/// unsharded run's.
///
/// Refused, with the file named: a file that is not a scan report, a whole scan's report (no shard), shards
/// of scans split differently, running other rules or finding other safe wrappers (every shard finds them
/// all), a shard given twice or missing, a shard listing a file that is not its own.
public enum ScanMerge {
    /// Reads and joins the reports at `paths` (relative to `workingDirectory`).
    public static func merge(_ paths: [String], workingDirectory: URL) throws(DiagnosticError) -> ScanResult {
        var shards: [(path: String, result: ScanResult)] = []
        var errors = DiagnosticCollector()
        for path in paths {
            do throws(DiagnosticError) {
                let text = try TextFile.read(URL(fileURLWithPath: path, relativeTo: workingDirectory), displayPath: path, step: .scan)
                shards.append((path, try ScanJSONReader.read(text, displayPath: path)))
            } catch {
                errors.append(contentsOf: error.diagnostics)
            }
        }
        try errors.throwIfErrors()
        return try join(shards)
    }

    /// Joins results read from the files named with them.
    public static func join(_ shards: [(path: String, result: ScanResult)]) throws(DiagnosticError) -> ScanResult {
        var errors = DiagnosticCollector()
        func refuse(_ path: String?, _ message: String) {
            errors.error(message, at: path.map { SourceLocation(file: $0) }, step: .scan)
        }
        guard let first = shards.first else { throw DiagnosticError(.error("--merge needs the JSON report of every shard", step: .scan)) }
        var seen: [Int: String] = [:]
        var owners: [String: String] = [:]
        for (path, result) in shards {
            guard let shard = result.shard else {
                refuse(path, "a report of a whole scan, not of a shard: write each shard with 'docgen scan --shard K/N --format json'")
                continue
            }
            if let count = first.result.shard?.count, shard.count != count {
                refuse(path, "shard \(shard) of a scan split in \(shard.count), but \(first.path) is of a scan split in \(count)")
            }
            if result.rules != first.result.rules {
                refuse(path, "runs the rules \(list(result.rules)), but \(first.path) runs \(list(first.result.rules)): "
                       + "every shard must run the same rules")
            }
            if result.wrappers != first.result.wrappers {
                refuse(path, "found other safe wrappers than \(first.path): the shards were scanned with different settings, "
                       + "sources or docgen versions")
            }
            if let other = seen[shard.index] {
                refuse(path, "shard \(shard) is given twice: \(other) and \(path)")
            }
            seen[shard.index] = seen[shard.index] ?? path
            for file in result.files + result.skippedFiles {
                if !shard.contains(file) {
                    refuse(path, "lists '\(file)', which belongs to shard \(ScanShard.bucket(of: file, count: shard.count))/\(shard.count), "
                           + "not \(shard): the report was changed, or the shards were scanned from different folders")
                } else if let owner = owners.updateValue(path, forKey: file), owner != path {
                    refuse(path, "lists '\(file)', which \(owner) lists too")
                }
            }
        }
        if let count = first.result.shard?.count, !errors.hasErrors {
            let missing = (1...count).filter { seen[$0] == nil }
            if !missing.isEmpty {
                refuse(nil, "missing shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")): "
                       + "--merge needs the report of every shard of the scan")
            }
        }
        try errors.throwIfErrors()
        let results = shards.map(\.result)
        return ScanResult(sites: results.flatMap(\.sites), wrappers: first.result.wrappers,
                          files: results.flatMap(\.files), rules: first.result.rules, diagnostics: results.flatMap(\.diagnostics))
    }

    private static func list(_ rules: [String]) -> String {
        rules.isEmpty ? "(none)" : rules.joined(separator: ", ")
    }
}
