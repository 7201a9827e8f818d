import SwiftSyntax

/// Walks the view code of a file once, top down from each declaration that shows views (`body`, `some View`
/// properties and functions, `@ViewBuilder`s, a style's `makeBody`), carrying where each view is shown
/// (``Placement``): the images and controls it meets with their placement, the views of the scanned code it
/// uses and where, the views it passes to them, and what each declaration shows (``LabelContent``).
///
/// Each node is visited once (contents are remembered per closure), so a file costs its size.
struct ViewWalker {
    typealias Names = VoiceOverVocabulary
    let file: ParsedFile
    var images: [SyntaxIdentifier: WalkedImage] = [:]
    var controls: [SyntaxIdentifier: WalkedControl] = [:]
    var componentCalls: [WalkedComponentCall] = []
    var notes = VoiceOverNotes()
    var contentMemo: [SyntaxIdentifier: LabelContent] = [:]
    /// The locals whose values are being read for what they show, against `let a = b; let b = a`.
    var readingLocals: Set<SyntaxIdentifier> = []
    /// The images met inside the label of each control being walked, innermost control last.
    var openControls: [SyntaxIdentifier] = []
    /// The declaration being walked, by ``ComponentKey``, and the type it belongs to.
    var declaration: String?
    var declarationType: String?

    init(file: ParsedFile) { self.file = file }

    /// Walks every declaration of the file.
    mutating func walkFile() {
        for item in file.tree.statements {
            if let decl = item.item.as(DeclSyntax.self) { visit(decl, typePath: "") }
        }
    }

