import SwiftSyntax

/// Works out a site's motion traits from its arguments, its view chain and the state it animates.
struct SiteTraits {
    private let typeIndex: TypeIndex
    private let tokenTraits: [String: Set<MotionTrait>]

    /// `tokenTraits`: the motion in the definition of each `Animation`/`AnyTransition` property or function;
    /// `typeIndex`: per type, the traits of effect modifiers reading each state name.
    init(tokenTraits: [String: Set<MotionTrait>], typeIndex: TypeIndex) {
        self.tokenTraits = tokenTraits
        self.typeIndex = typeIndex
    }

    static let effectModifiers: [String: MotionTrait] = [
        "rotationEffect": .rotation, "rotation3DEffect": .rotation, "scaleEffect": .scale, "offset": .move,
        "position": .move, "frame": .move, "padding": .move, "opacity": .opacity, "foregroundColor": .color,
        "foregroundStyle": .color, "fill": .color, "tint": .color, "background": .color, "stroke": .color,
    ]

    /// The traits of a site.
    func traits(of site: SiteCandidate) -> Set<MotionTrait> {
        let call = site.call
        var traits: Set<MotionTrait> = []
        for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            traits.formUnion(argumentTraits(argument.expression))
        }
        switch site.kind {
        case "animation":
            traits.formUnion(chainTraits(call))
        case "withAnimation":
            traits.formUnion(closureTraits(call))
        case "transition", "contentTransition", "symbolEffect", "phaseAnimator", "keyframeAnimator", "matchedGeometryEffect":
            for closure in call.closures { traits.formUnion(MotionAnalyzer.traits(in: closure)) }
            if site.kind == "matchedGeometryEffect" { traits.formUnion([.move, .scale]) }
            if site.kind == "symbolEffect", !call.labels.contains("value") { traits.insert(.repeatForever) }
            if site.kind == "phaseAnimator", !call.labels.contains("trigger") { traits.insert(.repeatForever) }
            if site.kind == "keyframeAnimator", call.argument(labeled: "repeating")?.trimmedDescription == "true" {
                traits.insert(.repeatForever)
            }
        case "UIView.animate", "UIView.transition":
            traits.formUnion(MotionAnalyzer.traits(in: call))
        case "UIViewPropertyAnimator", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation":
            traits.formUnion(MotionAnalyzer.traits(in: call))
            traits.formUnion(relatedStatementTraits(call))
            if site.kind == "CASpringAnimation" { traits.insert(.spring) }
        default:
            traits.formUnion(closureTraits(call))
            if call.memberBase != nil { traits.formUnion(chainTraits(call)) }
        }
        return traits
    }

    /// Names in an argument, a local it names, and the definitions of animation tokens it uses.
    private func argumentTraits(_ expression: ExprSyntax) -> Set<MotionTrait> {
        var traits = MotionAnalyzer.traits(in: expression)
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let value = GuardJudge.localValue(named: name, before: Syntax(expression)) {
            traits.formUnion(MotionAnalyzer.traits(in: value))
        }
        for token in expression.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(name) = token.tokenKind, let definition = tokenTraits[name] { traits.formUnion(definition) }
        }
        return traits
    }

    /// Effect modifiers earlier on the same view chain, limited to those driven by `value:` when given.
    private func chainTraits(_ call: FunctionCallExprSyntax) -> Set<MotionTrait> {
        let value = call.argument(labeled: "value")?.simplePath?.split(separator: ".").last.map(String.init)
        var traits: Set<MotionTrait> = []
        var base = call.memberBase
        while let current = base?.as(FunctionCallExprSyntax.self) {
            if let name = current.calleeName, let trait = Self.effectModifiers[name],
               value == nil || Self.mentions(current.arguments, value ?? "") {
                traits.insert(trait)
            }
            base = current.memberBase
        }
        if traits.isEmpty, let value, let type = Enclosing.innermostTypeDeclaration(of: Syntax(call)) {
            traits = typeIndex.effects(of: value, in: type)
        }
        return traits
    }

    /// Traits from the body closures: names written in them and effects driven by the state they assign.
    private func closureTraits(_ call: FunctionCallExprSyntax) -> Set<MotionTrait> {
        var traits: Set<MotionTrait> = []
        let type = Enclosing.innermostTypeDeclaration(of: Syntax(call))
        for closure in call.closures {
            traits.formUnion(MotionAnalyzer.traits(in: closure))
            guard let type else { continue }
            for state in Self.assignedNames(in: closure) { traits.formUnion(typeIndex.effects(of: state, in: type)) }
        }
        return traits
    }

    /// Names assigned in a closure: `x = …`, `self.x += …`, `x.toggle()`.
    static func assignedNames(in closure: ClosureExprSyntax) -> Set<String> {
        var names: Set<String> = []
        var previous: TokenSyntax?
        for token in closure.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            guard let name = previous, case .identifier = name.tokenKind else { continue }
            switch token.tokenKind {
            case .equal:
                names.insert(name.text)
            case let .binaryOperator(op) where op.hasSuffix("=") && op != "==" && op != "!=":
                names.insert(name.text)
            case .period where token.nextToken(viewMode: .sourceAccurate)?.text == "toggle":
                names.insert(name.text)
            default:
                break
            }
        }
        return names
    }

    /// For `let a = CABasicAnimation(…)`: the statements of the same body that configure `a`.
    private func relatedStatementTraits(_ call: FunctionCallExprSyntax) -> Set<MotionTrait> {
        guard let name = GuardJudge.boundName(of: call) else { return [] }
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(CodeBlockItemListSyntax.self) { node = parent }
        guard let list = node.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        var traits: Set<MotionTrait> = []
        for item in list where item.position > node.position && Self.mentions(item, name) {
            traits.formUnion(MotionAnalyzer.traits(in: item))
        }
        return traits
    }

    private static func mentions(_ node: some SyntaxProtocol, _ name: String) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}
