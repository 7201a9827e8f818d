import SwiftSyntax

/// A number written in code (a duration), as far as its file shows it: literals, arithmetic, locals and
/// constants; names defined elsewhere stay symbolic until ``NumberEvaluator`` resolves them.
indirect enum NumberTerm: Sendable, Hashable {
    /// A literal or a range of values (`Double.random(in: 0.5...0.9)`).
    case between(Double, Double)
    /// A constant or property to resolve (`Constants.Animation.defaultAnimationTime`, `animateToMiddleTime`).
    case token(SymbolReference)
    /// Arithmetic on two numbers.
    case binary(Character, NumberTerm, NumberTerm)
    /// Either of several values (a conditional).
    case either([NumberTerm])
    /// A value only known when the app runs (a local reassigned, a notification's value, a parameter), with
    /// the name that holds it.
    case runtime(String)
    /// The durations an animation factory passed by reference is applied to (found in every file's calls),
    /// or the name `fallback` when no call applies it.
    case applied(AppliedDuration, fallback: String)
    /// A property of a number (`7.seconds`, `2.minutes`): a computed property of an extension of a number type,
    /// evaluated with the number as `self`.
    case unit(NumberTerm, String)
    /// A stored property read on a parameter of its type (`config.duration`, `config: EmitterConfig`): the default
    /// its declaration gives (`var duration: TimeInterval = 3.0`), when nothing in the project sets it otherwise.
    case storedDefault(SymbolReference)
}

/// Reads number expressions into ``NumberTerm``s.
struct NumberTermBuilder {
    /// The path of the type the expression is written in.
    let scope: String
    /// The file it is written in, to find the calls of a function whose parameter gives the value; nil for a
    /// definition read from the index.
    var file: ParsedFile?

    /// Wrappers that keep a number (`TimeInterval(x)`, `x as Double`).
    static let numberTypes: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval", "CFTimeInterval", "Int"]

    func term(_ expression: ExprSyntax, depth: Int = 0) -> NumberTerm {
        guard depth < 12 else { return .runtime(expression.trimmedText) }
        if let float = expression.as(FloatLiteralExprSyntax.self), let value = Double(float.literal.text.replacingOccurrences(of: "_", with: "")) {
            return .between(value, value)
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self), let value = Double(integer.literal.text.replacingOccurrences(of: "_", with: "")) {
            return .between(value, value)
        }
        if let cast = expression.as(AsExprSyntax.self) { return term(cast.expression, depth: depth + 1) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return .binary("-", .between(0, 0), term(prefix.expression, depth: depth + 1))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return term(only.expression, depth: depth + 1)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return .either([term(ternary.thenExpression, depth: depth + 1), term(ternary.elseExpression, depth: depth + 1)])
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return self.sequence(Array(sequence.elements), depth: depth) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call, depth: depth) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return name(reference, depth: depth) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           base.is(IntegerLiteralExprSyntax.self) || base.is(FloatLiteralExprSyntax.self) || base.is(TupleExprSyntax.self) {
            return .unit(term(base, depth: depth + 1), member.declName.baseName.text)
        }
        if expression.is(MemberAccessExprSyntax.self), let path = expression.simplePath {
            var names = path.split(separator: ".").map(String.init)
            if names.first == "self" { names.removeFirst() }
            guard let root = names.first else { return .runtime(path) }
            if names.count == 2, file != nil, let value = LocalNumbers.assignedMember(names[1], of: root, before: Syntax(expression)) {
                // `out.beginTime = d / 1.5` earlier in the body, then `group.duration = d + out.beginTime`.
                return term(elements: value)
            }
            if names.count > 1, let type = parameterType(of: root, at: expression) {
                return .storedDefault(SymbolReference(root: .type(type), path: Array(names.dropFirst()), scope: scope, written: path))
            }
            let reference = root.first?.isUppercase == true ? SymbolReference.Root.type(root) : .member(owner: scope)
            return .token(SymbolReference(root: reference, path: root.first?.isUppercase == true ? Array(names.dropFirst()) : names,
                                          scope: scope, written: path))
        }
        return .runtime(expression.trimmedText)
    }

    /// The term of an expression written as the elements of a sequence (the right-hand side of an assignment).
    func term(elements: [ExprSyntax]) -> NumberTerm { sequence(elements, depth: 0) }

