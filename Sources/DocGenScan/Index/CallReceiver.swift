import SwiftSyntax

/// What a call is made on, read from its syntax and its surroundings, so that a call is matched to a
/// declaration by its receiver and never by its name alone: `tableView.reloadData()` is UIKit's, not a
/// project's own `reloadData()`; `.fadeIn()` on a view is the project's `extension View` helper.
enum CallReceiver: Sendable, Hashable {
    /// No receiver, or `self`: a member of the enclosing type `scope` (empty at top level), a top-level
    /// function, or a `View` helper when the call is inside a view.
    case implicit(scope: String, insideView: Bool)
    /// An expression whose type is not read but that only a view can be: a modifier chain
    /// (`Text("a").padding().fadeIn()`), a view builder's `content`.
    case viewExpression
    /// A type written by name: an initializer call `Card(…)` or a static member `Motion.make()`.
    case type(String, scope: String)
    /// A value an initializer makes: `Card(…).flip()`.
    case instance(String, scope: String)
    /// A named value (`tableView.reloadData()`, `self.list.reload()`): its path, the scope it is written in,
    /// and its type when a local or a parameter around the call declares it.
    case value(path: [String], scope: String, declaredType: String?)
    /// Anything else (a leading-dot member, an optional chain's result): it matches nothing.
    case unknown

    /// The receiver of `call` (whose callee is a name or a member access).
    init(of call: FunctionCallExprSyntax, ancestry: Ancestry) {
        let scope = ancestry.typePath(of: Syntax(call))
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            self = name.first?.isUppercase == true ? .type(name, scope: scope)
                : .implicit(scope: scope, insideView: ancestry.isInsideView(Syntax(call)))
            return
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            self = .unknown
            return
        }
        self = Self.receiver(base, call: call, scope: scope, ancestry: ancestry)
    }

    private static func receiver(_ base: ExprSyntax, call: FunctionCallExprSyntax, scope: String, ancestry: Ancestry) -> CallReceiver {
        if let inner = base.as(FunctionCallExprSyntax.self) {
            if let reference = inner.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                return .instance(reference.baseName.text, scope: scope)
            }
            return .viewExpression
        }
        if base.is(ClosureExprSyntax.self) { return .unknown }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return .implicit(scope: scope, insideView: ancestry.isInsideView(Syntax(call)))
        }
        guard var path = base.simplePath?.split(separator: ".").map(String.init), let first = path.first else { return .unknown }
        if first == "self" {
            path.removeFirst()
            guard !path.isEmpty else { return .implicit(scope: scope, insideView: ancestry.isInsideView(Syntax(call))) }
        }
        if path.allSatisfy({ $0.first?.isUppercase == true }) { return .type(path.joined(separator: "."), scope: scope) }
        guard let head = path.first else { return .unknown }
        return .value(path: path, scope: scope, declaredType: first == "self" ? nil : declaredType(of: head, around: Syntax(call)))
    }

    /// The type of a local or parameter named `name` around `node`, when written (`let list: ListView`,
    /// `let list = ListView()`, `(_ list: ListView)`); `Content` for a view modifier's content.
    private static func declaredType(of name: String, around node: Syntax) -> String? {
        if let value = LocalBindings.value(of: name, before: node), let type = TypeName.inferred(from: value) { return type }
        var current = node.parent
        while let syntax = current {
            let parameters: FunctionParameterListSyntax?
            if let function = syntax.as(FunctionDeclSyntax.self) {
                parameters = function.signature.parameterClause.parameters
            } else if let initializer = syntax.as(InitializerDeclSyntax.self) {
                parameters = initializer.signature.parameterClause.parameters
            } else {
                parameters = nil
            }
            if let parameters {
                return parameters.first { ($0.secondName ?? $0.firstName).text == name }.map { TypeName.normalise($0.type.compactText) }
            }
            if DeclarationBoundary.isBoundary(syntax) { return nil }
            current = syntax.parent
        }
        return nil
    }
}

