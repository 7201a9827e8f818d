@testable import DocGenScan
import Testing

/// The lines `PackageDiscovery` reads imports from are found in the bytes; they must be exactly the lines a split
/// at every newline character gives that spell `import`, whatever the newlines and the characters around them.
@Suite struct ImportLinesTests {
    static let texts = [
        "import SwiftUI\nimport DesignKit\n\nstruct A {}\n",
        "import A\r\nimport B\r\n\r\nlet important = 1\r\n",
        "@testable import C\u{2028}import struct D.E\u{2029}import F\u{85}import G\u{0B}import H\u{0C}import I\rimport J",
        "let é = \"e\u{301}\"\nimport K // after a combining mark\n  \t import L\nreimported\n",
        "// import M in a comment\n\"import N\" in a string\n👩‍👩‍👧 import O\nimpor\nt import",
        "", "import", "\n\n\nimport P", "import Q\n\n",
    ]

    @Test func linesAreThoseACharacterSplitGives() {
        for text in Self.texts {
            let expected = text.split(whereSeparator: \.isNewline).filter { $0.contains("import") }
            #expect(ImportLines.lines(in: text).map(String.init) == expected.map(String.init), "\(text.debugDescription)")
        }
    }

    @Test func importsAreReadAcrossEveryKindOfNewline() {
        let files = Self.texts.enumerated().map { SourceInput(url: nil, path: "F\($0.offset).swift", text: $0.element) }
        #expect(PackageDiscovery.imports(of: files) == ["SwiftUI", "DesignKit", "A", "B", "C", "D", "F", "G", "H", "I", "J", "K", "L", "P", "Q"])
    }
}
