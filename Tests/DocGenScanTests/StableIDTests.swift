import DocGenScan
import Testing

@Suite struct StableIDTests {
    static let original = """
    import SwiftUI

    struct Card: View {
        @State private var open = false

        var body: some View {
            VStack {
                Text("A").offset(y: open ? 0 : 20).animation(.spring, value: open)
                Text("B").scaleEffect(open ? 1 : 0.5).animation(.easeIn, value: open)
            }
        }

        func toggle() {
            withAnimation(.snappy) { open.toggle() }
        }
    }
    """

    @Test func idsNameFileDeclarationKindAndOrdinal() {
        let ids = AccessibilityScanner().scan(sources: [("Views/Card.swift", Self.original)]).sites.map(\.id)
        #expect(ids == [
            "Views/Card.swift:Card.body:animation:1",
            "Views/Card.swift:Card.body:animation:2",
            "Views/Card.swift:Card.toggle:withAnimation:1",
        ])
    }

    @Test func idsSurviveLinesAddedElsewhere() {
        let edited = Self.original
            .replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\nimport Combine\n\n// A comment\n")
            .replacingOccurrences(of: "    func toggle() {\n", with: "    func helper() -> Int { 42 }\n\n    func toggle() {\n        let unused = 1\n        _ = unused\n")
            .replacingOccurrences(of: "            VStack {\n", with: "            VStack {\n                Text(\"New\")\n")
        let before = AccessibilityScanner().scan(sources: [("Views/Card.swift", Self.original)]).sites
        let after = AccessibilityScanner().scan(sources: [("Views/Card.swift", edited)]).sites
        #expect(before.map(\.id) == after.map(\.id))
        #expect(before.map(\.line) != after.map(\.line))
    }
}