    private mutating func visit(_ decl: DeclSyntax, typePath: String) {
        // Preview code is shown in Xcode only: it neither holds sites nor uses views.
        if !file.previewLines.isEmpty, file.isPreview(line: file.line(of: decl)) { return }
        if let group = decl.asProtocol(DeclGroupSyntax.self) {
            let path: String
            if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                path = TypeName.normalise(extensionDecl.extendedType.compactText)
            } else if let name = Enclosing.typeName(Syntax(decl)) {
                path = typePath.isEmpty ? name : "\(typePath).\(name)"
            } else {
                return
            }
            for member in group.memberBlock.members { visit(member.decl, typePath: path) }
        } else if let config = decl.as(IfConfigDeclSyntax.self) {
            for clause in config.clauses {
                switch clause.elements {
                case let .decls(members)?: for member in members { visit(member.decl, typePath: typePath) }
                case let .statements(items)?: for item in items { if let inner = item.item.as(DeclSyntax.self) { visit(inner, typePath: typePath) } }
                default: break
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            let returns = TypeName.normalise(function.signature.returnClause?.type)
            guard Names.viewTypes.contains(returns ?? "") || Self.isViewBuilder(function.attributes)
                || function.name.text == Names.styleBody else {
                walkHostedRoots(in: body, typePath: typePath)
                return
            }
            let name = function.name.text
            let key = name == Names.styleBody ? ComponentKey.type(typePath) : ComponentKey.member(name, of: typePath)
            var scope = ViewScope(typePath: typePath, function: ComponentKey.member(name, of: typePath))
            for parameter in function.signature.parameterClause.parameters {
                let name = (parameter.secondName ?? parameter.firstName).text
                scope.parameters.insert(name)
                if let type = parameter.type.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil, type.name.text.first?.isUppercase == true {
                    scope.parameterTypes[name] = type.name.text
                }
            }
            walkDeclaration(ViewStatements.items(body.statements), key: key, scope: scope)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            // A view given as a parameter's default (`init(icon: Image = Image("open"))`) is shown where the property is.
            let scope = ViewScope(typePath: typePath)
            for parameter in initializer.signature.parameterClause.parameters {
                guard let value = parameter.defaultValue?.value, Self.mayBeView(value) else { continue }
                let key = ComponentKey.member((parameter.secondName ?? parameter.firstName).text, of: typePath)
                notes.flows.append(ViewFlow(hole: .key(key), content: content(of: value, scope: scope)))
                walk(value, .open(.key(key)), decorative: false, scope: scope)
            }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let type = TypeName.normalise(binding.typeAnnotation?.type)
                guard Names.viewTypes.contains(type ?? "") || Self.isViewBuilder(variable.attributes) || name == Names.body else { continue }
                let key = name == Names.body ? ComponentKey.type(typePath) : ComponentKey.member(name, of: typePath)
                let scope = ViewScope(typePath: typePath)
                switch binding.accessorBlock?.accessors {
                case let .getter(items)?:
                    walkDeclaration(ViewStatements.items(items), key: key, scope: scope)
                case let .accessors(accessors)?:
                    for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                        if let body = accessor.body { walkDeclaration(ViewStatements.items(body.statements), key: key, scope: scope) }
                    }
                case nil:
                    if let value = binding.initializer?.value { walkDeclaration([.expr(value)], key: key, scope: scope) }
                }
            }
        }
    }

    private static func isViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == Names.viewBuilder }
    }

    /// Walks one declaration's view code and records what it shows, and whether it is a control (a control component).
    private mutating func walkDeclaration(_ items: [CodeBlockItemSyntax.Item], key: String, scope: ViewScope) {
        declaration = key
        declarationType = scope.typePath
        let firstCall = componentCalls.count
        defer {
            declaration = nil
            declarationType = nil
        }
        let content = self.content(ofItems: items, scope: scope)
        notes.contents[key] = notes.contents[key].map { LabelContent.any([$0, content]) } ?? content
        var roots: [FunctionCallExprSyntax] = []
        if let label = controlLabel(ofItems: items, scope: scope, roots: &roots) {
            notes.controls[key] = label
        } else if content == .nothing, key == ComponentKey.type(scope.typePath), Self.adjustsByDragging(items, file: file) {
            // A custom slider (shapes only: a carousel dragged through content shows what it holds) is a control with
            // no name of its own: each place that shows it must give one.
            notes.controls[key] = .nothing
            roots = []
        } else {
            roots = []
        }
        walk(items: items, .open(.key(key)), decorative: false, scope: scope)
        for position in firstCall..<componentCalls.count { componentCalls[position].heldBy = scope.typePath }
        if notes.controls[key] == nil, let forward = forward(items, calls: componentCalls[firstCall...], scope: scope) { notes.forwards[key] = forward }
        for root in roots { controls[root.id]?.isComponentRoot = true }
        if let traits = rootTraits(items) { notes.traits[key] = traits }
    }

    /// The call a declaration's whole view is, when it is one call of a view of the scanned code.
    private func forward(_ items: [CodeBlockItemSyntax.Item], calls: ArraySlice<WalkedComponentCall>, scope: ViewScope) -> ViewForward? {
        let shown = items.compactMap(ViewStatements.expression)
        guard shown.count == 1, let expression = shown.first else { return nil }
        let chain = ViewChain(expression)
        guard case let .component(call, reference) = scope.classify(chain.root),
              let walked = calls.first(where: { $0.call.id == call.id }) else { return nil }
        return ViewForward(reference: reference, arguments: walked.arguments, named: AccessibilityFacts(chain.modifiers).ownPlacement)
    }

    // MARK: walking

    mutating func walk(items: [CodeBlockItemSyntax.Item], _ placement: Placement, decorative: Bool, scope: ViewScope) {
        let scope = scope.binding(items)
        for item in items {
            if let expression = ViewStatements.expression(item) { walk(expression, placement, decorative: decorative, scope: scope) }
        }
    }

    mutating func walk(closure: ClosureExprSyntax, _ placement: Placement, decorative: Bool, scope: ViewScope) {
        walk(items: ViewStatements.items(closure.statements), placement, decorative: decorative, scope: scope.entering(closure))
    }

    mutating func walk(_ expression: ExprSyntax, _ placement: Placement, decorative: Bool, scope: ViewScope) {
        if let branches = Self.branches(of: expression) {
            for branch in branches {
                switch branch {
                case let .items(items): walk(items: items, placement, decorative: decorative, scope: scope)
                case let .expression(inner): walk(inner, placement, decorative: decorative, scope: scope)
                }
            }
            return
        }
        walk(chain: ViewChain(expression), placement, decorative: decorative, scope: scope)
    }

    private mutating func walk(chain: ViewChain, _ placement: Placement, decorative: Bool, scope: ViewScope) {
        let facts = AccessibilityFacts(chain.modifiers)
        var inner = placement
        for modifier in chain.modifiers {
            guard let name = modifier.calleeName, Self.isHelperName(name), let token = modifier.calleeToken else { continue }
            let receiver = content(of: chain.root, scope: scope)
            componentCalls.append(WalkedComponentCall(token: token, call: modifier, reference: ViewRef(name: name, kind: .member(owner: "View")),
                                                      placement: placement, arguments: ["self": receiver], named: facts.ownPlacement))
            inner = .helper(name, label: receiver, inner: inner)
            break
        }
        let here = facts.ownPlacement ?? inner
        let inside = facts.containerPlacement ?? inner
        switch scope.classify(chain.root) {
        case let .image(call):
            images[call.id] = images[call.id] ?? WalkedImage(call: call, placement: here, decorative: decorative, helpers: facts.helpers)
            if let control = openControls.last { controls[control]?.labelImages.append(call) }
        case let .asyncImage(call):
            // The loaded picture is an image of its own (the site); a placeholder in its closures is another.
            if let token = call.calleeToken {
                componentCalls.append(WalkedComponentCall(token: token, call: call, reference: ViewRef(name: token.text, kind: .type(scope: scope.typePath)),
                                                          placement: here, arguments: [:], named: facts.ownPlacement, decorative: decorative))
            }
            for closure in call.closures { walk(closure: closure, here, decorative: decorative, scope: scope) }
        case let .label(call):
            walk(label: call, inside, decorative: decorative, scope: scope)
        case let .control(call):
            walk(control: call, facts: facts, here: here, decorative: decorative, scope: scope)
        case let .picker(call):
            walk(picker: call, facts: facts, here: here, decorative: decorative, scope: scope)
        case let .container(call):
            for closure in call.closures { walk(closure: closure, inside, decorative: decorative, scope: scope) }
        case let .component(call, reference):
            notes.uses.append(ViewUse(reference: reference, placement: here))
            if let control = openControls.last { controls[control]?.labelComponents.append(reference) }
            // The type's name is the site of `RemoteImage.url(address)`, not the constructor's.
            if let token = call.memberBase?.as(DeclReferenceExprSyntax.self)?.baseName ?? call.calleeToken {
                var arguments: [String: LabelContent] = [:]
                for (position, argument) in call.arguments.enumerated() {
                    arguments[argument.label?.text ?? "#\(position)"] = content(of: argument.expression, scope: scope)
                }
                if let trailing = call.trailingClosure { arguments["#trailing"] = content(ofClosure: trailing, scope: scope) }
                componentCalls.append(WalkedComponentCall(token: token, call: call, reference: reference, placement: here,
                                                          arguments: arguments, named: facts.ownPlacement, decorative: decorative))
            }
            flow(call, into: reference, shownAt: here, decorative: decorative, scope: scope)
        case let .reference(reference, call):
            notes.uses.append(ViewUse(reference: reference, placement: here))
            if let control = openControls.last { controls[control]?.labelComponents.append(reference) }
            if let call { flow(call, into: reference, shownAt: here, decorative: decorative, scope: scope) }
            if case .anyMember = reference.kind, let call, let base = call.memberBase, let token = call.calleeToken,
               case let .reference(receiver, _) = scope.classify(ViewChain(base).root) {
                // `rowLabel.wrapped {}`: a helper modifier of `View` on a view the type holds.
                let label = content(of: base, scope: scope)
                componentCalls.append(WalkedComponentCall(token: token, call: call, reference: ViewRef(name: reference.name, kind: .member(owner: "View")),
                                                          placement: here, arguments: ["self": label], named: facts.ownPlacement))
                notes.uses.append(ViewUse(reference: receiver, placement: .helper(reference.name, label: label, inner: here)))
            }
        case .text, .silent, .local, .other:
            break
        }
        walk(modifiers: chain, facts: facts, inner: inner, inside: inside, decorative: decorative, scope: scope)
    }

    /// The closures and view arguments passed to a view of the scanned code: what they show goes where the parameter they
    /// fill is used, in the callee shown where this call (`caller`) is.
    private mutating func flow(_ call: FunctionCallExprSyntax, into callee: ViewRef, shownAt caller: Placement, decorative: Bool, scope: ViewScope) {
        for (position, argument) in call.arguments.enumerated() {
            let label = argument.label?.text
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                send(closure: closure, to: .argument(of: callee, label: label, position: position, trailing: false, caller: caller),
                     decorative: decorative, scope: scope)
            } else if Self.mayBeView(argument.expression) {
                let hole = Hole.argument(of: callee, label: label, position: position, trailing: false, caller: caller)
                notes.flows.append(ViewFlow(hole: hole, content: content(of: argument.expression, scope: scope)))
                walk(argument.expression, .open(hole), decorative: decorative, scope: scope)
            } else if Self.localView(argument.expression, scope: scope) != nil {
                // A view kept in a local (`let cancel = Image(systemName: "xmark")`) passed on by its name.
                let hole = Hole.argument(of: callee, label: label, position: position, trailing: false, caller: caller)
                notes.flows.append(ViewFlow(hole: hole, content: content(of: argument.expression, scope: scope)))
            }
        }
        let count = call.arguments.count
        if let trailing = call.trailingClosure {
            send(closure: trailing, to: .argument(of: callee, label: nil, position: count, trailing: true, caller: caller), decorative: decorative,
                 scope: scope)
        }
        for (offset, extra) in call.additionalTrailingClosures.enumerated() {
            send(closure: extra.closure, to: .argument(of: callee, label: extra.label.text, position: count + 1 + offset, trailing: false, caller: caller),
                 decorative: decorative, scope: scope)
        }
    }

    private mutating func send(closure: ClosureExprSyntax, to hole: Hole, decorative: Bool, scope: ViewScope) {
        notes.flows.append(ViewFlow(hole: hole, content: content(ofClosure: closure, scope: scope)))
        walk(closure: closure, .open(hole), decorative: decorative, scope: scope)
    }

    /// The view a local of the view code holds, when a bare name reads one: its value is a view
    /// (`let cancel = Image(systemName: "xmark")`) or a closure run in place that returns one (`let mark: some View = { … }()`).
    static func localView(_ expression: ExprSyntax, scope: ViewScope) -> ExprSyntax? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), scope.locals.contains(reference.baseName.text),
              let value = LocalBindings.value(of: reference.baseName.text, before: Syntax(reference)) else { return nil }
        if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.is(ClosureExprSyntax.self), call.arguments.isEmpty { return value }
        return mayBeView(value) ? value : nil
    }

    /// Whether an argument may be a view (`Image(…)`, `Row()`, `rowLabel`), not a value (`item.title`, `42`).
    private static func mayBeView(_ expression: ExprSyntax) -> Bool {
        let root = ViewChain(expression).root
        guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return false }
        return name.first?.isUppercase == true && !call.isMemberCall
    }

    private static func isHelperName(_ name: String) -> Bool {
        Names.mayBeHelper(name) && !ViewChain.isImplicitModifier(name)
    }
}

