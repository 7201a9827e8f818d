import SwiftSyntax

/// Where an animation factory gets its duration when the code passes the factory itself rather than calling
/// it: `init(duration: TimeInterval, animation: @escaping (TimeInterval) -> Animation = Animation.linear(duration:))`
/// and `Model(duration: 0.8, animation: Animation.spring(_:))` apply the factory to the call's `duration:`.
enum AppliedDuration: Sendable, Hashable {
    /// The default value of parameter `label` of `callee` (a function, or a type for its initializer): applied
    /// to the `duration:` of each call that leaves the parameter out.
    case defaultOf(callee: String, label: String)
    /// A function of the scanned code passed by reference (`spring(_:)`): applied to the `duration:` of each
    /// call that passes it.
    case passed(reference: String)
}

/// A call with a `duration:` argument, as its file shows it.
struct DurationCall: Sendable, Hashable {
    /// The called name: the function, or the type for an initializer.
    var callee: String
    /// The argument labels written.
    var labels: Set<String>
    /// The `duration:` argument.
    var duration: NumberTerm
    /// The functions passed by reference as arguments, written with their argument names (`spring(_:)`).
    var references: Set<String>
}

/// The calls with a `duration:` argument of every file (the motion-spec analysis's notes and context).
struct DurationCalls: Sendable {
    var calls: [DurationCall] = []

    mutating func merge(_ other: DurationCalls) { calls += other.calls }

    /// The durations an applied factory gets: one term per call that applies it.
    func durations(_ applied: AppliedDuration) -> [NumberTerm] {
        switch applied {
        case let .defaultOf(callee, label):
            calls.filter { $0.callee == callee && !$0.labels.contains(label) }.map(\.duration)
        case let .passed(reference):
            calls.filter { $0.references.contains(reference) }.map(\.duration)
        }
    }

    /// Every call of a file that writes a `duration:` argument.
    static func collect(_ file: ParsedFile) -> DurationCalls {
        var found = DurationCalls()
        for token in file.identifiers(named: [MotionDurations.durationProperty]) {
            guard let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let callee = call.calleeName else { continue }
            let builder = NumberTermBuilder(scope: file.ancestry.typePath(of: Syntax(call)), file: file)
            let references = call.arguments.compactMap { Self.reference($0.expression) }
            found.calls.append(DurationCall(callee: callee, labels: Set(call.arguments.compactMap { $0.label?.text }),
                                            duration: builder.term(argument.expression), references: Set(references)))
        }
        return found
    }

    /// A function passed by reference with its argument names (`Animation.spring(_:)` → `spring(_:)`).
    static func reference(_ expression: ExprSyntax) -> String? {
        let reference = expression.as(MemberAccessExprSyntax.self)?.declName ?? expression.as(DeclReferenceExprSyntax.self)
        guard let reference, let names = reference.argumentNames else { return nil }
        return reference.baseName.text + "(" + names.arguments.map { $0.name.text + ":" }.joined() + ")"
    }

    /// How a function is written by reference (`static func spring(_ duration: TimeInterval)` → `spring(_:)`).
    static func reference(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}
