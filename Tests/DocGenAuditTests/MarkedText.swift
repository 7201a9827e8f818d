import DocGenAudit
import Foundation
import DocGenCore
import Testing

/// Test input with position markers (`1️⃣`, `2️⃣`, …) in place of hard-coded lines and columns.
///
/// Expected messages name a marker too; ``expand(_:)`` replaces it with `file:line:column`.
struct MarkedText {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without markers.
    let text: String
    /// The file name used in locations.
    let file: String
    /// Where each marker stood, as `file:line:column`.
    let locations: [String: String]

    init(_ marked: String, file: String = "audit.yml") {
        self.file = file
        var clean: [String] = []
        var locations: [String: String] = [:]
        for (index, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var kept = ""
            var column = 1
            for character in line {
                let string = String(character)
                if Self.markers.contains(string) {
                    locations[string] = "\(file):\(index + 1):\(column)"
                } else {
                    kept.append(character)
                    column += 1
                }
            }
            clean.append(kept)
        }
        self.text = clean.joined(separator: "\n")
        self.locations = locations
    }

    /// Replaces every marker in `expected` with its location.
    func expand(_ expected: String) -> String {
        var result = expected
        for (marker, location) in locations { result = result.replacingOccurrences(of: marker, with: location) }
        return result
    }
}

/// Every diagnostic of parsing `marked`, with notes, as printed lines sorted by location.
func auditDiagnostics(_ marked: MarkedText) -> [String] {
    do {
        _ = try AuditLoader.parse(marked.text, file: marked.file)
        return []
    } catch {
        return Diagnostic.sortedForDisplay(error.diagnostics).flatMap { [$0.description] + $0.notes.map(\.description) }
    }
}

/// Expects parsing `marked` to report exactly `expected` (markers expanded), in location order.
func expectAuditErrors(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let text = MarkedText(marked)
    #expect(auditDiagnostics(text) == expected.map(text.expand), sourceLocation: sourceLocation)
}
