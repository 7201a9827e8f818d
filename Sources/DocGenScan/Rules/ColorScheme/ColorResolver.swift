/// Resolves a colour token through the ``DefinitionIndex`` and, when it fails, says why: a member a scanned type
/// should declare is missing (an asset symbol, a package not scanned: unknown), while a value read through a type
/// the scanned code does not declare (a framework's `UILabel.textColor`, an array's `first`, a generic parameter) or
/// a local the scanner does not see is known only at run time. Members are also looked up in the types a type
/// inherits from (a superclass, a protocol's extension).
struct ColorResolver: Sendable {
    enum Outcome {
        case found(Declaration)
        case missing
        case runtime
    }

    let index: DefinitionIndex
    private let supertypes = ConcurrentMemo<String, [String]>()
    private let types = ConcurrentMemo<String, Declaration?>()
    private let constraints = ConcurrentMemo<String, String>()
    private let frameworkClasses = ConcurrentMemo<String, Bool>()

    init(index: DefinitionIndex) { self.index = index }

    func resolve(_ symbol: SymbolReference) -> Outcome {
        if let found = index.resolve(symbol, alternatives: ColorVocabulary.memberTypes) { return .found(found) }
        guard let first = symbol.path.first else { return .runtime }
        switch symbol.root {
        case let .type(name):
            if ColorVocabulary.memberTypes.contains(name) {
                for type in ColorVocabulary.memberTypes.sorted() {
                    if let member = member(first, in: type) { return walk(symbol.path.dropFirst(), after: member) }
                }
                return .missing
            }
            guard let type = index.type(named: name, from: symbol.scope) else { return .missing }
            return walk(symbol.path[...], from: type)
        case let .member(owner):
            var scope = owner
            while true {
                if let member = member(first, in: scope) { return walk(symbol.path.dropFirst(), after: member) }
                guard !scope.isEmpty else { return .runtime }
                scope = scope.lastIndex(of: ".").map { String(scope[..<$0]) } ?? ""
            }
        }
    }

    /// Follows `path` from the type at `type`, the first name a nested type or a member.
    private func walk(_ path: ArraySlice<String>, from type: String) -> Outcome {
        guard let name = path.first else { return .runtime }
        let nested = type.isEmpty ? name : "\(type).\(name)"
        if path.count > 1, index.isDeclaredType(nested) { return walk(path.dropFirst(), from: nested) }
        guard let found = member(name, in: type) else { return index.isDeclaredType(type) && !extendsFramework(type) ? .missing : .runtime }
        return walk(path.dropFirst(), after: found)
    }

    /// Whether a class inherits from a class the scanned code does not declare (a UIKit view), whose members it has.
    private func extendsFramework(_ type: String, depth: Int = 0) -> Bool {
        frameworkClasses.value(for: type) {
            guard depth < 6, let declaration = typeDeclaration(type), isClass(declaration) else { return false }
            return declaration.inherited.contains { index.type(named: $0, from: "") == nil && $0.first?.isUppercase == true }
                || inherited(by: type).contains { extendsFramework($0, depth: depth + 1) }
        }
    }

    private func typeDeclaration(_ type: String) -> Declaration? {
        types.value(for: type) { index.typeDeclaration(type) }
    }

    private func isClass(_ declaration: Declaration) -> Bool {
        let header = index.text(of: declaration).prefix(while: { $0 != "{" })
        return header.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains("class")
    }

    /// The constraint of a generic parameter of a type (`Style` in `struct Card<Style: CardStyle>`), else the name.
    func constraint(of name: String, in owner: String) -> String {
        constraints.value(for: owner + "|" + name) { readConstraint(of: name, in: owner) }
    }

    private func readConstraint(of name: String, in owner: String) -> String {
        guard let declaration = typeDeclaration(owner) else { return name }
        let header = index.text(of: declaration).prefix(while: { $0 != "{" })
        guard let open = header.firstIndex(of: "<"), let close = header.lastIndex(of: ">"), open < close else { return name }
        for parameter in header[header.index(after: open)..<close].split(separator: ",") {
            let parts = parameter.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0] == name { return parts[1].split(separator: "&").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? name }
        }
        return name
    }

    /// Follows the rest of a path from a member's value.
    private func walk(_ rest: ArraySlice<String>, after declaration: Declaration) -> Outcome {
        guard !rest.isEmpty else { return .found(declaration) }
        guard let written = index.valueType(of: declaration),
              let type = index.type(named: constraint(of: written, in: declaration.owner), from: declaration.owner) else {
            return .runtime
        }
        return walk(rest, from: type)
    }

    /// The member `name` of a type or of a type it inherits from.
    func member(_ name: String, in type: String, depth: Int = 0) -> Declaration? {
        if let found = index.members(named: name, in: type).first { return found }
        guard depth < 6 else { return nil }
        for parent in inherited(by: type) {
            if let found = member(name, in: parent, depth: depth + 1) { return found }
        }
        return nil
    }

    private func inherited(by type: String) -> [String] {
        supertypes.value(for: type) {
            index.inheritedNames(of: type).compactMap { index.type(named: $0, from: "") }.filter { $0 != type }
        }
    }
}
