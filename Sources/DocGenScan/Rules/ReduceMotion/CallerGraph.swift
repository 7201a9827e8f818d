import SwiftParser
import SwiftSyntax

/// The calls of every helper whose sites take something from their callers, each matched to the helper it
/// calls by its receiver and arguments (``DefinitionIndex/accepts(_:shape:for:)``), never by name alone; and
/// what each caller gives the helper's parameters (a function's) or stored properties (a type's, through its
/// initializer), followed through helpers that pass their own parameters on (`fade(_ a:)` calling
/// `FadeModifier(animation: a)`).
struct CallerGraph: Sendable {
    private var calls: [Declaration: [CallerCall]] = [:]
    private var parameters: [Declaration: [Declaration.Parameter]] = [:]
    private let reads: ReduceMotionReads

    /// What one caller gives a helper: its arguments by parameter or property name, what it animates through
    /// it, and where it is.
    struct Binding: Sendable {
        var arguments: [String: TokenArgument]
        var effects: [EffectTrait: Bool]
        var place: String
    }

    static let empty = CallerGraph(reads: ReduceMotionReads(configured: [], environmentNames: [], feeds: []))

    private init(reads: ReduceMotionReads) { self.reads = reads }

    /// The graph of `calls` to the helpers in `helpers`, matched through `index`.
    init(calls found: [CallerCall], helpers: Set<Declaration>, index: DefinitionIndex, reads: ReduceMotionReads) {
        self.reads = reads
        var byName: [String: [Declaration]] = [:]
        for helper in helpers { byName[helper.name, default: []].append(helper) }
        for call in found {
            for helper in byName[call.name] ?? [] where index.accepts(call.receiver, shape: call.shape, for: helper) {
                calls[helper, default: []].append(call)
                if helper.kind == .function, parameters[helper] == nil { parameters[helper] = index.details(of: helper).parameters }
            }
        }
    }

    /// Whether any call of `helper` was found.
    func isCalled(_ helper: Declaration) -> Bool { !(calls[helper]?.isEmpty ?? true) }

    /// Every caller of `helper`, following forwarded arguments up to three helpers out.
    func bindings(of helper: Declaration, depth: Int = 0) -> [Binding] {
        guard depth < 4, let found = calls[helper] else { return [] }
        var result: [Binding] = []
        for call in found {
            let own = arguments(of: call, to: helper)
            let outer = forwardingHelper(of: call, own: own).map { bindings(of: $0, depth: depth + 1) } ?? []
            guard !outer.isEmpty else {
                result.append(Binding(arguments: own.mapValues { $0.resolved(reads) }, effects: call.effects, place: call.place))
                continue
            }
            for binding in outer {
                let arguments = own.mapValues { argument in argument.forwarded.flatMap { binding.arguments[$0] } ?? argument.resolved(reads) }
                result.append(Binding(arguments: arguments, effects: call.effects.isEmpty ? binding.effects : call.effects, place: binding.place))
            }
        }
        return result
    }

    /// The caller's own function (or type) when the call passes on one of its parameters (or stored properties)
    /// and that helper is called in turn.
    private func forwardingHelper(of call: CallerCall, own: [String: CallerArgument]) -> Declaration? {
        let forwarded = Set(own.values.compactMap(\.forwarded))
        guard !forwarded.isEmpty else { return nil }
        if let function = call.enclosingFunction, isCalled(function),
           parameters[function]?.contains(where: { forwarded.contains($0.name) }) == true {
            return function
        }
        if let type = call.enclosingType, isCalled(type) { return type }
        return nil
    }

    /// The call's arguments by the name of the parameter (or stored property) each fills; parameters left out
    /// take their default value.
    private func arguments(of call: CallerCall, to helper: Declaration) -> [String: CallerArgument] {
        var result: [String: CallerArgument] = [:]
        guard helper.kind == .function else {
            for argument in call.arguments { if let label = argument.label { result[label] = argument } }
            return result
        }
        let parameters = parameters[helper] ?? []
        guard let positions = call.shape.positions(in: parameters) else { return result }
        for (argument, position) in zip(call.arguments, positions) { result[parameters[position].name] = argument }
        for parameter in parameters where result[parameter.name] == nil {
            guard let value = parameter.defaultValue else { continue }
            let expression = Parser.parse(source: value).statements.first?.item.as(ExprSyntax.self)
            let builder = MotionTermBuilder(conditions: ConditionReader(reads: reads), scope: helper.owner)
            var argument = CallerArgument(label: parameter.label, term: expression.map { builder.term($0) } ?? .opaque)
            if value == "true" || value == "false" { argument.literal = value == "true" }
            if value.hasPrefix("!") { argument.path = String(value.dropFirst()); argument.negated = true } else { argument.path = value }
            result[parameter.name] = argument
        }
        return result
    }
}
