@testable import DocGenScan
import Testing

/// `CallTable` finds every `name(` of every file in one pass and answers by name.
@Suite struct CallTableTests {
    static let texts = [
        "let a = Badge(tint: .red)\n// Badge(tint: .blue) in a comment counts too\nlet b = Badge (tint: .green)\n",
        "struct Badge { }\nlet c = MiniBadge(tint: .red)\nlet d = Badge.make()\nfunc f() { Badges(1); Badge(\"x\") }\n",
    ]

    @Test func everyCallOfTheNameByFileAndOffset() {
        let table = CallTable(texts: Self.texts)
        let places = table.places(of: "Badge").map { [Int($0.file), Int($0.offset)] }
        #expect(places == [[0, 8], [0, 29], [0, 80], [1, 90]])
        #expect(table.places(of: "Badges").count == 1)
        #expect(table.places(of: "MiniBadge").count == 1)
        #expect(table.places(of: "Badg").isEmpty, "whole names only")
        #expect(table.places(of: "make").count == 1)
        #expect(table.places(of: "nowhere").isEmpty)
    }

    @Test func theIndexCountsCallsAndFindsTheDeclarationAround() {
        let texts = ["struct Row {\n    var body: some View { Badge(tint: .red) }\n}\nlet free = Badge(tint: .blue)\n"]
        let file = ParsedFile(index: 0, path: "Row.swift", text: texts[0])
        let index = DefinitionIndex(declarations: file.declarations, texts: texts)
        #expect(index.callCount(of: "Badge") == 2)
        let calls = index.calls(of: "Badge")
        #expect(calls.map(\.declaration.name) == ["body", "free"], "the innermost declaration around each call")
        #expect(calls.map(\.offset) == [22, 11])
    }

    @Test func assignmentsAreFoundByNameAndNotComparisons() {
        let texts = ["final class Host {\n    let badge = Badge()\n    func paint() {\n        badge.ink = .red\n        if badge.ink == .red { ink=.blue }\n        badge.ink += 1\n        inkwell = 2\n    }\n}\n"]
        let table = CallTable(texts: texts, assignments: true)
        let places = table.places(of: "ink").map { Int($0.offset) }
        #expect(places == [76, 118], "`badge.ink = .red` and `ink=.blue`, not `==`, `+=` nor `inkwell =`")
        #expect(table.places(of: "badge").count == 1, "the declaration `let badge = Badge()` is written as `badge =` too")
        let file = ParsedFile(index: 0, path: "Host.swift", text: texts[0])
        let index = DefinitionIndex(declarations: file.declarations, texts: texts)
        #expect(index.assignments(of: "ink").map(\.declaration.name) == ["paint", "paint"])
        #expect(index.calls(of: "ink").isEmpty, "the call table is not the assignment table")
    }
}
