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

    /// Every marker of a file; the site is on the next line that is not itself a marker line, in the
    /// column of the `↓` (counted on the marker line without the markers before it on that line).
    public static func parse(_ text: String, file: String) -> (markers: [SiteMarker], problems: [String]) {
        let marked = MarkedText(text, file: file, markers: MarkedText.arrow)
        let lines = marked.lines.map { Array($0.utf8) }
        let markerLines = Set(marked.markers.map(\.line).filter { isComment(lines[$0 - 1]) })
        var markers: [SiteMarker] = []
        var problems: [String] = []
        for (index, arrow) in marked.markers.enumerated() where markerLines.contains(arrow.line) {
            var site = arrow.line + 1
            while markerLines.contains(site) { site += 1 }
            let next = marked.markers.indices.contains(index + 1) && marked.markers[index + 1].line == arrow.line
                ? marked.markers[index + 1].column : lines[arrow.line - 1].count + 1
            let attributes = String(decoding: lines[arrow.line - 1][(arrow.column - 1)..<(next - 1)], as: UTF8.self).split(separator: " ")
            var values: [String: String] = [:]
            for attribute in attributes {
                let parts = attribute.split(separator: ":", maxSplits: 1).map(String.init)
                if parts.count == 2 { values[parts[0]] = parts[1] }
            }
            guard let reason = values["reason"], let severity = values["severity"] else {
                problems.append("\(file):\(arrow.line): marker needs reason: and severity:")
                continue
            }
            let written = reason.replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: "")
            func list(_ key: String) -> [String]? {
                values[key].map { $0 == "-" ? [] : $0.split(separator: ",").map(String.init) }
            }
            markers.append(SiteMarker(file: file, line: site, column: arrow.column, rule: values["rule"] ?? "reduce-motion",
                                      reason: written, severity: severity, verdict: values["verdict"], kind: values["kind"],
                                      curve: list("curve"), effects: list("effects")))
        }
        return (markers, problems)
    }

    private static func isComment(_ line: [UInt8]) -> Bool {
        let start = line.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? line.count
        return line[start...].starts(with: "//".utf8)
    }
}