/// An image met by the walk, and where it is shown.
struct WalkedImage {
    var call: FunctionCallExprSyntax
    var placement: Placement
    var decorative: Bool
    var helpers: [String]
}

/// A control met by the walk.
struct WalkedControl {
    var call: FunctionCallExprSyntax
    /// Where the control itself is shown (its own label or hiding included).
    var placement: Placement
    /// What its label shows (`.text` for a title).
    var label: LabelContent
    /// Its own accessibility label or hiding.
    var named: Placement?
    var saysState: Bool
    var helpers: [String]
    /// Whether it is the whole view of its declaration, which is then a control component: its calls are the sites.
    var isComponentRoot = false
    /// The images in its label, and `Label` icons in it, written in the same declaration.
    var labelImages: [FunctionCallExprSyntax] = []
    /// The declaration it is written in, by ``ComponentKey``, and that declaration's type.
    var declaration: String?
    var heldBy: String?
    /// The views of the scanned code its label shows (`Button { OptionRow(isSelected: on) }`), whose own images may show a
    /// state (a selection mark) the control must say.
    var labelComponents: [ViewRef] = []
}

/// A call of a view of the scanned code (`CloseButton()`) or of a helper modifier (`.buttonize {}`), which is a
/// site when what it calls turns out to be a control.
struct WalkedComponentCall {
    var token: TokenSyntax
    var call: FunctionCallExprSyntax
    var reference: ViewRef
    var placement: Placement
    /// What its arguments show, by label (`#0` for the first unlabelled, `self` for a modifier's receiver).
    var arguments: [String: LabelContent]
    var named: Placement?
    /// In a background, overlay or mask.
    var decorative = false
    /// The type whose view code holds the call.
    var heldBy: String?
}
