import SwiftSyntax

extension ViewWalker {
    /// `LazyImage(url: url) { state in if let image = state.image { image.resizable().accessibilityLabel(name) } }`: the
    /// loaded picture is labelled (or hidden) in the content closure, on the image value the closure is given (a chain
    /// whose root is a value such as `image` or `phase.image`, not a view made there such as a placeholder or
    /// `Color.gray`): VoiceOver reads that label.
    static func namesLoadedImage(_ call: FunctionCallExprSyntax, file: ParsedFile) -> Placement? {
        valueModifiers(of: call, named: [Names.labelModifier, Names.hiddenModifier], file: file).lazy
            .compactMap { AccessibilityFacts([$0]).ownPlacement }.first
    }

    /// The trait the content closure of a loaded image gives the image value it is given (`image.accessibilityAddTraits(
    /// .isButton)`): a tap on the loaded image is then on a button.
    static func traitOfLoadedImage(_ call: FunctionCallExprSyntax, file: ParsedFile) -> VoiceOverReason? {
        guard Names.mayLoadImage(call.calleeName ?? ""), Names.loadsFromURL(call) else { return nil }
        for modifier in valueModifiers(of: call, named: [Names.traitsModifier], file: file) {
            if case let .reason(reason) = LabelChains.traitFact(modifier) { return reason }
        }
        return nil
    }

    /// The modifiers named `names` that the content closures of a loading view apply to the image value they are given
    /// (a chain rooted in a value such as `image` or `phase.image`), in source order.
    private static func valueModifiers(of call: FunctionCallExprSyntax, named names: Set<String>, file: ParsedFile) -> [FunctionCallExprSyntax] {
        call.closures.flatMap { closure in
            file.identifiers(named: names, within: Syntax(closure)).compactMap { token -> FunctionCallExprSyntax? in
                guard let modifier = token.namedCall, modifier.isMemberCall,
                      isValue(ViewChain(ExprSyntax(file.ancestry.chainTop(of: modifier))).root) else { return nil }
                return modifier
            }
        }
    }

    /// Whether a chain's root is a value (`image`, `state.image`), not a view or type (`ProgressView()`, `Color.gray`).
    private static func isValue(_ root: ExprSyntax) -> Bool {
        var current = root
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
        guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name.first?.isLowercase == true
    }
}
