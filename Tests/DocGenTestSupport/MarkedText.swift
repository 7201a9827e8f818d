import DocGenCore
import Foundation

/// Test input with position markers in place of hard-coded lines and columns, as swift-syntax's
/// `assertParse` writes them: numbered markers (`1️⃣`, `2️⃣`, …) name positions, `↓` marks sites in
/// order. The markers are removed from ``text``; each one's position is that of the character after
/// it, 1-based, the column counted in UTF-8 bytes as docgen's diagnostics, cmark-gfm and the scanner
/// count it.
///
/// Expected messages may name a numbered marker too; ``expand(_:)`` replaces it with `file:line:column`.
public struct MarkedText: Sendable {
    /// The numbered markers.
    public static let numbered: Set<Character> = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
    /// The site marker of rule examples and scanner fixtures.
    public static let arrow: Set<Character> = ["↓"]

    /// One marker and where it stood in ``text``.
    public struct Marker: Hashable, Sendable {
        /// The marker, as written.
        public var name: String
        /// 1-based line.
        public var line: Int
        /// 1-based UTF-8 column.
        public var column: Int
    }

    /// The text without markers.
    public let text: String
    /// The file name used in locations.
    public let file: String
    /// Every marker, in the order written.
    public let markers: [Marker]

    /// Removes `markers` (each a single character) from `marked`, remembering where each stood.
    public init(_ marked: String, file: String = "input", markers names: Set<Character> = MarkedText.numbered) {
        var text = ""
        var markers: [Marker] = []
        var line = 1
        var column = 1
        for character in marked {
            if names.contains(character) {
                markers.append(Marker(name: String(character), line: line, column: column))
                continue
            }
            text.append(character)
            if Self.isLineBreak(character) {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.file = file
        self.markers = markers
    }

    /// Whether `character` ends a line: `\n`, `\r\n` (one `Character` in Swift) or a lone `\r`, as
    /// cmark-gfm, swift-syntax and docgen's diagnostics count lines.
    public static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// The lines of ``text``, without their line breaks.
    public var lines: [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak)
    }

    /// The first place `name` stood.
    public func marker(_ name: String) -> Marker? {
        markers.first { $0.name == name }
    }

    /// The location of `name` in ``file``, its line moved down by `lineOffset` (the lines of front
    /// matter or a header the tested text is preceded by).
    public func location(_ name: String, lineOffset: Int = 0) -> DocGenCore.SourceLocation? {
        marker(name).map { SourceLocation(file: file, line: $0.line + lineOffset, column: $0.column) }
    }

    /// Every marker's position as `line:column`, in order.
    public var positions: [String] {
        markers.map { "\($0.line):\($0.column)" }
    }

    /// Replaces every numbered marker in `expected` with its location, `file:line:column`.
    public func expand(_ expected: String) -> String {
        var result = expected
        for marker in markers {
            result = result.replacingOccurrences(of: marker.name, with: "\(file):\(marker.line):\(marker.column)")
        }
        return result
    }
}
