import SwiftSyntax

/// What an animation site changes: the effect modifiers on its view chain, the effects of the state it
/// assigns, the statements that configure a Core Animation object — each effect with whether it is
/// neutralised under Reduce Motion.
struct SiteEffects {
    let judge: GuardJudge

    /// For `.animation(_:value:)`: effect modifiers earlier on the same chain, up to an earlier `.animation`
    /// (which governs those above it), that read `value` (all of them without `value:`), else the effects of
    /// `value` anywhere in the enclosing type.
    func chain(_ call: FunctionCallExprSyntax) -> [EffectTrait: Bool] {
        var deferred: Set<String> = []
        return chain(call, deferred: &deferred)
    }

    /// ``chain(_:)``, also giving what is left for other files when it falls back on the type: the component
    /// parameters the value is passed to and, for a member of another object, its name (``MemberRead``).
    func chain(_ call: FunctionCallExprSyntax, deferred: inout Set<String>) -> [EffectTrait: Bool] {
        let value = call.argument(labeled: "value")?.simplePath?.split(separator: ".").last.map(String.init)
        var effects: [EffectTrait: Bool] = [:]
        var base = call.memberBase
        while let current = base?.as(FunctionCallExprSyntax.self), current.calleeName != "animation" {
            // How the view's changing content is shown (`.contentTransition(.numericText())` rolls the digits).
            if current.calleeName == "contentTransition", let transition = current.firstUnlabeledArgument {
                for effect in MotionVocabulary.traits(in: transition).effects { effects[effect] = false }
            }
            if let name = current.calleeName, let effect = MotionVocabulary.effectModifiers[name] {
                if let value {
                    // Content built in the modifier (`.overlay { Circle().offset(x: on ? 10 : -10) }`) shows the
                    // value through its own innermost view modifier.
                    let pieces = [Syntax(current.arguments)] + current.closures.filter { closure in
                        !current.arguments.contains { $0.expression.id == closure.id }
                    }.map { Syntax($0) }
                    for piece in pieces {
                        for reference in piece.tokens(viewMode: .sourceAccurate) where reference.tokenKind == .identifier(value) {
                            var shown = effect
                            if let read = reference.parent?.as(DeclReferenceExprSyntax.self),
                               case let .effect(inner, innerCall) = judge.stateEffects.role(of: read),
                               innerCall.memberBase?.is(FunctionCallExprSyntax.self) == true,
                               innerCall.position >= piece.position, innerCall.endPosition <= piece.endPosition {
                                shown = inner
                            }
                            let neutralised = judge.stateEffects.isNeutralised(Syntax(reference), within: piece)
                            effects[shown] = (effects[shown] ?? true) && neutralised
                        }
                    }
                } else {
                    effects[effect] = false
                }
            }
            base = current.memberBase
        }
        if effects.isEmpty, let value, let type = judge.ancestry.innermostTypeDeclaration(of: Syntax(call)),
           let scoped = scopedUses(of: value, under: call, in: type) {
            // The view it modifies reads the value (directly, through the type's view members it names, or through
            // components): that is the animation's scope.
            deferred = scoped.passed
            effects = scoped.effects
        } else if effects.isEmpty, let value, let type = judge.ancestry.innermostTypeDeclaration(of: Syntax(call)) {
            deferred = judge.stateEffects.passedTo(value, in: type)
            // `value: model.isEditing`: the views of other files reading the member show it too.
            if let path = call.argument(labeled: "value")?.simplePath, path.contains("."), !path.hasPrefix("self.") { deferred.insert(value) }
            effects = judge.stateEffects.effects(of: value, in: type)
            // Modifiers after it on the same chain are outside its scope: what only they do is not its motion.
            for effect in Self.laterEffects(of: call, reading: value) { effects[effect] = nil }
        }
        return effects
    }

