import SwiftSyntax

/// What a site inside a helper takes from the helper's callers: the function whose parameters (or the type
/// whose stored properties, set by its initializer) the site reads, and which of them are Reduce Motion flags.
/// Such a site is judged through each caller (``CallerGraph``): `transition(reduceMotion ? .opacity : .slide)`
/// in `func rise(reduceMotion: Bool)` passes only when every caller passes a Reduce Motion read.
struct SiteSupplier {
    /// The function or type whose callers give the values.
    var helper: Declaration
    /// Flags the site reads, each with its polarity: `true` when the flag is true under Reduce Motion.
    var flags: [String: Bool]
    /// A flag that the conditions around the site test (`if reduceMotion { … } else { site }`).
    var structuralFlag: String?

    /// The supplier of the site made by `call` in `file`, if the site reads a parameter of its function (other
    /// than a view modifier's `content`) or a stored property of its type.
    static func find(for call: FunctionCallExprSyntax, in file: ParsedFile, reads: ReduceMotionReads) -> SiteSupplier? {
        let read = names(readBy: call)
        var node = call.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters.map { parameter in
                    ((parameter.secondName ?? parameter.firstName).text, TypeName.normalise(parameter.type.compactText))
                }.filter { !["Content", "Self.Content"].contains($0.1) }
                if let found = make(candidates: parameters, read: read, call: call, reads: reads, helper: { file.declaration(named: function.name) }) {
                    return found
                }
            }
            if current.is(InitializerDeclSyntax.self) { return nil }
            if let type = current.as(StructDeclSyntax.self) {
                return make(candidates: storedProperties(of: type), read: read, call: call, reads: reads, helper: { file.declaration(named: type.name) })
            }
            if let type = current.as(ClassDeclSyntax.self) {
                return make(candidates: storedProperties(of: type), read: read, call: call, reads: reads, helper: { file.declaration(named: type.name) })
            }
            if current.is(ExtensionDeclSyntax.self) || current.is(EnumDeclSyntax.self) || current.is(ProtocolDeclSyntax.self)
                || current.is(ActorDeclSyntax.self) {
                return nil
            }
            node = current.parent
        }
        return nil
    }

    /// The supplier when the site reads one of `candidates` (name, type) in its arguments, or tests a flag
    /// among them in the conditions around it.
    private static func make(candidates: [(String, String)], read: Set<String>, call: FunctionCallExprSyntax, reads: ReduceMotionReads,
                             helper: () -> Declaration?) -> SiteSupplier? {
        var flags: [String: Bool] = [:]
        for (name, type) in candidates where type == "Bool" {
            if let polarity = reads.polarity(ofPath: name) { flags[name] = polarity }
        }
        let readsCandidate = candidates.contains { read.contains($0.0) }
        let tested = flags.isEmpty ? [] : conditionNames(around: call)
        flags = flags.filter { read.contains($0.key) || tested.contains($0.key) }
        guard readsCandidate || !flags.isEmpty, let helper = helper() else { return nil }
        return SiteSupplier(helper: helper, flags: flags, structuralFlag: flags.keys.sorted().first { tested.contains($0) })
    }

    /// Identifiers in the site's arguments and closures (not in the view it is called on).
    private static func names(readBy call: FunctionCallExprSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in call.arguments.tokens(viewMode: .sourceAccurate) { if case let .identifier(name) = token.tokenKind { names.insert(name) } }
        for closure in call.closures where !call.arguments.contains(where: { $0.expression.id == closure.id }) {
            for token in closure.tokens(viewMode: .sourceAccurate) { if case let .identifier(name) = token.tokenKind { names.insert(name) } }
        }
        return names
    }

    /// Identifiers tested by the `if`, `guard` and ternary conditions the site runs under, and by the `guard`
    /// statements before it, inside its declaration.
    private static func conditionNames(around call: FunctionCallExprSyntax) -> Set<String> {
        var names: Set<String> = []
        func add(_ node: some SyntaxProtocol) {
            for token in node.tokens(viewMode: .sourceAccurate) { if case let .identifier(name) = token.tokenKind { names.insert(name) } }
        }
        var child = Syntax(call)
        while let parent = child.parent, !DeclarationBoundary.isBoundary(parent) {
            if let ifExpr = parent.as(IfExprSyntax.self), child.id != ifExpr.conditions.id {
                add(ifExpr.conditions)
            } else if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list where item.position < child.position {
                    if let guardStmt = item.item.as(GuardStmtSyntax.self) { add(guardStmt.conditions) }
                    if let ifExpr = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self) {
                        add(ifExpr.conditions)
                    }
                }
            } else if let list = parent.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                      list.firstIndex(where: { $0.id == child.id }).map({ $0 >= index }) == true {
                for element in list[..<index] { add(element) }
            }
            child = parent
        }
        return names
    }

    /// Stored properties of a type that a caller sets through its initializer: no value, no wrapper attribute.
    private static func storedProperties(of group: some DeclGroupSyntax) -> [(String, String)] {
        group.memberBlock.members.flatMap { member -> [(String, String)] in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.accessorBlock == nil, binding.initializer == nil,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                return (name, binding.typeAnnotation.map { TypeName.normalise($0.type.compactText) } ?? "")
            }
        }
    }

}

extension ParsedFile {
    /// The declaration recorded for the name token `name` (a function's or a type's name).
    func declaration(named name: TokenSyntax) -> Declaration? {
        let offset = name.positionAfterSkippingLeadingTrivia.utf8Offset
        return declarations.first { $0.nameOffset == offset }
    }
}
