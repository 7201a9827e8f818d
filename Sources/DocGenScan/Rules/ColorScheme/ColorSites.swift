import SwiftSyntax

/// Finds the colour-scheme sites of one file: `.preferredColorScheme(…)`, SwiftUI foregrounds (`.foregroundColor`,
/// `.foregroundStyle`, `.tint`, a `CircularProgressViewStyle(tint:)`) with what lies behind them, SwiftUI backgrounds
/// (`.background`, `.listRowBackground`) with the text in front of them, and UIKit's (``UIKitColors``).
struct ColorSites {
    typealias Names = ColorSchemeNames
    let file: ParsedFile
    private var backdrops: BackdropFinder
    private var uiKit: UIKitColors
    /// Whether the text of a chain is large, per chain (by its outermost call): every foreground on a chain shares it.
    private var largeByChain: [SyntaxIdentifier: Bool] = [:]
    private var contents = ContentFinder.Cache()

    init(file: ParsedFile) {
        self.file = file
        backdrops = BackdropFinder(file: file)
        uiKit = UIKitColors(file: file)
    }

    /// The backgrounds the file's UIKit types give their own view (complete once ``drafts()`` has run).
    var roots: TypeRoots { uiKit.roots }

    /// Every site of the file, in source order.
    mutating func drafts() -> [SiteDraft<ColorDraft>] {
        var drafts: [SiteDraft<ColorDraft>] = []
        for token in file.identifiers(named: Names.siteNames) {
            let found: (shape: ColorDraft.Shape, kind: String, argument: String)?
            switch token.text {
            case "preferredColorScheme": found = scheme(token)
            case "CircularProgressViewStyle": found = progressStyle(token)
            case "background", "listRowBackground": found = background(token)
            case "backgroundColor": found = uiKit.site(token)
            case _ where Names.uiKitForegrounds[token.text] != nil: found = uiKit.site(token)
            // `textLayer.foregroundColor = …`: a `CATextLayer`'s text colour, an assignment rather than a modifier.
            case "foregroundColor" where token.namedCall == nil: found = uiKit.site(token)
            default: found = foreground(token)
            }
            guard let found else { continue }
            let site = ScanSite.drafted(rule: ColorSchemeRule.id, in: file, at: token, kind: found.kind,
                                        enclosing: file.ancestry.enclosingName(of: Syntax(token)), argument: found.argument)
            drafts.append(SiteDraft(site: site, pending: ColorDraft(shape: found.shape, platform: PlatformConditions.platform(of: Syntax(token)))))
        }
        return drafts
    }

    private func isModifier(_ call: FunctionCallExprSyntax) -> Bool {
        call.isMemberCall || file.ancestry.isInsideView(Syntax(call))
    }

    private func builder(at node: some SyntaxProtocol) -> ColorTermBuilder {
        ColorTermBuilder(scope: file.ancestry.typePath(of: Syntax(node)))
    }

    /// `.preferredColorScheme(X)`: a literal scheme forces one; so does one a developer flag chooses
    /// (`usesDark ? .dark : nil`); `nil`, a value, or a scheme chosen by comparing a setting with `.dark` follows the
    /// person's choice.
    private func scheme(_ token: TokenSyntax) -> (ColorDraft.Shape, String, String)? {
        guard let call = token.namedCall, isModifier(call), let argument = call.arguments.first?.expression else { return nil }
        return (.scheme(forced: Self.forces(argument)), "forced-scheme", argument.collapsedText)
    }

    static func forces(_ argument: ExprSyntax) -> Bool {
        let literal: (ExprSyntax) -> Bool = { expression in
            ["dark", "light"].contains(ViewRoles.memberName(expression) ?? "")
        }
        if literal(argument) { return true }
        let condition: [ExprSyntax]
        let branches: [ExprSyntax]
        if let ternary = argument.as(TernaryExprSyntax.self) {
            condition = [ternary.condition]
            branches = [ternary.thenExpression, ternary.elseExpression]
        } else if let sequence = argument.as(SequenceExprSyntax.self), let mark = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                  let ternary = sequence.elements[mark].as(UnresolvedTernaryExprSyntax.self) {
            condition = Array(sequence.elements[..<mark])
            branches = [ternary.thenExpression] + sequence.elements[sequence.elements.index(after: mark)...]
        } else {
            return false
        }
        guard branches.contains(where: literal) else { return false }
        // A setting compared with a scheme mirrors the person's choice; a plain flag is the developer's.
        let compares = condition.contains { element in
            element.tokens(viewMode: .sourceAccurate).contains { $0.text == "==" || $0.text == "!=" }
                || ColorTermBuilder.readsAppearance(element) && element.tokens(viewMode: .sourceAccurate).contains { $0.text.contains("colorScheme") }
        }
        return !compares
    }

