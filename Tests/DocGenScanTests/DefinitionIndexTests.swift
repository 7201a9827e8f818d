@testable import DocGenScan
import Testing

/// How the definition index follows a path through values.
@Suite struct DefinitionIndexTests {
    static let text = """
        struct Chip {
            enum Size {
                case small, large
                var metrics: (height: CGFloat, fontSize: CGFloat) { self == .small ? (20, 11) : (28, 15) }
            }
            let title = "Chip"
        }
        """

    static func index() -> DefinitionIndex {
        let file = ParsedFile(index: 0, path: "Chip.swift", text: text)
        return DefinitionIndex(declarations: file.declarations, texts: [text])
    }

    @Test func anEnumCaseIsAValueOfItsEnum() throws {
        let index = Self.index()
        let large = try #require(index.resolve(SymbolReference(root: .type("Size"), path: ["large"], scope: "Chip", written: "Size.large")))
        #expect(index.valueType(of: large) == "Chip.Size")
        let metrics = index.resolve(SymbolReference(root: .type("Size"), path: ["large", "metrics"], scope: "Chip", written: "Size.large.metrics"))
        #expect(metrics?.qualifiedName == "Chip.Size.metrics")
    }

    @Test func aStoredPropertyIsNotAnEnumCase() throws {
        let index = Self.index()
        let title = try #require(index.resolve(SymbolReference(root: .type("Chip"), path: ["title"], scope: "", written: "Chip.title")))
        #expect(index.valueType(of: title) == nil)
        #expect(index.typeDeclaration("Chip.Size")?.name == "Size")
        #expect(index.typeDeclaration("Chip.Missing") == nil)
    }
}
