import SwiftSyntax

/// Finds what lies behind a SwiftUI foreground in its body: a background or fill on the view's own modifiers,
/// then on the containers around it (a `.background`, a `.listRowBackground`, a `ZStack`'s first child, the view
/// an `.overlay` sits on, a `.borderedProminent` button's tint), then — for a helper (a computed property or a
/// function of the type) — around each of its uses in the type; a `View`'s `body`, a `ButtonStyle`'s `makeBody`
/// and a `ViewModifier`'s `body(content:)` are the edges of a body. When nothing is found above, backgrounds set
/// inside the view's own content count. Answers are remembered per chain and per helper, so a file costs its size.
struct BackdropFinder {
    typealias Names = ColorSchemeNames
    let file: ParsedFile
    private var layersByChain: [SyntaxIdentifier: Backdrop?] = [:]
    private var aboveByNode: [SyntaxIdentifier: Backdrop?] = [:]
    private var aroundUses: [SyntaxIdentifier: Backdrop?] = [:]
    private var visiting: Set<SyntaxIdentifier> = []

    init(file: ParsedFile) { self.file = file }

    /// What lies behind the view `call` styles.
    mutating func behind(_ call: FunctionCallExprSyntax) -> Backdrop {
        let chain = Self.chain(file.ancestry.viewNesting(around: call).own)
        site = call.id
        tintChain = call.calleeName == "tint" ? chain.last?.id : nil
        defer { (site, tintChain) = (nil, nil) }
        if let own = layers(of: chain) {
            if case let .styled(style, line, _) = own { return .styled(style, line: line, otherwise: beyond(chain)) }
            return own
        }
        if let app = appModifiers(in: chain) { return .styled(app.style, line: app.line, otherwise: beyond(chain)) }
        return beyond(chain)
    }

    /// What lies behind a chain's view beyond its own modifiers: above it in its body, else inside its content.
    private mutating func beyond(_ chain: [FunctionCallExprSyntax]) -> Backdrop {
        if let top = chain.last, let above = above(Syntax(top)) { return above }
        if let root = Self.root(of: chain), let below = below(root) { return below }
        return .system
    }

    /// The foreground being judged: a prominent button's `.tint` is its fill, not what lies behind it.
    private var site: SyntaxIdentifier?
    /// The chain (by its outermost call) of the foreground being judged when that foreground is a `.tint`.
    private var tintChain: SyntaxIdentifier?

    /// The view a chain styles: its first call, or the base of its first modifier (`configuration.label`); nil when
    /// the chain styles `self` (a modifier called without a base in a view or a view modifier).
    static func root(of chain: [FunctionCallExprSyntax]) -> ExprSyntax? {
        guard let first = chain.first else { return nil }
        if first.isMemberCall {
            var base = first.memberBase
            while let postfix = base?.as(PostfixIfConfigExprSyntax.self) { base = postfix.base }
            return base
        }
        return Names.foregroundModifiers.contains(first.calleeName ?? "") ? nil : ExprSyntax(first)
    }

    /// A chain with the modifiers of the `#if` blocks in it (`view #if os(iOS) .background(…) #endif .padding()`) and
    /// the chain before them, innermost first.
    static func chain(_ chain: [FunctionCallExprSyntax]) -> [FunctionCallExprSyntax] {
        guard let postfix = chain.first?.memberBase?.as(PostfixIfConfigExprSyntax.self) else { return chain }
        var before: [FunctionCallExprSyntax] = []
        var base = postfix.base
        while let call = base?.as(FunctionCallExprSyntax.self) {
            before.insert(call, at: 0)
            base = call.memberBase
        }
        if let inner = base?.as(PostfixIfConfigExprSyntax.self), let first = before.first ?? nil, first.memberBase?.id == inner.id {
            before = self.chain(before)
        }
        var clauses: [FunctionCallExprSyntax] = []
        for clause in postfix.config.clauses {
            guard case let .postfixExpression(expression)? = clause.elements else { continue }
            var calls: [FunctionCallExprSyntax] = []
            var current = expression.as(FunctionCallExprSyntax.self)
            while let call = current {
                calls.insert(call, at: 0)
                current = call.memberBase?.as(FunctionCallExprSyntax.self)
            }
            clauses += calls
        }
        return before + clauses + chain
    }

    // MARK: a view's own modifiers

