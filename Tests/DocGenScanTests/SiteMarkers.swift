import Foundation

/// An expected site written in a fixture as a comment line above it:
/// `// ↓ guarded:REASON severity:LEVEL [kind:KIND] [motion:a,b]`, the `↓` in the site's column.
/// A reason naming a wrapper or token is written `safe-wrapper(NAME)` / `nil-token(NAME)`.
struct SiteMarker: Hashable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var guardReason: String
    var severity: String
    var kind: String?
    var motion: [String]?

    var description: String { "\(file):\(line):\(column)" }

    /// Every marker of a file; the site is on the next line that is not itself a marker line.
    static func parse(_ text: String, file: String) -> (markers: [SiteMarker], problems: [String]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var markers: [SiteMarker] = []
        var problems: [String] = []
        for (index, line) in lines.enumerated() {
            guard line.trimmingCharacters(in: .whitespaces).hasPrefix("//"), line.contains("↓") else { continue }
            var target = index + 1
            while target < lines.count, lines[target].contains("↓"), lines[target].trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                target += 1
            }
            let characters = Array(line)
            let arrows = characters.indices.filter { characters[$0] == "↓" }
            for (number, arrow) in arrows.enumerated() {
                let end = number + 1 < arrows.count ? arrows[number + 1] : characters.count
                let attributes = String(characters[(arrow + 1)..<end]).split(separator: " ")
                var values: [String: String] = [:]
                for attribute in attributes {
                    let parts = attribute.split(separator: ":", maxSplits: 1).map(String.init)
                    if parts.count == 2 { values[parts[0]] = parts[1] }
                }
                guard let reason = values["guarded"], let severity = values["severity"] else {
                    problems.append("\(file):\(index + 1): marker needs guarded: and severity:")
                    continue
                }
                let written = reason.replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: "")
                markers.append(SiteMarker(file: file, line: target + 1, column: arrow + 1, guardReason: written,
                                          severity: severity, kind: values["kind"],
                                          motion: values["motion"].map { $0 == "-" ? [] : $0.split(separator: ",").map(String.init) }))
            }
        }
        return (markers, problems)
    }
}

/// The fixture corpus under `Fixtures/`, found from this source file.
enum FixtureCorpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Relative paths of every fixture, sorted.
    static func files() -> [String] {
        let base = root.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var result: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { result.append(String(url.standardizedFileURL.path.dropFirst(base.count + 1))) }
        }
        return result.sorted()
    }
}