    /// `a + b`, `a * 2`, `c ? a : b` as a flat sequence: the ternary binds loosest, then `+ -`, then `* /`.
    private func sequence(_ elements: [ExprSyntax], depth: Int) -> NumberTerm {
        if elements.count == 1 { return term(elements[0], depth: depth + 1) }
        if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) {
            return .either([term(ternary.thenExpression, depth: depth + 1), sequence(Array(elements[(index + 1)...]), depth: depth + 1)])
        }
        if let index = elements.firstIndex(where: { $0.is(UnresolvedAsExprSyntax.self) }), index > 0 {
            return sequence(Array(elements[..<index]), depth: depth + 1)
        }
        for operators in [["+", "-"], ["*", "/"]] {
            if let index = elements.lastIndex(where: { operators.contains(ExprTree.operatorText($0) ?? "") }), index > 0,
               let symbol = ExprTree.operatorText(elements[index])?.first {
                return .binary(symbol, sequence(Array(elements[..<index]), depth: depth + 1), sequence(Array(elements[(index + 1)...]), depth: depth + 1))
            }
        }
        return .runtime(elements.map(\.trimmedText).joined(separator: " "))
    }

    /// `TimeInterval(x)`, `Double.random(in: a...b)`, `max(a, b)`; any other call is only known at run time.
    private func call(_ call: FunctionCallExprSyntax, depth: Int) -> NumberTerm {
        let name = call.calleeName ?? ""
        if Self.numberTypes.contains(name), !call.isMemberCall, call.arguments.count == 1, let only = call.arguments.first {
            return term(only.expression, depth: depth + 1)
        }
        if name == "random", let range = call.argument(labeled: "in"), let sequence = range.as(SequenceExprSyntax.self),
           sequence.elements.count == 3 {
            let bounds = [sequence.elements.first, sequence.elements.last].compactMap { $0 }.map { term($0, depth: depth + 1) }
            if case let .between(low, _) = bounds[0], case let .between(_, high) = bounds[1] { return .between(low, high) }
        }
        if ["max", "min"].contains(name), !call.isMemberCall, call.arguments.count == 2 {
            return .either(call.arguments.map { term($0.expression, depth: depth + 1) })
        }
        return .runtime(call.trimmedText)
    }

    /// A name: a local constant (followed to its value), a local variable assigned again (known at run time),
    /// a parameter (supplied by callers), or a property of the enclosing type (resolved later).
    private func name(_ reference: DeclReferenceExprSyntax, depth: Int) -> NumberTerm {
        let name = reference.baseName.text
        if name.first?.isUppercase == true { return .runtime(name) }
        if let local = LocalNumbers.binding(of: name, before: Syntax(reference)) {
            if local.reassigned { return .runtime(name) }
            guard let value = local.value else { return .runtime(name) }
            return term(value, depth: depth + 1)
        }
        if LocalBindings.isParameter(name, around: Syntax(reference)) { return callers(supplying: name, at: reference, depth: depth) }
        return .token(SymbolReference(root: .member(owner: scope), path: [name], scope: scope, written: name))
    }
}

