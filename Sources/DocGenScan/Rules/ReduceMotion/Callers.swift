import SwiftSyntax

/// A call of a helper whose animation sites take something from their callers (an animation, a transition, a
/// Reduce Motion flag, a body closure), as the caller's file shows it: the helper's sites are judged through
/// these calls (``CallerGraph``), and the calls themselves are not sites.
struct CallerCall: Sendable {
    /// The name called: a function, or a type for an initializer call (`FadeModifier(animation: a)`).
    var name: String
    var receiver: CallReceiver
    var shape: CallShape
    /// Arguments in parentheses, then trailing closures.
    var arguments: [CallerArgument]
    /// What the caller animates through the helper: the effects of the state its closures change or, for a
    /// modifier, of the effect modifiers before it on the chain.
    var effects: [EffectTrait: Bool]
    /// `File.swift:12`, for the notes of the helper's sites.
    var place: String
    /// The function and type around the call, through whose own callers a forwarded argument is followed.
    var enclosingFunction: Declaration?
    var enclosingType: Declaration?
}

/// One argument of a ``CallerCall``.
struct CallerArgument: Sendable {
    var label: String?
    /// The argument's value as an animation or transition term.
    var term: MotionTerm
    /// The path it reads (`reduceMotion`, `!settings.calm` → `settings.calm`, negated), for its Reduce Motion
    /// polarity, decided with the final reads.
    var path: String?
    var negated = false
    /// The literal `true`/`false` when the argument is one.
    var literal: Bool?
    /// The parameter or property of the caller's own function or type that the argument passes on.
    var forwarded: String?

    /// The argument as a token function's argument, its polarity read with `reads`.
    func resolved(_ reads: ReduceMotionReads) -> TokenArgument {
        let polarity = path.flatMap { reads.polarity(ofPath: $0) }.map { $0 != negated }
        return TokenArgument(label: label, term: term, polarity: polarity, literal: literal)
    }
}

extension CallerCall {
    /// The call as its file shows it; its terms built by `builder`, its effects found by `effects`.
    init(_ call: FunctionCallExprSyntax, in file: ParsedFile, builder: MotionTermBuilder, effects: SiteEffects) {
        name = call.calleeName ?? ""
        receiver = CallReceiver(of: call, ancestry: file.ancestry)
        shape = CallShape(of: call)
        let offset = call.position.utf8Offset
        enclosingFunction = file.innermostDeclaration(of: .function, containing: offset)
        enclosingType = file.innermostDeclaration(of: .type, containing: offset)
        var expressions = call.arguments.map { ($0.label?.text, $0.expression) }
        expressions += call.closures.filter { closure in !call.arguments.contains { $0.expression.id == closure.id } }.map { (nil, ExprSyntax($0)) }
        arguments = expressions.map { label, expression in Self.argument(label: label, expression, around: Syntax(call), builder: builder) }
        if case .type = receiver {
            // An initializer's closures build views; they change no state.
            self.effects = [:]
        } else {
            var found = effects.closures(call)
            if call.memberBase != nil || !call.isMemberCall { found.merge(effects.chain(call)) { $0 && $1 } }
            self.effects = found
        }
        let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
        place = "\(fileName):\(file.location(of: call.calleeToken ?? call.firstToken(viewMode: .sourceAccurate)!).line)"
    }

    private static func argument(label: String?, _ expression: ExprSyntax, around call: Syntax, builder: MotionTermBuilder) -> CallerArgument {
        var argument = CallerArgument(label: label, term: builder.term(expression))
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { argument.literal = literal.literal.tokenKind == .keyword(.true) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!", let path = prefix.expression.simplePath {
            argument.path = path
            argument.negated = true
        } else if let path = expression.simplePath {
            argument.path = path
        }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true {
            argument.forwarded = name
        }
        return argument
    }
}

extension ParsedFile {
    /// The innermost declaration of a kind whose range holds `offset`.
    func innermostDeclaration(of kind: Declaration.Kind, containing offset: Int) -> Declaration? {
        var best: Declaration?
        for declaration in declarations where declaration.kind == kind && declaration.range.contains(offset) {
            if let current = best, current.range.count <= declaration.range.count { continue }
            best = declaration
        }
        return best
    }
}
