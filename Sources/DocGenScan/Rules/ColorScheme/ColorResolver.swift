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
        guard let found = member(name, in: type) else { return index.isDeclaredType(type) ? .missing : .runtime }
        return walk(path.dropFirst(), after: found)
    }

    /// Follows the rest of a path from a member's value.
    private func walk(_ rest: ArraySlice<String>, after declaration: Declaration) -> Outcome {
        guard !rest.isEmpty else { return .found(declaration) }
        guard let valueType = index.valueType(of: declaration), let type = index.type(named: valueType, from: declaration.owner) else {
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
            let names = index.declarations.filter { ($0.kind == .type && $0.qualifiedName == type) || ($0.kind == .extension && $0.name == type) }
                .flatMap(\.inherited)
            return names.compactMap { index.type(named: $0, from: "") }.filter { $0 != type }
        }
    }
}