    /// The background on a chain's modifiers (the innermost one that is not clear), remembered per chain.
    mutating func layers(of chain: [FunctionCallExprSyntax]) -> Backdrop? {
        guard let top = chain.last else { return nil }
        // A prominent button's own tint is judged without its fill, so that answer is not the chain's for other views.
        let ownTint = tintChain == top.id
        if !ownTint, let known = layersByChain[top.id] { return known }
        var found: Backdrop?
        for call in chain {
            file.ancestry.count()
            if let layer = layer(of: call, in: chain) {
                found = layer
                break
            }
        }
        if !ownTint { layersByChain[top.id] = found }
        return found
    }

    /// The app's own view modifiers on a chain (`.cardStyle()` declared in an extension of `View`, `.modifier(Card())`):
    /// the backgrounds their bodies set, read when sites are finished; what lies behind shows when they set none.
    private func appModifiers(in chain: [FunctionCallExprSyntax]) -> (style: ColorTerm, line: Int)? {
        var found: [ColorTerm] = []
        var line: Int?
        let scope = file.ancestry.typePath(of: Syntax(chain[0]))
        for call in chain.flatMap({ $0.trailingClosure == nil ? [$0] : Self.handedOn(by: $0) }) where call.isMemberCall {
            guard let name = call.calleeName, !Names.foregroundModifiers.contains(name), !Names.backgroundModifiers.contains(name),
                  !Names.presentations.contains(name), !ColorVocabulary.keeping.contains(name) else { continue }
            let reference: SymbolReference
            if name == "modifier" {
                guard let made = call.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self), let type = made.calleeName,
                      type.first?.isUppercase == true else { continue }
                reference = SymbolReference(root: .type(type), path: [], scope: scope, written: type)
            } else {
                reference = SymbolReference(root: .type("View"), path: [name], scope: scope, written: "." + name)
            }
            let builder = ColorTermBuilder(scope: scope)
            let arguments = name == "modifier" ? [] : call.arguments.map { argument in
                ColorArgument(label: argument.label?.text, color: builder.term(argument.expression), scalar: builder.scalar(argument.expression),
                              written: scope + ":" + argument.expression.trimmedText)
            }
            found.append(.viewModifier(reference, arguments: arguments))
            line = line ?? call.calleeToken.map { file.line(of: $0) }
        }
        guard let line, !found.isEmpty else { return nil }
        return (found.count == 1 ? found[0] : .choice(key: nil, found), line)
    }

    /// The modifiers a closure-taking helper on a chain applies to the view it hands to its closure
    /// (`.modify { view in if grid { view.tileStyle() } else { view.rowStyle() } }`): each branch's calls on the
    /// closure's parameter, without a trailing closure of their own.
    static func handedOn(by helper: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        guard helper.isMemberCall, let closure = helper.trailingClosure, let clause = closure.signature?.parameterClause else { return [] }
        let names: [String] = switch clause {
        case let .simpleInput(list): list.map(\.name.text)
        case let .parameterClause(list): list.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        guard names.count == 1, let parameter = names.first else { return [] }
        var found: [FunctionCallExprSyntax] = []
        for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.text == parameter {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var node = Syntax(reference)
            // `view.a().b()`: every call made on the parameter, outwards.
            while let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id,
                  let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id {
                if call.trailingClosure == nil { found.append(call) }
                node = Syntax(call)
            }
        }
        return found
    }

    /// The background one modifier sets, if it sets one.
    private func layer(of call: FunctionCallExprSyntax, in chain: [FunctionCallExprSyntax]) -> Backdrop? {
        guard let name = call.calleeName, call.isMemberCall || file.ancestry.isInsideView(Syntax(call)) else { return nil }
        let builder = ColorTermBuilder(scope: file.ancestry.typePath(of: Syntax(call)))
        let line = call.calleeToken.map { file.line(of: $0) } ?? file.line(of: call)
        if Names.backgroundModifiers.contains(name) {
            guard let term = Self.backgroundTerm(call, builder: builder), !term.isClear else { return nil }
            return .layer(term, line: line)
        }
        if name == "glassEffect" { return .layer(.adaptive(AdaptiveColor(what: "glass")), line: line) }
        if name == "buttonStyle", let style = call.arguments.first?.expression.trimmedText {
            if style.contains("borderedProminent") || style.contains("BorderedProminent") {
                let tint = chain.first { $0.calleeName == "tint" }
                // A prominent button's tint is its fill: judged against what lies behind the button.
                if let tint, tint.id == site { return nil }
                let fill = tint?.arguments.first?.expression
                return .layer(fill.map { builder.term($0) } ?? .adaptive(AdaptiveColor(what: "the accent colour")), line: line)
            }
            if style.hasSuffix("bordered") || style.contains("BorderedButtonStyle") || style.contains("glass") {
                return .layer(.adaptive(AdaptiveColor(what: "a bordered button's fill")), line: line)
            }
            // A style of the app's own draws what its makeBody draws; when it draws nothing, what lies behind shows.
            guard ContentFinder.buttonStyle(chain) == .custom, let argument = call.arguments.first?.expression,
                  let reference = Self.styleReference(argument, scope: builder.scope) else { return nil }
            return .styled(.buttonStyle(reference), line: line, otherwise: .system)
        }
        // A modifier whose closure gets the view (`.modify { view in view.background(…) }`).
        guard call.isMemberCall, !Names.presentations.contains(name), !Names.foregroundModifiers.contains(name) else { return nil }
        for closure in call.closures where closure.signature?.parameterClause.map(Self.parameterCount) == 1 {
            if let inner = backgrounds(within: Syntax(closure)) { return inner }
        }
        return nil
    }

    /// The style a `.buttonStyle(…)` argument names: a static member of `ButtonStyle` or a type constructed.
    static func styleReference(_ argument: ExprSyntax, scope: String) -> SymbolReference? {
        guard let path = ValuePath(argument) else { return nil }
        switch path.root {
        case .implicit:
            guard let first = path.steps.first, first.call == nil else { return nil }
            return SymbolReference(root: .type("ButtonStyle"), path: [first.name], scope: scope, written: path.written)
        case let .name(name, _):
            guard name.first?.isUppercase == true, path.steps.first?.name == name else { return nil }
            return SymbolReference(root: .type(name), path: [], scope: scope, written: name)
        case .selfReference:
            return nil
        }
    }

    private static func parameterCount(_ clause: ClosureSignatureSyntax.ParameterClause) -> Int {
        switch clause {
        case let .simpleInput(names): names.count
        case let .parameterClause(list): list.parameters.count
        }
    }

    /// The colour a background modifier sets: its first argument, or the first view of its content closure.
    static func backgroundTerm(_ call: FunctionCallExprSyntax, builder: ColorTermBuilder) -> ColorTerm? {
        if let first = call.arguments.first, first.label == nil || first.label?.text == "content", !first.expression.is(ClosureExprSyntax.self) {
            return builder.term(first.expression)
        }
        if let closure = call.trailingClosure ?? call.closures.first {
            guard let view = BuilderViews.first(in: closure.statements) else { return .clear }
            return builder.term(view)
        }
        if call.arguments.isEmpty, call.calleeName == "background" { return .adaptive(AdaptiveColor(what: "the default background")) }
        return nil
    }

    // MARK: containers around a view

    /// The background found climbing from `node` to the edge of its body, remembered per node climbed from.
    private mutating func above(_ node: Syntax) -> Backdrop? {
        if let known = aboveByNode[node.id] { return known }
        var current = node
        // The node the climb last started from: inside whichever closure is reached next.
        var start = node
        var found: Backdrop?
        climbing: while let parent = current.parent {
            file.ancestry.count()
            if DeclarationBoundary.isBoundary(parent) {
                found = aroundUses(of: parent)
                break
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let owner = ViewChains.callOwning(closure), let name = owner.calleeName else {
                    current = parent
                    continue
                }
                if Names.presentations.contains(name) { break }
                if name == "ZStack", let first = firstChild(of: closure, behind: start) {
                    found = first
                    break
                }
                switch container(owner, name: name) {
                case let .found(backdrop):
                    found = backdrop
                    break climbing
                case let .climb(from):
                    current = from
                    start = from
                }
                continue
            }
            if parent.is(LabeledExprListSyntax.self), let owner = parent.parent?.as(FunctionCallExprSyntax.self) {
                switch container(owner, name: owner.calleeName ?? "") {
                case let .found(backdrop):
                    found = backdrop
                    break climbing
                case let .climb(from):
                    current = from
                    start = from
                }
                continue
            }
            current = parent
        }
        aboveByNode[node.id] = found
        return found
    }

    private enum Step {
        case found(Backdrop)
        case climb(from: Syntax)
    }

    /// What a container call around the view says: the background of the view an overlay sits on, or of the
    /// container's own modifiers; otherwise climb on from the top of the container's chain.
    private mutating func container(_ owner: FunctionCallExprSyntax, name: String) -> Step {
        let chain = file.ancestry.viewNesting(around: owner).own
        let top = Syntax(chain.last ?? owner)
        if name == "background" || name == "mask" { return .climb(from: top) }
        if let layer = layers(of: chain) {
            if case let .styled(style, line, _) = layer { return .found(.styled(style, line: line, otherwise: above(top) ?? .system)) }
            return .found(layer)
        }
        if name == "overlay", let root = Self.root(of: chain), Self.isFill(root) {
            let term = ColorTermBuilder(scope: file.ancestry.typePath(of: Syntax(root))).term(root)
            if !term.isClear { return .found(.layer(term, line: file.line(of: root))) }
        }
        if let app = appModifiers(in: chain) { return .found(.styled(app.style, line: app.line, otherwise: above(top) ?? .system)) }
        return .climb(from: top)
    }

    /// Whether a view is a fill: a colour, a shape, a gradient, a picture or a `ZStack` of them.
    static func isFill(_ root: ExprSyntax) -> Bool {
        guard let path = ValuePath(root) else { return false }
        let name: String = switch path.root {
        case .implicit: path.steps.first?.name ?? ""
        case let .name(name, _): name
        case .selfReference: ""
        }
        if ColorVocabulary.colorTypes.contains(name) || ColorTermBuilder.builtin(name) != nil { return true }
        return ColorVocabulary.shapes.contains(name) || ColorVocabulary.gradients.contains(name) || ColorVocabulary.pictures[name] != nil
            || name == "ZStack" || name == "Group"
    }

    /// The first child of a `ZStack`, when `child` (a node inside the stack's closure) is not in it.
    private func firstChild(of closure: ClosureExprSyntax, behind child: Syntax) -> Backdrop? {
        firstChild(in: closure.statements, behind: child, depth: 0)
    }

    /// The bottom layer of a stack's statements for a view in one of them: the first statement when the view is in a
    /// later one; inside the first statement's `if` or `switch` branch that holds the view, that branch's first.
    private func firstChild(in statements: CodeBlockItemListSyntax, behind child: Syntax, depth: Int) -> Backdrop? {
        guard depth < 8, let position = statements.firstIndex(where: { $0.position <= child.position && child.endPosition <= $0.endPosition })
        else { return nil }
        if position == statements.startIndex {
            let item = statements[position].item
            let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
            if let ifExpr = expression?.as(IfExprSyntax.self) {
                var blocks = [ifExpr.body]
                var next = ifExpr.elseBody
                while let current = next {
                    switch current {
                    case let .codeBlock(block): blocks.append(block); next = nil
                    case let .ifExpr(nested): blocks.append(nested.body); next = nested.elseBody
                    }
                }
                guard let block = blocks.first(where: { $0.position <= child.position && child.endPosition <= $0.endPosition }) else { return nil }
                return firstChild(in: block.statements, behind: child, depth: depth + 1)
            }
            if let switchExpr = expression?.as(SwitchExprSyntax.self) {
                for switchCase in switchExpr.cases {
                    guard let caseSyntax = switchCase.as(SwitchCaseSyntax.self), caseSyntax.position <= child.position,
                          child.endPosition <= caseSyntax.endPosition else { continue }
                    return firstChild(in: caseSyntax.statements, behind: child, depth: depth + 1)
                }
            }
            return nil
        }
        guard let first = BuilderViews.first(in: statements) else { return nil }
        // A layout view draws nothing: what lies behind the stack shows through.
        if let path = ValuePath(first), case let .name(name, _) = path.root, ColorVocabulary.drawsNothing.contains(name) { return nil }
        let term = ColorTermBuilder(scope: file.ancestry.typePath(of: Syntax(first))).term(first)
        return term.isClear ? nil : .layer(term, line: file.line(of: first))
    }

    // MARK: helpers used in the type

    /// At the edge of a member: for a helper of a type (not a `body`, `makeBody` or initialiser), the backgrounds
    /// around its uses in the type; nil when none of them has one.
    private mutating func aroundUses(of member: Syntax) -> Backdrop? {
        guard let name = Enclosing.memberName(member), !Names.bodies.contains(name), name != "init",
              let type = file.ancestry.innermostTypeDeclaration(of: member) else { return nil }
        if let known = aroundUses[member.id] { return known }
        guard !visiting.contains(member.id) else { return nil }
        visiting.insert(member.id)
        var results: [Backdrop?] = []
        for token in file.identifiers(named: [name], within: type) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), !(member.position <= token.position && token.endPosition <= member.endPosition)
            else { continue }
            var use = Syntax(reference)
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                // `model.icon` is another value's member, not a use of this type's helper.
                guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                use = Syntax(access)
            }
            if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id { use = Syntax(call) }
            results.append(backdrop(around: use))
        }
        visiting.remove(member.id)
        let found = results.compactMap { $0 }
        let answer: Backdrop? = found.isEmpty ? nil : (found.count == results.count && found.count == 1 ? found[0]
            : .either(results.map { $0 ?? .system }))
        aroundUses[member.id] = answer
        return answer
    }

    /// The background around a use of a helper: the modifiers applied to it, then its containers.
    private mutating func backdrop(around use: Syntax) -> Backdrop? {
        if let access = use.parent?.as(MemberAccessExprSyntax.self), access.base?.id == use.id,
           let outer = access.parent?.as(FunctionCallExprSyntax.self) {
            return backdrop(of: file.ancestry.viewNesting(around: outer).own)
        }
        if let call = use.as(FunctionCallExprSyntax.self) { return backdrop(of: file.ancestry.viewNesting(around: call).own) }
        return above(use)
    }

    /// A chain's own background, else what lies above it (also when a style or modifier of the app draws none).
    private mutating func backdrop(of chain: [FunctionCallExprSyntax]) -> Backdrop? {
        switch layers(of: chain) {
        case let .styled(style, line, _)?: return .styled(style, line: line, otherwise: chain.last.flatMap { above(Syntax($0)) } ?? .system)
        case let own?: return own
        case nil:
            let above = chain.last.flatMap { self.above(Syntax($0)) }
            guard let app = appModifiers(in: chain) else { return above }
            return .styled(app.style, line: app.line, otherwise: above ?? .system)
        }
    }

    // MARK: inside the view

    /// A background set inside the view's own content (a container's closures, or a helper of the type it names).
    private mutating func below(_ root: ExprSyntax) -> Backdrop? {
        if let call = root.as(FunctionCallExprSyntax.self) {
            for closure in call.closures { if let found = backgrounds(within: Syntax(closure)) { return found } }
            return nil
        }
        guard let reference = root.as(DeclReferenceExprSyntax.self),
              let type = file.ancestry.innermostTypeDeclaration(of: Syntax(reference))?.asProtocol(DeclGroupSyntax.self) else { return nil }
        let name = reference.baseName.text
        for item in type.memberBlock.members where Enclosing.memberName(Syntax(item.decl)) == name {
            return backgrounds(within: Syntax(item.decl))
        }
        return nil
    }

    /// The background modifiers (glass effects and glass button styles) inside `node` that set something other than clear: in the
    /// branches of an `if #available` or a `.modify { view in … }`, each is one of the backgrounds.
    private func backgrounds(within node: Syntax) -> Backdrop? {
        var found: [Backdrop] = []
        for token in file.identifiers(named: Names.backgroundModifiers.union(["glassEffect", "buttonStyle"]), within: node) {
            guard let call = token.namedCall, call.isMemberCall else { continue }
            if token.text == "glassEffect" {
                found.append(.layer(.adaptive(AdaptiveColor(what: "glass")), line: file.line(of: token)))
                continue
            }
            if token.text == "buttonStyle" {
                // A glass button style chosen in a branch draws the button on glass (its tint is the glass's).
                if let style = call.arguments.first?.expression.trimmedText, style.contains("glass") || style.contains("Glass") {
                    found.append(.layer(.adaptive(AdaptiveColor(what: "a glass button")), line: file.line(of: token)))
                }
                continue
            }
            let builder = ColorTermBuilder(scope: file.ancestry.typePath(of: Syntax(call)))
            if let term = Self.backgroundTerm(call, builder: builder), !term.isClear { found.append(.layer(term, line: file.line(of: token))) }
        }
        switch found.count {
        case 0: return nil
        case 1: return found[0]
        default: return .either(found)
        }
    }
}
