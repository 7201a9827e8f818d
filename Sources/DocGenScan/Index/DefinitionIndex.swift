import Foundation
import SwiftParser
import SwiftSyntax

/// Every declaration of the scanned files, for resolving a name written in one file to its definition
/// in another: nested types, static and instance members, extensions, environment values.
final class DefinitionIndex: @unchecked Sendable {
    let declarations: [Declaration]
    private let texts: [String]
    private var typePaths: Set<String> = []
    /// The declaration of each declared type, by path (the first when a path is declared twice).
    private var typeDeclarations: [String: Int] = [:]
    private var typesByLastName: [String: [String]] = [:]
    private var members: [String: [String: [Int]]] = [:]
    /// What each type (by path) and each extended name inherits, in declaration order.
    private var inheritance: [String: [String]] = [:]
    /// The positions of the types and extensions that inherit each name, in declaration order.
    private var inheritors: [String: [Int]] = [:]
    private var memberCounts: [String: Int] = [:]
    private let detailsByDeclaration = ConcurrentMemo<Declaration, DeclarationDetails>()
    private let callTable: CallTable
    /// Built on first use only (by a rule that asks where a property is set).
    private let assignmentTable: CallTable
    /// The positions in `declarations` of each file's declarations (for finding the one around a call).
    private var declarationsByFile: [[Int]]

    /// `declarations` of every file; `texts[i]` is the text of file `i`.
    init(declarations: [Declaration], texts: [String]) {
        self.declarations = declarations
        self.texts = texts
        callTable = CallTable(texts: texts)
        assignmentTable = CallTable(texts: texts, assignments: true)
        declarationsByFile = Array(repeating: [], count: texts.count)
        for (index, declaration) in declarations.enumerated() {
            if declarationsByFile.indices.contains(declaration.file) { declarationsByFile[declaration.file].append(index) }
            switch declaration.kind {
            case .type:
                let path = declaration.qualifiedName
                typePaths.insert(path)
                if typeDeclarations[path] == nil { typeDeclarations[path] = index }
                typesByLastName[declaration.name, default: []].append(path)
                inheritance[path, default: []] += declaration.inherited
                for name in Set(declaration.inherited) { inheritors[name, default: []].append(index) }
            case .extension:
                inheritance[declaration.name, default: []] += declaration.inherited
                for name in Set(declaration.inherited) { inheritors[name, default: []].append(index) }
            case .property, .function:
                members[declaration.owner, default: [:]][declaration.name, default: []].append(index)
                memberCounts[declaration.name, default: 0] += 1
            case .initializer:
                members[declaration.owner, default: [:]][declaration.name, default: []].append(index)
            }
        }
    }

    /// The full path of the type `name` written inside `scope` (`Tokens` inside `DesignSystem` →
    /// `DesignSystem.Tokens`), or `name` itself when only extensions of it are declared (`Animation`).
    func type(named name: String, from scope: String) -> String? {
        let name = TypeName.normalise(name)
        var parts = scope.split(separator: ".").map(String.init)
        while true {
            let candidate = (parts + [name]).joined(separator: ".")
            if typePaths.contains(candidate) || members[candidate] != nil { return candidate }
            if parts.isEmpty { break }
            parts.removeLast()
        }
        if let paths = typesByLastName[name], paths.count == 1 { return paths[0] }
        return nil
    }

    /// The declaration of the type at `path` (not its extensions), when the scanned sources declare it.
    func typeDeclaration(_ path: String) -> Declaration? { typeDeclarations[path].map { declarations[$0] } }

    /// Whether a type path is declared in the scanned sources (not only extended).
    func isDeclaredType(_ path: String) -> Bool { typePaths.contains(path) }

    /// How many functions and properties of any type (or at top level) are named `name`.
    func memberCount(named name: String) -> Int { memberCounts[name] ?? 0 }

    /// Members named `name` of the type at `owner` (declared in it or in any extension of it).
    func members(named name: String, in owner: String) -> [Declaration] {
        (members[owner]?[name] ?? []).map { declarations[$0] }
    }

    /// Whether the type at `path` conforms (directly or through an extension) to one of `protocols`.
    func conforms(_ path: String, to protocols: Set<String>) -> Bool {
        inheritedNames(of: path).contains(where: protocols.contains)
    }

    /// The type of the value a property holds: its declared or inferred type, or for
    /// `@Environment(\.theme)` the type of `EnvironmentValues.theme`, for `@Environment(Theme.self)` `Theme`.
    func valueType(of declaration: Declaration) -> String? {
        if declaration.kind == .type { return declaration.qualifiedName }
        let details = self.details(of: declaration)
        if let typeName = details.typeName { return typeName }
        // An enum case (`Size.large`) is a value of its enum: `Size.large.metrics` reads a member of `Size`.
        if declaration.kind == .property, declaration.isStatic, text(of: declaration).starts(with: "case") { return declaration.owner }
        for attribute in details.attributes where attribute.hasPrefix("Environment(") {
            let argument = attribute.dropFirst("Environment(".count).dropLast()
            if argument.hasPrefix("\\.") {
                let key = String(argument.dropFirst(2))
                return members(named: key, in: "EnvironmentValues").first.flatMap { self.details(of: $0).typeName }
            }
            if argument.hasSuffix(".self") { return TypeName.normalise(String(argument.dropLast(5))) }
        }
        return nil
    }

