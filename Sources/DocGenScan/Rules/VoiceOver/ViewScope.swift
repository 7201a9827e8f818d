import SwiftSyntax

/// The names around view code: the type it is written in, the function and its parameters, and the names bound
/// by closures and local constants (which are values, not views of the scanned code).
struct ViewScope {
    var typePath: String
    /// The ``ComponentKey`` of the enclosing function, if the code is in one.
    var function: String?
    var parameters: Set<String> = []
    /// The declared type of each parameter written as a plain type name (`destination: ShareTarget`).
    var parameterTypes: [String: String] = [:]
    var locals: Set<String> = []

    /// The scope inside `closure`: its parameters are locals.
    func entering(_ closure: ClosureExprSyntax) -> ViewScope {
        guard let clause = closure.signature?.parameterClause else { return self }
        var scope = self
        switch clause {
        case let .simpleInput(names):
            for name in names { scope.locals.insert(name.name.text) }
        case let .parameterClause(parameters):
            for parameter in parameters.parameters { scope.locals.insert((parameter.secondName ?? parameter.firstName).text) }
        }
        return scope
    }

    /// The scope with the constants declared in `items` bound.
    func binding(_ items: [CodeBlockItemSyntax.Item]) -> ViewScope {
        var scope = self
        for item in items {
            guard let variable = item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { scope.locals.insert(name) }
            }
        }
        return scope
    }

    /// What a root expression of view code is, for naming: a view the rule knows, or a view of the scanned code.
    func classify(_ root: ExprSyntax) -> ViewRoot {
        typealias Names = VoiceOverVocabulary
        if let string = root.as(StringLiteralExprSyntax.self) {
            return string.segments.trimmedText.isEmpty ? .silent : .text
        }
        if let written = root.as(DeclReferenceExprSyntax.self) {
            return reference(named: written.baseName, call: nil)
        }
        if let member = root.as(MemberAccessExprSyntax.self) {
            if let base = member.base, base.isSelf { return .reference(ViewRef(name: member.declName.baseName.text, kind: .member(owner: typePath)), call: nil) }
            if let base = member.base?.as(DeclReferenceExprSyntax.self) {
                let name = member.declName.baseName.text
                // `destination.icon` on a parameter of a declared type: that type's view property.
                if !locals.contains(base.baseName.text), let type = parameterTypes[base.baseName.text] {
                    return .reference(ViewRef(name: name, kind: .member(owner: type)), call: nil)
                }
                // `ForEach(Tone.allCases) { tone in … tone.label }`: a view property of the element, whatever its type.
                if locals.contains(base.baseName.text) { return .reference(ViewRef(name: name, kind: .anyMember), call: nil) }
            }
            return .other
        }
        guard let call = root.as(FunctionCallExprSyntax.self) else { return .other }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return .other }
            let name = member.declName.baseName.text
            if base.isSelf { return .reference(ViewRef(name: name, kind: .member(owner: typePath)), call: call) }
            // `RemoteImage.url(address)`: an image view made by a static constructor.
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, Names.mayLoadImage(type), Names.imageSources.contains(name) {
                return .component(call, ViewRef(name: type, kind: .type(scope: typePath)))
            }
            return name == "init" ? .other : .reference(ViewRef(name: name, kind: .anyMember), call: call)
        }
        guard let token = call.calleeToken else { return .other }
        let name = token.text
        if name == Names.image { return .image(call) }
        if Names.imageViews.contains(name) { return .asyncImage(call) }
        if name == Names.label { return .label(call) }
        if Names.titleViews.contains(name) { return .text }
        if name == Names.picker { return .picker(call) }
        if Names.imageOnlyControls.contains(name) || (Names.isControlName(name) && LabelChains.labelClosure(of: call) != nil) {
            return .control(call)
        }
        if Names.silentViews.contains(name) {
            if let first = call.firstUnlabeledArgument, first.is(StringLiteralExprSyntax.self) { return .text }
            return .silent
        }
        if Names.transparentContainers.contains(name) { return .container(call) }
        if name.first?.isUppercase == true { return .component(call, ViewRef(name: name, kind: .type(scope: typePath))) }
        return reference(named: token, call: call)
    }

    /// A name written bare: a local, a parameter, `self`, or a member of the enclosing type.
    private func reference(named token: TokenSyntax, call: FunctionCallExprSyntax?) -> ViewRoot {
        if token.tokenKind == .keyword(.self) {
            return function.map { .reference(ViewRef(name: "self", kind: .parameter(function: $0)), call: call) } ?? .other
        }
        let name = token.text
        guard name.first?.isLowercase == true || name.first == "_" else { return .other }
        if locals.contains(name) { return .local }
        if parameters.contains(name), let function {
            return .reference(ViewRef(name: name, kind: .parameter(function: function)), call: call)
        }
        return .reference(ViewRef(name: name, kind: .member(owner: typePath)), call: call)
    }
}

/// What the root of a view expression is.
enum ViewRoot {
    case image(FunctionCallExprSyntax)
    case asyncImage(FunctionCallExprSyntax)
    case text
    case label(FunctionCallExprSyntax)
    case control(FunctionCallExprSyntax)
    case picker(FunctionCallExprSyntax)
    case silent
    case container(FunctionCallExprSyntax)
    /// A call of a type of the scanned code (or of a package): `FolderRow(folder: f)`.
    case component(FunctionCallExprSyntax, ViewRef)
    /// A property, function or parameter that holds a view: `rowLabel`, `iconCell(icon)`, `action.image()`.
    case reference(ViewRef, call: FunctionCallExprSyntax?)
    /// A closure parameter or local constant.
    case local
    case other
}
