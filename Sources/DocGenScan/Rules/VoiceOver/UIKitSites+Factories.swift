import SwiftSyntax

/// Buttons made by a configuration, and by helper functions of the scanned code that return them: a helper that makes
/// an image-only button (`func makeCloseButton(imageName:) -> UIButton`) hands every caller a button with no name, and
/// a bar item that wraps one (`UIBarButtonItem(customView: close)`) is a control VoiceOver reads by that button.
extension UIKitSites {
    /// What a `UIButton(configuration: config)` shows by its configuration's name (`config.image = …`, a title or
    /// not), as facts about the button: an image the configuration gets counts as one the button is given.
    func configured(_ call: FunctionCallExprSyntax) -> UIKitView? {
        guard let argument = call.argument(labeled: Names.configurationLabel)?.as(DeclReferenceExprSyntax.self) else { return nil }
        let configuration = view(named: argument.baseName.text, at: Syntax(call))
        return UIKitView(facts: configuration.facts.map { fact in
            var fact = fact
            if fact.path == Names.imageProperty { fact.path = Names.setImage }
            if Names.configurationTitles.contains(fact.path) { fact.path = "configuration." + fact.path }
            return fact
        })
    }

    /// The helper functions of the file that return a button they make with only an image and no label, by name, with
    /// the reason such a button gets (`return close` after `let close = UIButton(configuration: config)`).
    func imageButtonFactories() -> [String: VoiceOverReason] {
        var found: [String: VoiceOverReason] = [:]
        for token in file.identifiers(named: [Names.button]) {
            guard let call = token.namedCall, !call.isMemberCall, let name = LocalBindings.boundName(of: call),
                  let function = call.ancestor(FunctionDeclSyntax.self),
                  function.signature.returnClause?.type.compactText.trimmingCharacters(in: ["!", "?"]) == Names.button,
                  Self.returns(name, in: function),
                  case let .decided(reason?)? = button(call)?.outcome, reason.verdict == .fail else { continue }
            found[function.name.text] = reason
        }
        return found
    }

    /// Whether a function's body ends by returning the local `name`.
    private static func returns(_ name: String, in function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return false }
        return body.lastExpression?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    /// `UIBarButtonItem(customView: close)` where `close` is made by a helper function (`let close = makeCloseButton(…)`):
    /// a site judged by the label given here to the button or the item, else by what the helper makes.
    func customViewItem(_ call: FunctionCallExprSyntax, view custom: ExprSyntax) -> LabelDraft? {
        var made: ExprSyntax? = custom
        var held: UIKitView?
        if let reference = custom.as(DeclReferenceExprSyntax.self) {
            made = LocalBindings.value(of: reference.baseName.text, before: Syntax(call))
            held = view(named: reference.baseName.text, at: Syntax(call))
        }
        guard let helper = made?.as(FunctionCallExprSyntax.self), let function = Self.helperName(helper) else { return nil }
        let item = name(of: call).map { view(named: $0, at: Syntax(call)) } ?? UIKitView(facts: [])
        let shown = held.map { item.merged($0) } ?? item
        if shown.isTitled { return nil }
        let local: VoiceOverReason? = shown.isHidden ? .hidden : shown.isLabelled ? .labelled : nil
        return LabelDraft(shape: .button, outcome: .madeBy(function: function, local: local))
    }

    /// The name of the function a call runs, when it is one of the type's own or a free function (`make(…)`,
    /// `self.make(…)`).
    private static func helperName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isLowercase == true ? name : nil
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.isSelf == true {
            return member.declName.baseName.text
        }
        return nil
    }
}