extension NumberTermBuilder {
    /// The type a parameter of the enclosing function or initializer is declared with, when it is a named type of
    /// the project (`config: EmitterConfig`, `style: Theme.Motion?`), not a number.
    func parameterType(of name: String, at node: ExprSyntax) -> String? {
        guard file != nil else { return nil }
        var current = node.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            let parameters = syntax.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? syntax.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters {
                guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
                var type = parameter.type
                if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
                let written = type.trimmedText
                guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self), written.first?.isUppercase == true,
                      !Self.numberTypes.contains(written), !written.contains("<") else { return nil }
                return written
            }
            current = syntax.parent
        }
        return nil
    }

    /// A parameter of the enclosing function (`func fade(after delay: TimeInterval)`): the values the calls of the
    /// function in the same file pass for it, or its default where a call leaves it out; known at run time only
    /// when nothing calls it here.
    func callers(supplying name: String, at reference: DeclReferenceExprSyntax, depth: Int) -> NumberTerm {
        guard let file, depth < 8, let function = reference.ancestor(FunctionDeclSyntax.self),
              let position = function.signature.parameterClause.parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name })
        else { return .runtime(name) }
        let parameters = function.signature.parameterClause.parameters
        let parameter = parameters[position]
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        let index = parameters.distance(from: parameters.startIndex, to: position)
        var values: [NumberTerm] = []
        for token in file.identifiers(named: [function.name.text]) {
            guard let call = token.namedCall, !Syntax(call).isInside(Syntax(function)) else { continue }
            // `UIView.animate(withDuration:)` beside a helper `animate(withDuration:)` calls UIKit, not the helper.
            if let base = call.memberBase, !Self.isOwnReceiver(base, of: function, in: file) { continue }
            let arguments = Array(call.arguments)
            let argument = label.map { label in arguments.first { $0.label?.text == label } }
                ?? (index < arguments.count && arguments[index].label == nil ? arguments[index] : nil)
            let caller = NumberTermBuilder(scope: file.ancestry.typePath(of: Syntax(call)), file: file)
            if let argument {
                values.append(caller.term(argument.expression, depth: depth + 1))
            } else if let value = parameter.defaultValue?.value {
                values.append(NumberTermBuilder(scope: scope, file: file).term(value, depth: depth + 1))
            }
        }
        // Called nowhere in this file: the calls that pass the function by reference (`Animation.spring(_:)`) with
        // a `duration:` give the value, in any file.
        if values.isEmpty { return .applied(.passed(reference: DurationCalls.reference(of: function)), fallback: name) }
        return values.count == 1 ? values[0] : .either(values)
    }

    /// Whether a call's receiver is the function's own type: `self`, `Self`, or the type's name.
    static func isOwnReceiver(_ base: ExprSyntax, of function: FunctionDeclSyntax, in file: ParsedFile) -> Bool {
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName else { return false }
        if name.tokenKind == .keyword(.self) || name.tokenKind == .keyword(.Self) { return true }
        return file.ancestry.typePath(of: Syntax(function)).split(separator: ".").last.map(String.init) == name.text
    }
}

private extension Syntax {
    /// Whether the node lies inside `other`.
    func isInside(_ other: Syntax) -> Bool {
        other.position <= position && endPosition <= other.endPosition
    }
}

/// Locals bound before a node in its function: their value, and whether the body assigns them again.
enum LocalNumbers {
    struct Binding {
        var value: ExprSyntax?
        var reassigned: Bool
    }

    /// The local `let`/`var` named `name` declared before `node`; a `var` assigned anywhere in the function
    /// after its declaration (`duration = keyboardDuration`) only has its value at run time.
    static func binding(of name: String, before node: Syntax) -> Binding? {
        var current = node
        while let parent = current.parent, !DeclarationBoundary.isBoundary(parent) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.position >= current.position { break }
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        let isVar = declaration.bindingSpecifier.tokenKind == .keyword(.var)
                        return Binding(value: binding.initializer?.value, reassigned: isVar && assigns(name, in: list, after: item))
                    }
                }
            }
            current = parent
        }
        return nil
    }

    /// The value last assigned to `base.member` by a statement of an enclosing body before `node`
    /// (`outAnimation.beginTime = cfDuration / 1.5`), as the elements of its right-hand side.
    static func assignedMember(_ member: String, of base: String, before node: Syntax) -> [ExprSyntax]? {
        var current = node
        while let parent = current.parent, !DeclarationBoundary.isBoundary(parent) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                var found: [ExprSyntax]?
                for item in list {
                    if item.position >= current.position { break }
                    guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)
                        ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) else { continue }
                    let elements = Array(sequence.elements)
                    guard elements.count > 2, elements[1].is(AssignmentExprSyntax.self),
                          elements[0].simplePath == "\(base).\(member)" else { continue }
                    found = Array(elements.dropFirst(2))
                }
                if let found { return found }
            }
            current = parent
        }
        return nil
    }

    /// Whether `name = …` is written in the statements after `item` (in nested blocks too).
    private static func assigns(_ name: String, in list: CodeBlockItemListSyntax, after item: CodeBlockItemSyntax) -> Bool {
        for later in list where later.position > item.position {
            var previous: TokenSyntax?
            for token in later.tokens(viewMode: .sourceAccurate) {
                defer { previous = token }
                guard let previous, previous.tokenKind == .identifier(name),
                      previous.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period else { continue }
                if token.tokenKind == .equal { return true }
                if case let .binaryOperator(op) = token.tokenKind, op.hasSuffix("="), !["==", "!=", "<=", ">="].contains(op) { return true }
            }
        }
        return false
    }
}