    /// The declared type, attributes and parameters of a declaration, read from its text once.
    func details(of declaration: Declaration) -> DeclarationDetails {
        detailsByDeclaration.value(for: declaration) {
            // A type's details are empty; a function's or computed property's come from its header alone.
            guard declaration.kind == .property || declaration.kind == .function || declaration.kind == .initializer,
                  let syntax = syntax(of: declaration, upTo: declaration.headerEnd) else { return DeclarationDetails(typeName: nil) }
            return DeclarationDetails(of: syntax, name: declaration.name, owner: declaration.owner)
        }
    }

    /// The names a type (by path) or an extended name inherits, from every declaration and extension of it, in
    /// declaration order (duplicates kept).
    func inheritedNames(of type: String) -> [String] { inheritance[type] ?? [] }

    /// The types and extensions whose inheritance clause names `name`, in declaration order.
    func inheritors(of name: String) -> [Declaration] { (inheritors[name] ?? []).map { declarations[$0] } }

    /// The 1-based line of a declaration's name.
    func line(of declaration: Declaration) -> Int {
        texts[declaration.file].utf8.prefix(declaration.nameOffset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    /// Follows `path` from the type at `start`: each step is a nested type or a member whose value type is the
    /// next step's owner. Returns the member the last step names, and the type path it was found in.
    func resolve(_ path: [String], from start: String) -> Declaration? {
        var type = start
        for (position, name) in path.enumerated() {
            let nested = type.isEmpty ? name : "\(type).\(name)"
            if position < path.count - 1, typePaths.contains(nested) || (members[nested] != nil && members(named: name, in: type).isEmpty) {
                type = nested
                continue
            }
            guard let member = members(named: name, in: type).first else { return nil }
            if position == path.count - 1 { return member }
            guard let next = valueType(of: member), let resolved = self.type(named: next, from: member.owner) else { return nil }
            type = resolved
        }
        return nil
    }

    /// The declaration a symbol names: from a type (nested types and extensions included; for a builtin type
    /// also its `alternatives`, since an implicit member may extend another one), or from the enclosing type
    /// outwards to the top level.
    func resolve(_ symbol: SymbolReference, alternatives: Set<String> = []) -> Declaration? {
        switch symbol.root {
        case let .type(name):
            if let type = type(named: name, from: symbol.scope), let found = resolve(symbol.path, from: type) { return found }
            guard alternatives.contains(name) else { return nil }
            for other in alternatives.sorted() where other != name {
                if let found = resolve(symbol.path, from: other) { return found }
            }
            return nil
        case let .member(owner):
            var scope = owner
            while true {
                if let found = resolve(symbol.path, from: scope) { return found }
                guard let dot = scope.lastIndex(of: ".") else { break }
                scope = String(scope[..<dot])
            }
            return owner.isEmpty ? nil : resolve(symbol.path, from: "")
        }
    }

    /// The source text of a declaration.
    func text(of declaration: Declaration) -> Substring {
        let text = texts[declaration.file].utf8
        let start = text.index(text.startIndex, offsetBy: declaration.range.lowerBound)
        let end = text.index(text.startIndex, offsetBy: declaration.range.upperBound)
        return Substring(text[start..<end])
    }

    /// The declaration parsed on its own (its first statement), for analysing a definition.
    func syntax(of declaration: Declaration) -> DeclSyntax? {
        syntax(of: declaration, upTo: nil)
    }

    /// The declaration's text up to `end` (a byte offset in its file; the whole declaration when nil), parsed.
    private func syntax(of declaration: Declaration, upTo end: Int?) -> DeclSyntax? {
        var text = text(of: declaration)
        if let end, end > declaration.range.lowerBound, end < declaration.range.upperBound {
            text = Substring(text.utf8.prefix(end - declaration.range.lowerBound))
        }
        let tree = Parser.parse(source: String(text))
        return tree.statements.first?.item.as(DeclSyntax.self)
    }

    /// The value of a declaration for messages: the initializer or the body, whitespace collapsed.
    func displayValue(of declaration: Declaration) -> String {
        let collapsed = text(of: declaration).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let equals = collapsed.range(of: " = ") {
            return String(collapsed[equals.upperBound...])
        }
        if let brace = collapsed.firstIndex(of: "{") {
            var body = String(collapsed[brace...].dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
            if body.count > 120 { body = String(body.prefix(117)) + "…" }
            return body
        }
        return collapsed
    }

    /// Where `name(` is written in the scanned files: the innermost declaration around each place and the byte
    /// offset of `name` in that declaration's text (places outside every declaration are left out). For reading the
    /// arguments a type is constructed with; callers cache what they derive.
    func calls(of name: String) -> [(declaration: Declaration, offset: Int)] {
        enclosing(callTable.places(of: name))
    }

    /// Where `name =` is written in the scanned files (not `==`), as ``calls(of:)`` gives calls: for reading the
    /// values a property is assigned (declarations with a value, `let name = …`, are among them).
    func assignments(of name: String) -> [(declaration: Declaration, offset: Int)] {
        enclosing(assignmentTable.places(of: name))
    }

    private func enclosing(_ places: [CallTable.Place]) -> [(declaration: Declaration, offset: Int)] {
        places.compactMap { place in
            let offset = Int(place.offset)
            let around = declarationsByFile[Int(place.file)].lazy.map { self.declarations[$0] }.filter { $0.range.contains(offset) }
            guard let inner = around.min(by: { $0.range.count < $1.range.count }) else { return nil }
            return (inner, offset - inner.range.lowerBound)
        }
    }

    /// How many times `name(` is written in the scanned files (comments and strings included): the calls of a
    /// type or function, for rules that ask whether every use of a view is of one kind (a control's label).
    func callCount(of name: String) -> Int {
        callTable.places(of: name).count
    }
}
