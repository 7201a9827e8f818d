import Foundation

/// An expected site written in a fixture as a comment line above it:
/// `// ↓ reason:REASON severity:LEVEL [verdict:V] [rule:ID] [kind:KIND] [curve:a,b] [effects:a,b]`, the `↓` in the
/// site's column. A reason naming a wrapper or token is written `safe-wrapper(NAME)` / `nil-token(NAME)`;
/// `-` is an empty list. The rule defaults to `reduce-motion`.
public struct SiteMarker: Hashable, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var rule: String
    public var reason: String
    public var severity: String
    public var verdict: String?
    public var kind: String?
    public var curve: [String]?
    public var effects: [String]?

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// Every marker of a file; the site is on the next line that is not itself a marker line.
    public static func parse(_ text: String, file: String) -> (markers: [SiteMarker], problems: [String]) {
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
                guard let reason = values["reason"], let severity = values["severity"] else {
                    problems.append("\(file):\(index + 1): marker needs reason: and severity:")
                    continue
                }
                let written = reason.replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: "")
                let column = String(characters[..<arrow]).utf8.count + 1
                func list(_ key: String) -> [String]? {
                    values[key].map { $0 == "-" ? [] : $0.split(separator: ",").map(String.init) }
                }
                markers.append(SiteMarker(file: file, line: target + 1, column: column, rule: values["rule"] ?? "reduce-motion",
                                          reason: written, severity: severity, verdict: values["verdict"], kind: values["kind"],
                                          curve: list("curve"), effects: list("effects")))
            }
        }
        return (markers, problems)
    }

    /// Removes the `↓` markers of an inline example, returning the code and the marked `line:column`
    /// positions (UTF-8 columns).
    public static func strip(_ example: String) -> (code: String, positions: [String]) {
        var positions: [String] = []
        var lines: [String] = []
        for (index, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var text = String(line)
            while let range = text.range(of: "↓") {
                positions.append("\(index + 1):\(text[..<range.lowerBound].utf8.count + 1)")
                text.removeSubrange(range)
            }
            lines.append(text)
        }
        return (lines.joined(separator: "\n"), positions)
    }
}
