@testable import DocGenScan
import SwiftSyntax
import Testing

/// `ParsedFile.identifiers(named:within:motionNames:)` answers every rule's questions from one index of the
/// file's identifiers: code only, in source order, limited to a node, motion settings found by name.
@Suite struct IdentifierLookupTests {
    static let source = """
    import SwiftUI

    // withAnimation in a comment is not code
    struct Panel: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @AppStorage("motionPreference") private var userMotionChoice = true
        @State private var open = false

        var body: some View {
            Text("withAnimation in a string")
                .offset(y: open ? 0 : 8)
                .animation(reduceMotion ? nil : .spring, value: open)
        }

        func toggle() {
            withAnimation(.snappy) { open.toggle() }
            let `default` = open
            _ = `default`
        }
    }

    func outside() { withAnimation { } }
    """

    static func lines(_ tokens: [TokenSyntax], in file: ParsedFile) -> [Int] {
        tokens.map { file.location(of: $0).line }
    }

    @Test func namesInCodeOnlyInSourceOrder() {
        let file = ParsedFile(index: 0, path: "Panel.swift", text: Self.source)
        let found = file.identifiers(named: ["withAnimation", "open", "animation"])
        #expect(found.map(\.text) == ["open", "open", "animation", "open", "withAnimation", "open", "open", "withAnimation"])
        #expect(Self.lines(found, in: file) == [7, 11, 12, 12, 16, 16, 17, 22])
        #expect(file.identifiers(named: ["default"]).isEmpty, "a backticked name is its own token text")
        #expect(file.identifiers(named: ["ope", "opens", "withAnimatio"]).isEmpty, "whole names only")
        #expect(file.identifiers(named: []).isEmpty)
        #expect(file.identifiers(named: ["nowhere"]).isEmpty)
    }

    @Test func withinANodeOnly() throws {
        let file = ParsedFile(index: 0, path: "Panel.swift", text: Self.source)
        let toggle = try #require(file.tree.statements.compactMap { $0.item.as(StructDeclSyntax.self) }.first?
            .memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first)
        let inside = file.identifiers(named: ["withAnimation", "open"], within: Syntax(toggle))
        #expect(Self.lines(inside, in: file) == [16, 16, 17])
        let body = try #require(toggle.body)
        #expect(Self.lines(file.identifiers(named: ["withAnimation"], within: Syntax(body)), in: file) == [16])
    }

    @Test func motionSettingsByName() {
        let file = ParsedFile(index: 0, path: "Panel.swift", text: Self.source)
        let found = file.identifiers(named: ["open", "reduceMotion"], motionNames: true)
        #expect(found.map(\.text) == ["accessibilityReduceMotion", "reduceMotion", "userMotionChoice", "open", "open", "reduceMotion", "open",
                                      "open", "open"])
        #expect(Self.lines(found, in: file) == [5, 5, 6, 7, 11, 12, 12, 16, 17])
        #expect(IdentifierTable.isMotionName("prefersReducedMotion"))
        #expect(IdentifierTable.isMotionName("motionEnabled"))
        #expect(!IdentifierTable.isMotionName("Motion"), "too short to be a setting's name")
        #expect(!IdentifierTable.isMotionName("animationDuration"))
    }
}