    /// A SwiftUI foreground modifier on text, a symbol or a control (not a shape's fill, a mask or a decorative image;
    /// a swipe action's tint is the fill its white title is drawn on).
    private mutating func foreground(_ token: TokenSyntax) -> (ColorDraft.Shape, String, String)? {
        guard let call = token.namedCall, isModifier(call), !call.arguments.isEmpty else { return nil }
        let nesting = file.ancestry.viewNesting(around: call)
        for container in nesting.containers {
            let owner: FunctionCallExprSyntax
            switch container {
            case let .closure(_, closureOwner, _): owner = closureOwner
            case let .argument(argumentOwner): owner = argumentOwner
            }
            if owner.calleeName == "mask" { return nil }
            if owner.calleeName == "swipeActions", token.text == "tint" { return swipeTint(call) }
        }
        let chain = nesting.own
        let root = BackdropFinder.root(of: chain)
        let role = ViewRoles.role(of: root, chain: chain)
        if role == .fill || role == .decorative { return nil }
        guard let term = ViewRoles.foregroundTerm(call, builder: builder(at: call)), !term.isPlainlyNotFixed else { return nil }
        // A tint on text with no control in it colours the text's links: text, not a control tint.
        let tintsLinks = token.text == "tint" && Self.showsOnlyText(root, role: role)
        let minimum: Double = if !tintsLinks, token.text == "tint" || token.text == "accentColor" || role == .part {
            Contrast.large
        } else {
            isLarge(nesting) ? Contrast.large : Contrast.text
        }
        let behind = backdrops.behind(call)
        return (.foreground(term, behind: behind, minimum: minimum), "foreground", Self.argument(call))
    }

    /// Whether a view is text, or a stack holding text and no control or indicator (where a tint colours the text's
    /// links).
    static func showsOnlyText(_ root: ExprSyntax?, role: ViewRoles.Role) -> Bool {
        if role == .text { return root?.as(FunctionCallExprSyntax.self)?.calleeName.map(Names.textViews.contains) ?? false }
        guard role == .container, let call = root?.as(FunctionCallExprSyntax.self), let name = call.calleeName,
              ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group"].contains(name) else { return false }
        var texts = 0
        for token in call.tokens(viewMode: .sourceAccurate) {
            guard case let .identifier(identifier) = token.tokenKind, identifier.first?.isUppercase == true,
                  token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
                    || token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftBrace else { continue }
            if Names.textViews.contains(identifier) { texts += 1 }
            if Names.controls.contains(identifier) || Names.controlParts.contains(identifier) { return false }
        }
        return texts > 0
    }

    /// A swipe action's `.tint(F)`: the system fills the action's button with the tint and draws its title and icon in
    /// white on it, so white is judged against the tint at 3:1 (a control tint).
    private func swipeTint(_ call: FunctionCallExprSyntax) -> (ColorDraft.Shape, String, String)? {
        guard let tint = ViewRoles.foregroundTerm(call, builder: builder(at: call)), !tint.isPlainlyNotFixed else { return nil }
        let line = call.calleeToken.map { file.line(of: $0) } ?? file.line(of: call)
        return (.fill(tint, under: .fixed(.white, ".white"), line: line, minimum: Contrast.large), "foreground", Self.argument(call))
    }

    private mutating func isLarge(_ nesting: ViewNesting) -> Bool {
        guard let top = nesting.own.last?.id else { return ViewRoles.isLarge(nesting.chains) }
        if let known = largeByChain[top] { return known }
        file.ancestry.count(nesting.chains.reduce(0) { $0 + $1.count })
        let large = ViewRoles.isLarge(nesting.chains)
        largeByChain[top] = large
        return large
    }

    /// `CircularProgressViewStyle(tint: X)`: the indicator's colour, a foreground of 3:1.
    private mutating func progressStyle(_ token: TokenSyntax) -> (ColorDraft.Shape, String, String)? {
        guard let style = token.namedCall, let tint = style.argument(labeled: "tint"),
              let modifier = style.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let term = builder(at: style).term(tint)
        guard !term.isPlainlyNotFixed else { return nil }
        return (.foreground(term, behind: backdrops.behind(modifier), minimum: Contrast.large), "foreground", tint.collapsedText)
    }

    /// A SwiftUI background (`.background(B)`, `.listRowBackground(B)`) and the text and symbols in front of it.
    private mutating func background(_ token: TokenSyntax) -> (ColorDraft.Shape, String, String)? {
        guard let call = token.namedCall, isModifier(call), let term = BackdropFinder.backgroundTerm(call, builder: builder(at: call)),
              !term.isPlainlyNotFixed else { return nil }
        let content = ContentFinder.content(behind: call, in: file, cache: &contents)
        guard !content.items.isEmpty || content.components else { return nil }
        return (.background(term, content: content.items, components: content.components, primary: content.primary), "background",
                Self.argument(call))
    }

    static func argument(_ call: FunctionCallExprSyntax) -> String {
        Array(call.arguments).filter { !$0.expression.is(ClosureExprSyntax.self) }.map(\.collapsedText).joined(separator: " ")
    }
}
