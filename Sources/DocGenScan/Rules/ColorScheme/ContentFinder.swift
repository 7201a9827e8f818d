import SwiftSyntax

/// The text and symbols in front of a SwiftUI background in its body, each with the foreground it is given: the
/// nearest `.foregroundColor`, `.foregroundStyle` or `.tint` on its own modifiers or on a container around it (inside
/// the background's view or outside it), or none (it keeps the adaptive primary colour). What sits on a background
/// of its own inside is not in front of this one; components of their own set their colours in their own bodies.
struct ContentFinder {
    typealias Names = ColorSchemeNames
    let file: ParsedFile
    let builder: ColorTermBuilder
    private(set) var items: [ContentColor] = []
    private(set) var components = false
    /// Helpers already visited.
    private var expanded: Set<SyntaxIdentifier> = []

    /// What every background on one chain shares, remembered per chain (by its outermost call) so that a chain of
    /// many backgrounds costs its length, not its square.
    struct Cache {
        fileprivate var byChain: [SyntaxIdentifier: Chain] = [:]
        /// Per helper member, the foreground set around its uses in the type.
        fileprivate var aroundUses: [SyntaxIdentifier: ColorTerm?] = [:]
    }

    fileprivate struct Chain {
        var positions: [SyntaxIdentifier: Int]
        /// The innermost modifier that sets a background: what lies outside it is behind it, not in front.
        var firstBackground: Int?
        var primary: RGBA?
        var content: (items: [ContentColor], components: Bool)?
    }