    /// The reads of `value` inside the view an `.animation(_:value:)` modifies and inside the view members of the
    /// same type that view names (`headerView`, `pill(for:)`): nil when none shows anything, or one is passed
    /// somewhere unknown (then the whole type decides, as before).
    func scopedUses(of value: String, under call: FunctionCallExprSyntax, in type: Syntax) -> StateEffects.Uses? {
        // The modified view, down its chain to an earlier `.animation` (which governs what is below it): each
        // call's arguments and closures, and the view it starts from. Each site reads only its own stretch.
        var scopes: [Syntax] = []
        var node = call.memberBase
        while let current = node {
            guard let chained = current.as(FunctionCallExprSyntax.self) else {
                scopes.append(Syntax(current))
                break
            }
            if chained.calleeName == "animation" { break }
            scopes.append(Syntax(chained.arguments))
            scopes += chained.closures.filter { closure in !chained.arguments.contains { $0.expression.id == closure.id } }.map { Syntax($0) }
            node = chained.memberBase
        }
        let file = judge.stateEffects.file
        let owner = file.ancestry.typePath(of: Syntax(call))
        let members = file.declarations.filter { $0.isView && $0.owner == owner && $0.name != "body" }
        if !members.isEmpty {
            let names = Set(members.map(\.name))
            for scope in scopes {
                for token in file.identifiers(named: names, within: scope) {
                    guard let member = members.first(where: { $0.name == token.text }),
                          let name = file.identifier(at: member.nameOffset) else { continue }
                    let declaration = member.kind == .function ? name.ancestor(FunctionDeclSyntax.self).map(Syntax.init)
                        : name.ancestor(VariableDeclSyntax.self).map(Syntax.init)
                    if let declaration, !scopes.contains(where: { $0.id == declaration.id }) { scopes.append(declaration) }
                }
            }
        }
        var found = StateEffects.Uses()
        for scope in scopes {
            for token in file.identifiers(named: [value], within: scope) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                if !judge.stateEffects.add(read: reference, of: value, in: type, depth: 0, to: &found) { return nil }
            }
        }
        return found.effects.isEmpty && found.passed.isEmpty || found.opaque ? nil : found
    }

    /// Effects of the modifiers after `call` on its chain whose arguments read `value`.
    static func laterEffects(of call: FunctionCallExprSyntax, reading value: String) -> Set<EffectTrait> {
        var found: Set<EffectTrait> = []
        var node = ExprSyntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              let next = member.parent?.as(FunctionCallExprSyntax.self) {
            if let name = next.calleeName, let effect = MotionVocabulary.effectModifiers[name],
               next.arguments.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(value) }) {
                found.insert(effect)
            }
            node = ExprSyntax(next)
        }
        return found
    }

    /// For a binding's `.animation(…)`: the effects of the state it binds (`$model.isOn` → `isOn`) in the
    /// enclosing type.
    func bound(_ call: FunctionCallExprSyntax) -> [EffectTrait: Bool] {
        guard let last = call.memberBase?.lastToken(viewMode: .sourceAccurate),
              let type = judge.ancestry.innermostTypeDeclaration(of: Syntax(call)) else { return [:] }
        let name = last.text.hasPrefix("$") ? String(last.text.dropFirst()) : last.text
        guard name.first?.isLetter == true || name.first == "_" else { return [:] }
        return judge.stateEffects.effects(of: name, in: type)
    }

    /// The component parameters the state a binding's `.animation(…)` binds is passed to, as `Type.label`.
    func boundDeferred(_ call: FunctionCallExprSyntax) -> Set<String> {
        guard let last = call.memberBase?.lastToken(viewMode: .sourceAccurate),
              let type = judge.ancestry.innermostTypeDeclaration(of: Syntax(call)) else { return [] }
        let name = last.text.hasPrefix("$") ? String(last.text.dropFirst()) : last.text
        return judge.stateEffects.passedTo(name, in: type)
    }

    /// For `withAnimation { … }` and helpers taking a body: the effects of each state the closures assign
    /// (found in the enclosing type), or, for a state no effect modifier reads, what its name says
    /// (`offset = 40` → offset); when neither tells, the names written in the closures.
    func closures(_ call: FunctionCallExprSyntax) -> [EffectTrait: Bool] {
        var effects: [EffectTrait: Bool] = [:]
        let type = judge.ancestry.innermostTypeDeclaration(of: Syntax(call))
        for closure in call.closures {
            for state in Self.assignedNames(in: closure) {
                var found = type.map { judge.stateEffects.effects(of: state, in: $0) } ?? [:]
                // A state a scroll view's position is bound to scrolls it.
                if let type, judge.stateEffects.scrollsTo(state, in: type) { found[.move] = false }
                if found.isEmpty, let effect = MotionVocabulary.effect(ofName: state) {
                    effects[effect] = false
                }
                for (effect, neutralised) in found { effects[effect] = (effects[effect] ?? true) && neutralised }
            }
            if Self.scrolls(closure) { effects[.move] = false }
        }
        if effects.isEmpty {
            for closure in call.closures {
                for effect in MotionVocabulary.traits(in: closure).effects { effects[effect] = false }
            }
        }
        return effects
    }

    /// For `withAnimation { … }`: the states its closures assign whose views are elsewhere — those nothing in the
    /// enclosing type shows, and the computed properties reading any of them — and whether every state assigned
    /// is such (so the closure's effects were only guessed from names).
    func crossFile(_ call: FunctionCallExprSyntax) -> (states: Set<String>, guessed: Bool) {
        guard let type = judge.ancestry.innermostTypeDeclaration(of: Syntax(call)) else { return ([], false) }
        var states: Set<String> = []
        var guessed = true
        var any = false
        for closure in call.closures {
            if Self.scrolls(closure) { guessed = false }
            for state in Self.assignedNames(in: closure) {
                any = true
                // A `@Binding` writes through to state its owner shows in views this type cannot see.
                if isBinding(state, in: type) { return ([], false) }
                states.formUnion(judge.stateEffects.readingProperties(of: state, in: type))
                states.formUnion(judge.stateEffects.passedTo(state, in: type))
                if judge.stateEffects.effects(of: state, in: type).isEmpty, !judge.stateEffects.scrollsTo(state, in: type) {
                    states.insert(state)
                } else {
                    guessed = false
                }
            }
        }
        return (states, any && guessed)
    }

    /// Whether the type around `call` is a view (it declares a `some View` member).
    func isInView(_ call: FunctionCallExprSyntax) -> Bool {
        let file = judge.stateEffects.file
        let owner = file.ancestry.typePath(of: Syntax(call))
        return file.declarations.contains { $0.isView && $0.owner == owner }
    }

    /// Whether a method of the type around `call` returns a value computed from one of `states`
    /// (`func isPicked(_ id: String) -> Bool { picked.contains(id) }`): views calling it show them.
    func readByValueMethods(_ states: Set<String>, around call: FunctionCallExprSyntax) -> Bool {
        guard !states.isEmpty, let type = judge.ancestry.innermostTypeDeclaration(of: Syntax(call)) else { return false }
        return judge.stateEffects.file.identifiers(named: states, within: type).contains { token in
            guard let function = token.ancestor(FunctionDeclSyntax.self), let returned = function.signature.returnClause,
                  returned.type.trimmedText != "Void", let body = function.body else { return false }
            return token.ancestor(ReturnStmtSyntax.self) != nil || body.statements.count == 1
        }
    }

    /// Whether `name` is a `@Binding` property of `type`.
    func isBinding(_ name: String, in type: Syntax) -> Bool {
        let file = judge.stateEffects.file
        guard let owner = Enclosing.typeName(type), let declaration = file.declarations.first(where: {
            $0.kind == .property && $0.name == name && ($0.owner == owner || $0.owner.hasSuffix("." + owner))
        }), let variable = file.identifier(at: declaration.nameOffset)?.ancestor(VariableDeclSyntax.self) else { return false }
        return variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "Binding" }
    }

    /// Names assigned in a closure: `x = …`, `self.x += …`, `x.toggle()`, and collections changed in place
    /// (`items.append(…)`, `items.move(fromOffsets:toOffset:)`, `selection.removeAll { … }`).
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
            case .period:
                if let next = token.nextToken(viewMode: .sourceAccurate)?.text, next == "toggle" || mutators.contains(next) { names.insert(name.text) }
            default:
                break
            }
        }
        return names
    }

    /// Methods that change a collection in place.
    static let mutators: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "move", "sort", "reverse",
        "shuffle", "swapAt", "popLast", "formUnion", "subtract", "formIntersection", "formSymmetricDifference", "update",
        "updateValue", "removeValue", "merge", "replaceSubrange",
    ]

    /// Whether a closure scrolls a scroll view (`proxy.scrollTo(id)`, `position.scrollTo(edge:)`).
    static func scrolls(_ closure: ClosureExprSyntax) -> Bool {
        closure.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("scrollTo") }
    }

    /// For `let a = CABasicAnimation(…)`: the statements of the same body that configure `a`.
    func relatedStatements(_ call: FunctionCallExprSyntax) -> (curve: Set<CurveTrait>, effects: Set<EffectTrait>) {
        guard let name = LocalBindings.boundName(of: call) else { return ([], []) }
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(CodeBlockItemListSyntax.self) { node = parent }
        guard let list = node.parent?.as(CodeBlockItemListSyntax.self) else { return ([], []) }
        var curve: Set<CurveTrait> = []
        var effects: Set<EffectTrait> = []
        for item in list where item.position > node.position && item.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) {
            let traits = MotionVocabulary.traits(in: item)
            curve.formUnion(traits.curve)
            effects.formUnion(traits.effects)
        }
        return (curve, effects)
    }
}
