import SwiftSyntax

/// Per type and state name, found on demand by scanning the type's source range for the name: where the
/// state is assigned (`x = …`, `x += …`, `x.toggle()`) and which effect modifiers read it
/// (`.offset(y: x)` → offset), directly or through a computed property of the same type
/// (`var barWidth: CGFloat { progress * 300 }` then `.frame(width: barWidth)` → size).
///
/// An effect is *neutralised* when every use holds it at rest under Reduce Motion: the state is read only in
/// the Reduce-Motion-off branch of a conditional whose other branch is a constant
/// (`.offset(y: reduceMotion ? 0 : offset)`, `.scaleEffect(reduceMotion ? 1 : scale)`).
final class StateEffects {
    /// How a state name is used inside one type.
    struct Uses {
        var assignments: [Syntax] = []
        /// Computed properties of the same type that read the state (their readers see it change too).
        var via: Set<String> = []
        /// Whether a read passes the state somewhere its effect cannot be followed.
        var opaque = false
        /// Component parameters the state is passed to (`Chip(selected: filter == .all)` → `Chip.selected`): their
        /// effects are the component's, in whichever file declares it.
        var passed: Set<String> = []
        /// Each effect the state drives, and whether every use of it is neutralised under Reduce Motion.
        var effects: [EffectTrait: Bool] = [:]

        mutating func add(_ effect: EffectTrait, neutralised: Bool) {
            effects[effect] = (effects[effect] ?? true) && neutralised
        }
    }

    let file: ParsedFile
    private let reads: ReduceMotionReads
    private var uses: [SyntaxIdentifier: [String: Uses]] = [:]
    private let roles = Ancestry.Memo<Role>()

    init(file: ParsedFile, reads: ReduceMotionReads) {
        self.file = file
        self.reads = reads
    }

    /// Assignments of `name` inside `type`.
    func assignments(to name: String, in type: Syntax) -> [Syntax] { uses(of: name, in: type, depth: 0).assignments }