    /// The content in front of the background `site` sets, and the colour the adaptive primary takes when a colour
    /// scheme is forced around it.
    static func content(behind site: FunctionCallExprSyntax, in file: ParsedFile,
                        cache: inout Cache) -> (items: [ContentColor], components: Bool, primary: RGBA?) {
        let nesting = file.ancestry.viewNesting(around: site)
        let own = nesting.own
        var finder = ContentFinder(file: file, builder: ColorTermBuilder(scope: file.ancestry.typePath(of: Syntax(site))))
        let key = own.last?.id ?? site.id
        if cache.byChain[key] == nil { file.ancestry.count(nesting.chains.reduce(0) { $0 + $1.count }) }
        var chain = cache.byChain[key] ?? Chain(
            positions: Dictionary(own.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first }),
            firstBackground: own.firstIndex(where: finder.setsBackground),
            primary: nesting.chains.joined().lazy.compactMap(Self.forcedPrimary).first)
        defer { cache.byChain[key] = chain }
        if let first = chain.firstBackground, first < chain.positions[site.id] ?? own.count { return ([], false, chain.primary) }
        if chain.content == nil {
            let inherited = nesting.chains.dropFirst().joined().lazy.compactMap { ViewRoles.setForeground($0, builder: finder.builder) }.first
                ?? Self.foregroundAroundUses(of: Syntax(site), in: file, builder: finder.builder, cache: &cache)
            if let subject = Self.closureSubject(of: BackdropFinder.root(of: own), in: file) {
                finder.visit(BackdropFinder.root(of: subject), chain: subject, inherited: inherited, depth: 0)
            } else {
                finder.visit(BackdropFinder.root(of: own), chain: own, inherited: inherited, depth: 0)
            }
            chain.content = (finder.items, finder.components)
        }
        return (chain.content?.items ?? [], chain.content?.components ?? false, chain.primary)
    }

    /// For a view in a helper of a type (a computed property or function, not a body): the foreground set around
    /// every use of the helper in the type (`title` used in a `VStack { … }.foregroundStyle(.white)`), which its text
    /// inherits; nil when a use has none.
    static func foregroundAroundUses(of node: Syntax, in file: ParsedFile, builder: ColorTermBuilder, cache: inout Cache) -> ColorTerm? {
        guard let member = file.ancestry.memberDeclaration(of: node), let name = Enclosing.memberName(member),
              !Names.bodies.contains(name), name != "init", let type = file.ancestry.innermostTypeDeclaration(of: member) else { return nil }
        if let known = cache.aroundUses[member.id] { return known }
        var found: ColorTerm?
        var uses = 0
        for token in file.identifiers(named: [name], within: type) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  !(member.position <= token.position && token.endPosition <= member.endPosition) else { continue }
            uses += 1
            guard let call = reference.ancestor(FunctionCallExprSyntax.self),
                  let term = file.ancestry.viewNesting(around: call).chains.joined().lazy
                      .compactMap({ ViewRoles.setForeground($0, builder: builder) }).first else {
                found = nil
                uses = -1
                break
            }
            found = found ?? term
        }
        let result = uses > 0 ? found : nil
        cache.aroundUses[member.id] = result
        return result
    }

    /// Whether `root` is the `content` parameter of a `ViewModifier`'s `body(content:)`.
    static func isModifierContent(_ root: ExprSyntax) -> Bool {
        guard let reference = root.as(DeclReferenceExprSyntax.self), case let .identifier(name) = reference.baseName.tokenKind,
              let function = reference.ancestor(FunctionDeclSyntax.self), function.name.text == "body",
              let parameter = function.signature.parameterClause.parameters.first,
              (parameter.secondName ?? parameter.firstName).text == name else { return false }
        return true
    }

    /// The view a closure-taking modifier helper hands to its closure (`view.modify { $0.background(.black) }`,
    /// `.if(flag) { view in view.background(…) }`): the chain the helper is called on, when `root` is the closure's
    /// parameter. Nil for any other root.
    static func closureSubject(of root: ExprSyntax?, in file: ParsedFile) -> [FunctionCallExprSyntax]? {
        guard let reference = root?.as(DeclReferenceExprSyntax.self), let closure = reference.ancestor(ClosureExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        let parameters = closure.signature?.parameterClause.map { clause -> [String] in
            switch clause {
            case let .simpleInput(list): list.map(\.name.text)
            case let .parameterClause(list): list.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        } ?? []
        guard name == "$0" ? parameters.isEmpty : parameters == [name] else { return nil }
        guard let helper = IteratedElements.call(taking: closure), helper.memberBase != nil else { return nil }
        let chain = file.ancestry.viewNesting(around: helper).own
        guard let position = chain.firstIndex(where: { $0.id == helper.id }), position > 0 else { return nil }
        return Array(chain[..<position])
    }

    /// White or black when `.environment(\.colorScheme, .dark)` (or `.light`) forces the scheme.
    static func forcedPrimary(_ call: FunctionCallExprSyntax) -> RGBA? {
        guard call.calleeName == "environment", call.arguments.count == 2,
              call.arguments.first?.expression.trimmedText.hasSuffix("colorScheme") == true,
              let scheme = ViewRoles.memberName(call.arguments.last?.expression) else { return nil }
        return scheme == "dark" ? .white : scheme == "light" ? .black : nil
    }

    /// Whether a modifier sets a background that is not clear.
    private func setsBackground(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName, Names.backgroundModifiers.contains(name) || name == "glassEffect" else { return false }
        return BackdropFinder.backgroundTerm(call, builder: builder).map { !$0.isClear } ?? (name == "glassEffect")
    }

    private mutating func visit(_ root: ExprSyntax?, chain: [FunctionCallExprSyntax], inherited: ColorTerm?, depth: Int) {
        file.ancestry.count()
        guard depth < 24 else { return }
        let builder = self.builder
        let foreground = chain.lazy.compactMap {
            Self.drawnWith($0, builder: builder) ?? ViewRoles.setForeground($0, builder: builder) ?? Self.setInClosure($0, builder: builder)
        }.first ?? inherited
        var role = ViewRoles.role(of: root, chain: chain)
        let call = root?.as(FunctionCallExprSyntax.self)
        if role == .part, call?.calleeName == "Image", !Self.isSymbol(call, chain: chain, colored: foreground != nil) { role = .nothing }
        if role == .component, let root, expand(root, inherited: foreground, depth: depth) { return }
        // A view modifier's `content` is the caller's view: in this body its text keeps the colour set here, or the
        // adaptive primary.
        if let root, Self.isModifierContent(root) {
            items.append(ContentColor(foreground: foreground, minimum: Contrast.text))
            return
        }
        if let name = call?.calleeName, Names.controls.contains(name), let style = Self.buttonStyle(chain) {
            if style == .custom { components = true }
            return
        }
        switch role {
        case .text:
            items.append(ContentColor(foreground: foreground, minimum: ViewRoles.isLarge([chain]) ? Contrast.large : Contrast.text))
        case .part:
            items.append(ContentColor(foreground: foreground, minimum: Contrast.large))
        case .component:
            components = true
        case .container:
            guard let call else { return }
            if let name = call.calleeName, !Names.containers.contains(name), !Names.controls.contains(name), !Names.controlParts.contains(name) {
                components = true
            }
            if let name = call.calleeName, Names.controls.contains(name), call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true {
                items.append(ContentColor(foreground: foreground, minimum: Contrast.text))
            }
            for closure in call.closures { visit(closure.statements, inherited: foreground, depth: depth + 1) }
        case .fill, .decorative, .nothing:
            return
        }
    }

    private mutating func visit(_ statements: CodeBlockItemListSyntax, inherited: ColorTerm?, depth: Int) {
        for item in statements {
            guard let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else { continue }
            visit(expression: expression, inherited: inherited, depth: depth)
        }
    }

    private mutating func visit(expression: ExprSyntax, inherited: ColorTerm?, depth: Int) {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            visit(ifExpr.body.statements, inherited: inherited, depth: depth + 1)
            switch ifExpr.elseBody {
            case let .codeBlock(block)?: visit(block.statements, inherited: inherited, depth: depth + 1)
            case let .ifExpr(nested)?: visit(expression: ExprSyntax(nested), inherited: inherited, depth: depth + 1)
            case nil: break
            }
            return
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            for switchCase in switchExpr.cases {
                if let statements = switchCase.as(SwitchCaseSyntax.self)?.statements { visit(statements, inherited: inherited, depth: depth + 1) }
            }
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            visit(expression, chain: [], inherited: inherited, depth: depth + 1)
            return
        }
        let chain = file.ancestry.viewNesting(around: call).own
        if chain.contains(where: setsBackground) { return }
        visit(BackdropFinder.root(of: chain), chain: chain, inherited: inherited, depth: depth + 1)
    }

    /// A symbol, or an asset image drawn as a template (in the foreground colour); any other picture shows its own colours.
    static func isSymbol(_ image: FunctionCallExprSyntax?, chain: [FunctionCallExprSyntax], colored: Bool) -> Bool {
        guard let image else { return false }
        if let label = image.labels.first ?? nil, ColorSchemeNames.symbolLabels.contains(label) { return true }
        return colored || chain.contains { $0.calleeName == "renderingMode" && ViewRoles.memberName($0.firstUnlabeledArgument) == "template" }
    }

    /// The foreground a closure-taking modifier helper sets on the view it hands to its closure
    /// (`.if(isMuted) { view in view.foregroundColor(.gray) }`).
    static func setInClosure(_ call: FunctionCallExprSyntax, builder: ColorTermBuilder) -> ColorTerm? {
        guard call.isMemberCall, let name = call.calleeName, !Names.presentations.contains(name), !Names.foregroundModifiers.contains(name)
        else { return nil }
        for closure in call.closures where closure.signature?.parameterClause.map({ clause -> Bool in
            switch clause {
            case let .simpleInput(names): names.count == 1
            case let .parameterClause(list): list.parameters.count == 1
            }
        }) ?? false {
            guard let value = closure.statements.lastExpressionValue else { continue }
            var current = value.as(FunctionCallExprSyntax.self)
            while let inner = current {
                if let term = ViewRoles.setForeground(inner, builder: builder) { return term }
                current = inner.memberBase?.as(FunctionCallExprSyntax.self)
            }
        }
        return nil
    }

    /// A colour or gradient laid over a view and masked by it: what the view is drawn in.
    static func drawnWith(_ call: FunctionCallExprSyntax, builder: ColorTermBuilder) -> ColorTerm? {
        guard call.calleeName == "overlay", let argument = call.arguments.first?.expression, !argument.is(ClosureExprSyntax.self) else { return nil }
        let term = builder.term(argument)
        return term.isPlainlyNotFixed ? nil : term
    }

    /// A helper of the type (a computed property or function showing views) is part of the same body: its views are
    /// visited in place. Returns false for anything else.
    private mutating func expand(_ root: ExprSyntax, inherited: ColorTerm?, depth: Int) -> Bool {
        let reference = root.as(DeclReferenceExprSyntax.self) ?? root.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
        guard let reference, reference.baseName.text.first?.isLowercase == true,
              let type = file.ancestry.innermostTypeDeclaration(of: Syntax(reference))?.asProtocol(DeclGroupSyntax.self) else { return false }
        let name = reference.baseName.text
        for item in type.memberBlock.members where Enclosing.memberName(Syntax(item.decl)) == name {
            guard expanded.insert(item.decl.id).inserted else { return true }
            if let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body {
                visit(body.statements, inherited: inherited, depth: depth + 1)
                return true
            }
            if let variable = item.decl.as(VariableDeclSyntax.self), case let .getter(statements)? = variable.bindings.first?.accessorBlock?.accessors {
                visit(statements, inherited: inherited, depth: depth + 1)
                return true
            }
            return false
        }
        return false
    }

    enum ButtonStyleKind { case system, custom }

    /// A `.buttonStyle(…)` on a control's chain that draws its own label: a prominent system style, or a custom style.
    static func buttonStyle(_ chain: [FunctionCallExprSyntax]) -> ButtonStyleKind? {
        guard let style = chain.first(where: { $0.calleeName == "buttonStyle" })?.arguments.first?.expression.trimmedText else {
            return nil
        }
        if style.contains("orderedProminent") || style.contains("glassProminent") { return .system }
        let plain = [".plain", ".borderless", ".automatic", ".bordered", ".glass", "PlainButtonStyle()", "BorderlessButtonStyle()",
                     "DefaultButtonStyle()", "BorderedButtonStyle()"]
        return plain.contains(style) ? nil : .custom
    }
}
