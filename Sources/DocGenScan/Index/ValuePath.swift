import SwiftSyntax

/// An expression read as a chain of names from a root: `theme.animations.quick.delay(0.1)` is root
/// `theme` with steps `animations`, `quick`, `delay(0.1)`; `.spring(response: 0.3)` is an implicit-member
/// root with the step `spring(…)`. Rules interpret the steps they know (builtin curves, fonts) and resolve
/// the others through the ``DefinitionIndex``.
struct ValuePath {
    enum Root {
        /// `.name` with no base: a member of the type the context expects.
        case implicit
        /// `name` or `Name`: a local, a property, a parameter, or a type.
        case name(String, DeclReferenceExprSyntax)
        /// `self`.
        case selfReference
    }

    struct Step {
        var name: String
        /// The call's arguments when the step is called (`spring(response: 0.3)`), else nil.
        var call: FunctionCallExprSyntax?
        /// The expression up to and including this step.
        var node: ExprSyntax
    }

    var root: Root
    var steps: [Step]

    /// The root's name (`theme`), `self`, or empty for an implicit member.
    var rootName: String {
        switch root {
        case .implicit: ""
        case let .name(name, _): name
        case .selfReference: "self"
        }
    }

    /// The path as written: `theme.animations.quick`, `.spring`.
    var written: String {
        let names = steps.map(\.name).joined(separator: ".")
        switch root {
        case .implicit: return "." + names
        default: return names.isEmpty ? rootName : rootName + "." + names
        }
    }

    /// Reads `expression` as a chain; nil when it is not one (a literal, a closure, an operator sequence).
    init?(_ expression: ExprSyntax) {
        var steps: [Step] = []
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    steps.append(Step(name: member.declName.baseName.text, call: call, node: current))
                    guard let base = member.base else {
                        self.init(root: .implicit, steps: steps.reversed())
                        return
                    }
                    current = base
                } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                    steps.append(Step(name: reference.baseName.text, call: call, node: current))
                    self.init(root: .implicit, steps: steps.reversed(), calledRoot: true)
                    return
                } else if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
                          let reference = specialized.expression.as(DeclReferenceExprSyntax.self) {
                    steps.append(Step(name: reference.baseName.text, call: call, node: current))
                    self.init(root: .implicit, steps: steps.reversed(), calledRoot: true)
                    return
                } else {
                    return nil
                }
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                steps.append(Step(name: member.declName.baseName.text, call: nil, node: current))
                guard let base = member.base else {
                    self.init(root: .implicit, steps: steps.reversed())
                    return
                }
                current = base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                self.init(root: name == "self" ? .selfReference : .name(name, reference), steps: steps.reversed())
                return
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let chain = current.as(OptionalChainingExprSyntax.self) {
                current = chain.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil,
                      let only = tuple.elements.first {
                current = only.expression
            } else {
                return nil
            }
        }
    }

    private init(root: Root, steps: [Step], calledRoot: Bool = false) {
        if calledRoot, let first = steps.first, let call = first.call,
           let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) ?? call.calledExpression
            .as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self) {
            // `Name(…)…`: a call of a type or function at the root, kept as the first step of a named root.
            self.root = .name(first.name, reference)
            self.steps = steps
            return
        }
        self.root = root
        self.steps = steps
    }
}

/// A name written at a site that must be resolved through the ``DefinitionIndex``: `Motion.standard`,
/// `theme.animations.quick`, `.appSpring` on `Animation`, `Typography.h1`, a property of the enclosing type.
struct SymbolReference: Sendable, Hashable {
    enum Root: Sendable, Hashable {
        /// A type written by name (resolved from the scope the site is in), or the type an implicit member belongs to.
        case type(String)
        /// A member of the enclosing type (or a top-level declaration) named first in the path.
        case member(owner: String)
    }

    var root: Root
    /// The names to follow from the root; the last names the symbol.
    var path: [String]
    /// The scope the site is written in (`Settings.Panel`), for resolving type names.
    var scope: String
    /// The path as written at the site.
    var written: String
}