    /// Whether a scroll view in `type` keeps its position in `name` (`.scrollPosition(id: $name)`,
    /// `.scrollPosition($name)`): changing it scrolls.
    func scrollsTo(_ name: String, in type: Syntax) -> Bool {
        file.identifiers(named: ["scrollPosition"], within: type).contains { token in
            guard let call = token.namedCall else { return false }
            return call.arguments.contains { argument in
                argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == name || $0.text == "$" + name }
            }
        }
    }

    /// The computed properties of `type` that read `name`, directly or through one another.
    func readingProperties(of name: String, in type: Syntax) -> Set<String> { uses(of: name, in: type, depth: 0).via }

    /// The component parameters `name` is passed to inside `type`, as `Type.label`.
    func passedTo(_ name: String, in type: Syntax) -> Set<String> { uses(of: name, in: type, depth: 0).passed }

    /// The effects reading `name` inside `type`, each with whether it is neutralised.
    func effects(of name: String, in type: Syntax) -> [EffectTrait: Bool] { uses(of: name, in: type, depth: 0).effects }

    func uses(of name: String, in type: Syntax, depth: Int) -> Uses {
        if let cached = uses[type.id]?[name] { return cached }
        uses[type.id, default: [:]][name] = Uses()
        var found = Uses()
        for token in file.identifiers(named: [name], within: type) {
            if let condition = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(OptionalBindingConditionSyntax.self),
               condition.initializer == nil, let gate = condition.ancestor(IfExprSyntax.self), Self.isViewBuilder(Syntax(gate)) {
                // `if let state { … }`: the shorthand binding gates views as a condition does.
                for (effect, neutralised) in gatedEffects(Syntax(gate)) { found.add(effect, neutralised: neutralised) }
                continue
            }
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if !add(read: reference, of: name, in: type, depth: depth, to: &found) { found.opaque = true }
            var expression = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                expression = ExprSyntax(member)
            }
            if let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
               member.declName.baseName.text == "toggle", let call = member.parent?.as(FunctionCallExprSyntax.self) {
                found.assignments.append(Syntax(call))
            } else if let list = expression.parent?.as(ExprListSyntax.self), list.first?.id == expression.id,
                      let sequence = list.parent?.as(SequenceExprSyntax.self), let second = list.dropFirst().first,
                      second.is(AssignmentExprSyntax.self)
                        || (ExprTree.operatorText(second).map { $0.hasSuffix("=") && $0 != "==" && $0 != "!=" } ?? false) {
                found.assignments.append(Syntax(sequence))
            }
        }
        uses[type.id, default: [:]][name] = found
        return found
    }

    /// Adds what one read of a state shows to `found`; false when the read is passed somewhere this rule cannot
    /// follow (an argument of a call that is neither an effect modifier nor view content: a component's
    /// initialiser, `.disabled`-like modifiers it does not know), so its effect is unknown.
    func add(read reference: DeclReferenceExprSyntax, of name: String, in type: Syntax, depth: Int, to found: inout Uses) -> Bool {
        switch role(of: reference) {
        case let .effect(effect, call):
            found.add(effect, neutralised: isNeutralised(Syntax(reference), within: Syntax(call.arguments)))
        case let .gate(gate):
            // A condition in a computed property (`var dragOffset: Double { switch direction { … } }`) passes the
            // state on to the property's readers.
            guard Self.isViewBuilder(gate) else { return follow(reference, of: name, in: type, depth: depth, to: &found) }
            for (effect, neutralised) in gatedEffects(gate) { found.add(effect, neutralised: neutralised) }
        case let .rows(forEach):
            guard Self.isViewBuilder(Syntax(forEach)), GateLayout.container(of: Syntax(forEach), file: file).moves(swap: false, sameSize: false) else { break }
            found.add(.size, neutralised: false)
        case let .local(local, scope):
            guard depth < 2, local != name else { break }
            let inner = uses(of: local, in: scope, depth: depth + 1)
            for (effect, neutralised) in inner.effects { found.add(effect, neutralised: neutralised) }
            found.via.formUnion(inner.via)
            found.passed.formUnion(inner.passed)
            if inner.opaque { found.opaque = true }
        case .content:
            found.add(.opacity, neutralised: false)
        case .other:
            return follow(reference, of: name, in: type, depth: depth, to: &found)
        }
        return true
    }

    /// A read that is no effect, gate or content: inside a computed property of the type, what the property's
    /// readers show; otherwise where it is passed (``Passage``).
    private func follow(_ reference: DeclReferenceExprSyntax, of name: String, in type: Syntax, depth: Int, to found: inout Uses) -> Bool {
        guard depth < 2, let (property, getter) = computedProperty(around: reference), property != name else {
            switch Self.passage(of: reference) {
            case .kept: return true
            case let .component(key): found.passed.insert(key); return true
            case .unknown: return false
            }
        }
        let inner = uses(of: property, in: type, depth: depth + 1)
        let neutralisedHere = isNeutralised(Syntax(reference), within: getter)
        for (effect, neutralised) in inner.effects { found.add(effect, neutralised: neutralised || neutralisedHere) }
        found.via.insert(property)
        found.via.formUnion(inner.via)
        found.passed.formUnion(inner.passed)
        if inner.opaque { found.opaque = true }
        return true
    }

    /// Where a read that is no effect, gate or content goes.
    enum Passage: Equatable {
        /// Nowhere shown: a statement, a condition outside view code, an observer's argument.
        case kept
        /// A labelled argument of a type's initialiser, `Type.label`: a component showing it as its property.
        case component(String)
        /// An argument of a call this rule cannot follow (`Toggle(isOn:)` is a component too, but not the project's).
        case unknown
    }

    /// Where a read goes when it is an argument of a call (before any closure or statement boundary):
    /// `Chip(selected: model.on)` → `Chip.selected`; observers (`onChange(of:)`, `task(id:)`, `animation(_:value:)`)
    /// only watch it.
    static func passage(of reference: DeclReferenceExprSyntax) -> Passage {
        var node = Syntax(reference)
        while let parent = node.parent {
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self)
                || parent.is(ConditionElementSyntax.self) || parent.is(AccessorBlockSyntax.self) {
                return .kept
            }
            if let list = parent.as(LabeledExprListSyntax.self), let call = list.parent?.as(FunctionCallExprSyntax.self) {
                let name = call.calleeName ?? ""
                if observers.contains(name) { return .kept }
                if let label = node.as(LabeledExprSyntax.self)?.label?.text, call.calledExpression.is(DeclReferenceExprSyntax.self),
                   name.first?.isUppercase == true {
                    return .component("\(name).\(label)")
                }
                return .unknown
            }
            node = parent
        }
        return .kept
    }

    /// Modifiers and calls whose arguments are watched or logged, never shown.
    static let observers: Set<String> = [
        "onChange", "task", "onReceive", "animation", "id", "print", "debugPrint", "assert", "precondition", "sensoryFeedback",
        "String", "LocalizedStringKey", "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityIdentifier",
        "accessibilityHidden", "allowsHitTesting", "help",
    ]

    /// What a read of a state is, found in one climb from it: an argument of an effect modifier
    /// (`.scaleEffect(x)`, `.offset(y: x ? 0 : 9)`, also through `.degrees(x)`, `CGFloat(x)`), the condition of an
    /// `if` or the subject of a `switch` that selects views, the data of a `ForEach`, the value of a local that is
    /// read in turn, content of a `Text`/`Image`/`Label`, or something else (an assignment, a computed property's body).
    enum Role {
        case effect(EffectTrait, FunctionCallExprSyntax)
        case gate(Syntax)
        case rows(FunctionCallExprSyntax)
        case local(String, Syntax)
        case content
        case other
    }

    /// Remembered for every node climbed through: the reads of a state in a chain of N modifiers share their climb.
    func role(of reference: DeclReferenceExprSyntax) -> Role {
        file.ancestry.climb(from: Syntax(reference), memo: roles, top: .other) { parent, child in role(at: parent, from: child) }
    }

    /// What reaching `parent` on the climb tells, or nil to climb on.
    private func role(at parent: Syntax, from child: Syntax) -> Role? {
        switch parent.kind {
        case .labeledExprList:
            if let call = parent.parent?.as(FunctionCallExprSyntax.self), let name = call.calleeName {
                if let effect = MotionVocabulary.effectModifiers[name], call.memberBase != nil || file.ancestry.isInsideView(Syntax(call)) {
                    return .effect(effect, call)
                }
                if call.memberBase == nil, call.calledExpression.is(DeclReferenceExprSyntax.self) {
                    if ["Text", "Image", "Label", "AsyncImage"].contains(name) { return .content }
                    // A progress bar or gauge showing the value: its fill grows.
                    if ["ProgressView", "Gauge"].contains(name), child.as(LabeledExprSyntax.self)?.label?.text == "value" { return .effect(.size, call) }
                    if name == "ForEach" { return .rows(call) }
                }
            }
            return nil
        case .conditionElementList:
            if let ifExpr = parent.parent?.as(IfExprSyntax.self) { return .gate(Syntax(ifExpr)) }
            return .other
        case .switchExpr:
            if let switchExpr = parent.as(SwitchExprSyntax.self), switchExpr.subject.id == child.id { return .gate(parent) }
            return .other
        case .initializerClause:
            // `let isSelected = selection.contains(id)` in a view builder: what reads the local reads the state.
            if let binding = parent.parent?.as(PatternBindingSyntax.self), let local = binding.pattern.as(IdentifierPatternSyntax.self),
               let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self), let item = declaration.parent?.as(CodeBlockItemSyntax.self),
               let list = item.parent?.as(CodeBlockItemListSyntax.self) {
                return .local(local.identifier.text, Syntax(list))
            }
            return nil
        case .closureExpr, .codeBlockItem, .memberBlockItem, .accessorBlock:
            return .other
        default:
            return nil
        }
    }

    /// The member computed property (not a view) whose getter holds `reference`, with the getter.
    private func computedProperty(around reference: DeclReferenceExprSyntax) -> (String, Syntax)? {
        let offset = reference.position.utf8Offset
        guard file.declarations.contains(where: { $0.isComputed && !$0.isView && $0.range.contains(offset) }) else { return nil }
        var current = reference.parent
        while let syntax = current {
            if let binding = syntax.as(PatternBindingSyntax.self) {
                guard let accessors = binding.accessorBlock,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                return (name, Syntax(accessors))
            }
            if DeclarationBoundary.isBoundary(syntax) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// Whether `node` builds views: it is in a property or function declared to return `some View` or
    /// `some ToolbarContent` (closures in between, such as `VStack { … }`, are view builders too).
    static func isViewBuilder(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.flatMap { TypeName.normalise($0.type) }.map(builtTypes.contains) ?? false
            }
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.flatMap { TypeName.normalise($0.type) }.map(builtTypes.contains) ?? false
            }
            if syntax.is(MemberBlockItemSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    /// Result builders whose content is views: a toolbar's items are views too.
    static let builtTypes: Set<String> = ["View", "ToolbarContent"]

    /// What inserting, removing or swapping the views a gate (`if`, `switch`) selects shows: each view's
    /// `.transition` (the default is a fade), neutralised when it falls back to no movement under Reduce Motion;
    /// and, where the change is not made in place, the layout moving around it (``GateLayout``).
    private func gatedEffects(_ gate: Syntax) -> [EffectTrait: Bool] {
        let branches = GateLayout.branches(of: gate)
        let container = GateLayout.container(of: gate, file: file)
        guard container != .action else { return [:] }
        var effects: [EffectTrait: Bool] = [:]
        let namespaces = self.namespaces(around: gate)
        for branch in branches {
            for item in branch {
                guard var current = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else { continue }
                // A view given the type's `@Namespace` (`TopStory(covers: coverSpace)`) matches geometry with its twin
                // across the swap: what it matches flies from one place to the other.
                if !namespaces.isEmpty, item.tokens(viewMode: .sourceAccurate).contains(where: { namespaces.contains($0.text) }) {
                    effects[.move] = false
                }
                var transition: ExprSyntax?
                while let call = current.as(FunctionCallExprSyntax.self) {
                    if call.calleeName == "transition", call.memberBase != nil, let argument = call.firstUnlabeledArgument, transition == nil {
                        transition = argument
                    }
                    // An inserted view with a matched geometry effect flies from its twin's place: movement.
                    if call.calleeName == "matchedGeometryEffect", call.memberBase != nil { effects[.move] = false }
                    guard let base = call.memberBase else { break }
                    current = base
                }
                guard let transition else {
                    effects[.opacity] = effects[.opacity] ?? true
                    continue
                }
                var neutralised = false
                if case let .ternary(condition, then, otherwise) = ExprTree(transition) {
                    let facts = reads.facts(condition)
                    let reduced = facts.whenTrue == true ? then : facts.whenFalse == true ? otherwise : nil
                    if case let .leaf(value)? = reduced {
                        neutralised = !MotionVocabulary.traits(in: value).effects.contains { $0.isMovement }
                    }
                }
                for effect in MotionVocabulary.transitionEffects(in: transition) {
                    effects[effect] = (effects[effect] ?? true) && (neutralised || !effect.isMovement)
                }
            }
        }
        let swap = branches.count > 1 && branches.allSatisfy { !$0.isEmpty }
        if container.moves(swap: swap, sameSize: swap && GateLayout.sameSize(branches)) { effects[.size] = false }
        return effects
    }

    /// The `@Namespace` properties of the type around `node`.
    private func namespaces(around node: Syntax) -> Set<String> {
        guard let type = file.ancestry.innermostTypeDeclaration(of: node) else { return [] }
        var names: Set<String> = []
        for token in file.identifiers(named: ["Namespace"], within: type) {
            guard let attribute = token.ancestor(AttributeSyntax.self), attribute.attributeName.trimmedText == "Namespace",
                  let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    /// Whether `node` sits in a conditional (inside `limit`) that yields a constant whenever Reduce Motion is
    /// on: `reduceMotion ? 0 : x`, `!reduceMotion ? x : 0`, `shown || reduceMotion ? 0 : 20`, or an `if`
    /// expression of the same shape.
    func isNeutralised(_ node: Syntax, within limit: Syntax) -> Bool {
        let state = node.firstToken(viewMode: .sourceAccurate)?.text ?? ""
        var child = node
        while let parent = child.parent, child.id != limit.id {
            if let list = parent.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true,
               let index = list.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
               let ternary = list[index].as(UnresolvedTernaryExprSyntax.self) {
                let elements = Array(list)
                let position = list.distance(from: list.startIndex, to: index)
                let facts = reads.facts(ExprTree(elements: Array(elements[..<position])))
                if facts.whenFalse == false, Self.isConstant([ternary.thenExpression], without: state) { return true }
                if facts.whenTrue == false, Self.isConstant(Array(elements[(position + 1)...]), without: state) { return true }
            } else if let ifExpr = parent.as(IfExprSyntax.self) {
                let facts = reads.facts(ifExpr.conditions)
                if facts.whenFalse == false, let value = ifExpr.body.lastExpression, Self.isConstant([value], without: state) {
                    return true
                }
                if facts.whenTrue == false, case let .codeBlock(block)? = ifExpr.elseBody,
                   let value = block.lastExpression, Self.isConstant([value], without: state) {
                    return true
                }
            }
            child = parent
        }
        return false
    }

    /// Whether expressions hold still while `state` changes: they never read it (`0`, `.zero`, `score`,
    /// `.degrees(0)`).
    static func isConstant(_ expressions: [ExprSyntax], without state: String) -> Bool {
        !expressions.contains { expression in
            expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(state) }
        }
    }
}