/// The arguments of a call as a declaration's parameters see them: labels in order, then the trailing closures.
struct CallShape: Sendable, Hashable {
    /// Labels of the arguments in parentheses (`nil` for unlabeled ones).
    var labels: [String?]
    /// How many trailing closures follow.
    var trailingClosures: Int

    init(of call: FunctionCallExprSyntax) {
        labels = call.arguments.map { $0.label?.text }
        trailingClosures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
    }

    init(labels: [String?], trailingClosures: Int) {
        self.labels = labels
        self.trailingClosures = trailingClosures
    }

    /// For each argument (in parentheses, then trailing closures), the position of the parameter it fills, or nil
    /// when the call cannot be a call of a function with these parameters: arguments fill parameters in order,
    /// skipping only those with a default value; trailing closures fill the last function-typed parameters.
    func positions(in parameters: [Declaration.Parameter]) -> [Int]? {
        var result: [Int] = []
        var next = 0
        for label in labels {
            while next < parameters.count, parameters[next].label != label {
                guard parameters[next].hasDefault else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            result.append(next)
            next += 1
        }
        let rest = Array(parameters.indices.dropFirst(next))
        let closures = rest.filter { parameters[$0].typeName?.contains("->") == true }
        guard closures.count >= trailingClosures else { return nil }
        let filled = Array(closures.suffix(trailingClosures))
        for position in rest where !filled.contains(position) && !parameters[position].hasDefault { return nil }
        return result + filled
    }
}

extension DefinitionIndex {
    /// Whether a call made on `receiver` can call `declaration` (a function, or a type for an initializer call):
    /// the receiver must resolve to the declaration's owner (or, for an implicit receiver, the name must be
    /// declared once), and a function's parameters must take the call's arguments.
    func accepts(_ receiver: CallReceiver, shape: CallShape, for declaration: Declaration) -> Bool {
        if declaration.kind == .type {
            switch receiver {
            case let .type(name, scope): return type(named: name, from: scope) == declaration.qualifiedName
            default: return false
            }
        }
        guard declaration.kind == .function, shape.positions(in: details(of: declaration).parameters) != nil else { return false }
        let owner = declaration.owner
        let extendsViews = ViewContext.viewProtocols.contains(owner)
        switch receiver {
        case let .implicit(scope, insideView):
            if owner.isEmpty || owner == scope || (extendsViews && insideView) { return true }
            if conforms(scope, to: [owner]) { return true }
            if scope.hasPrefix(owner + "."), declaration.isStatic { return true }
            return memberCount(named: declaration.name) == 1
        case .viewExpression:
            return extendsViews
        case let .type(name, scope):
            return declaration.isStatic && type(named: name, from: scope) == owner
        case let .instance(name, scope):
            guard let type = type(named: name, from: scope) else { return extendsViews }
            return type == owner || conforms(type, to: [owner])
        case let .value(path, scope, declaredType):
            guard let type = valueType(path: path, scope: scope, declaredType: declaredType) else { return false }
            if type == owner || conforms(type, to: [owner]) { return true }
            return extendsViews && (type == "Content" || conforms(type, to: ViewContext.viewProtocols))
        case .unknown:
            return false
        }
    }

    /// The type of the value a path names from `scope`: its first name a local or parameter of `declaredType`, or
    /// a property of the enclosing types; each next name a property of the previous one's type.
    private func valueType(path: [String], scope: String, declaredType: String?) -> String? {
        guard let first = path.first else { return nil }
        var type: String?
        if let declaredType {
            type = declaredType == "Content" ? "Content" : self.type(named: declaredType, from: scope) ?? declaredType
        } else {
            var owner = scope
            while type == nil {
                if let member = members(named: first, in: owner).first(where: { $0.kind == .property }) {
                    type = valueType(of: member).flatMap { self.type(named: $0, from: member.owner) ?? $0 }
                    break
                }
                guard let dot = owner.lastIndex(of: ".") else { break }
                owner = String(owner[..<dot])
            }
        }
        for name in path.dropFirst() {
            guard let current = type, let member = members(named: name, in: current).first(where: { $0.kind == .property }),
                  let next = valueType(of: member) else { return nil }
            type = self.type(named: next, from: member.owner) ?? next
        }
        return type
    }
}
