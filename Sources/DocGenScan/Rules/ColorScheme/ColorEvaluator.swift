import SwiftSyntax

/// What a colour is once its names are resolved.
enum ColorValue: Sendable, Hashable {
    /// The same in light and dark mode.
    case fixed(RGBA)
    /// Follows the appearance, or cannot be paired with a number (semantic, asset, system hue, material).
    case adaptive(AdaptiveColor)
    /// `.clear`: nothing.
    case clear
    /// A view that is not a colour (an image, a video, a component).
    case view(String)
    /// Known only at run time.
    case runtime(String)
    /// Supplied by the callers of a component.
    case supplied(String)
    /// A name no scanned declaration defines.
    case unresolved(String)
}

/// One possible value of a colour, with the alternatives of conditions it assumes (`key` → the branch taken), so
/// that a foreground and a background chosen by the same condition are paired branch by branch.
struct Shade: Sendable, Hashable {
    var value: ColorValue
    var assumptions: [String: Int] = [:]
    /// Branches a `default:` case assumes not taken, by key.
    var exclusions: [String: Set<Int>] = [:]

    /// Whether two shades can hold together: no condition taken both ways.
    func agrees(with other: Shade) -> Bool {
        for (key, branch) in assumptions {
            if other.assumptions[key].map({ $0 != branch }) ?? false { return false }
            if other.exclusions[key]?.contains(branch) == true { return false }
        }
        for (key, branch) in other.assumptions where exclusions[key]?.contains(branch) == true { return false }
        return true
    }

    var fixed: RGBA? {
        if case let .fixed(color) = value { return color }
        return nil
    }
}

/// The arguments a token function was called with, each with the bindings it must be read in.
struct ColorBindings: Sendable {
    struct Bound: Sendable {
        var argument: ColorArgument
        var outer: ColorBindings
    }

    var values: [String: Bound] = [:]
    static let none = ColorBindings()

    /// The arguments of a call bound to the parameters of the function it calls: by label, else by position when the
    /// argument at that position carries the parameter's label (none for an unlabelled parameter).
    init(parameters: [Declaration.Parameter], arguments: [ColorArgument], outer: ColorBindings) {
        for (position, parameter) in parameters.enumerated() {
            let argument = parameter.label.flatMap { label in arguments.first { $0.label == label } }
                ?? (position < arguments.count && arguments[position].label == parameter.label ? arguments[position] : nil)
            if let argument { values[parameter.name] = Bound(argument: argument, outer: outer) }
        }
    }

    init() {}
}

/// Evaluates ``ColorTerm``s when sites are finished, resolving tokens through the ``DefinitionIndex`` of every file:
/// palette files, theme objects reached through `@Environment`, colour extensions, token functions, protocols whose
/// conforming types each define the colour, and packages.
struct ColorEvaluator: Sendable {
    let index: DefinitionIndex
    let resolver: ColorResolver
    /// The values stored properties are given where their types are made.
    let constructions: ColorConstructions
    private let terms = ConcurrentMemo<Declaration, ColorTerm>()
    private let scalars = ConcurrentMemo<Declaration, ScalarTerm>()
    private let tokens = ConcurrentMemo<Declaration, [Shade]>()
    /// A definition read this close to the site (the site's own token or helper call, or one modifier of it) keeps the
    /// fixed fallback its `guard` returns for missing data; deeper (a helper that is itself another value's fallback, a
    /// value the callers pass) only its values.
    static let directDepth = 2
    private let conformers = ConcurrentMemo<String, [String]>()
    private let madeByCallers = ConcurrentMemo<Declaration, [Shade]?>()
    private let madeInType = ConcurrentMemo<Declaration, [Shade]?>()
    private let modifierBackgrounds = ConcurrentMemo<ModifierUse, [Shade]>()

    /// A use of an app's view modifier: the modifier and the arguments it is given.
    struct ModifierUse: Hashable, Sendable {
        var modifier: SymbolReference
        var arguments: [ColorArgument]
    }
    /// More alternatives than this are cut: a value chosen among hundreds of theme colours is judged on the first ones.
    static let limit = 64

    /// The platform the sites it judges are compiled for (nil: any), which picks a definition's `#if os(…)` branches.
    let platform: String?

    init(index: DefinitionIndex, platform: String? = nil) {
        self.index = index
        self.platform = platform
        resolver = ColorResolver(index: index)
        constructions = ColorConstructions(index: index)
    }

    func shades(_ term: ColorTerm, bindings: ColorBindings = .none, depth: Int = 0) -> [Shade] {
        guard depth < 24 else { return [Shade(value: .runtime("a deep definition"))] }
        switch term {
        case let .fixed(color, _):
            return [Shade(value: .fixed(color))]
        case let .adaptive(color):
            return [Shade(value: .adaptive(color))]
        case .clear:
            return [Shade(value: .clear)]
        case let .view(what):
            return [Shade(value: .view(what))]
        case let .runtime(what):
            return [Shade(value: .runtime(what))]
        case let .supplied(what):
            return [Shade(value: .supplied(what))]
        case let .passed(function, label, position):
            guard let declaration = declaration(function), declaration.kind == .function,
                  let passed = constructions.arguments(to: declaration, label: label, position: position) else { return [Shade(value: .supplied(function.written))] }
            return shades(passed, depth: depth + 1)
        case let .shadowed(symbol, builtin):
            guard declaration(symbol) != nil else { return shades(builtin, bindings: bindings, depth: depth + 1) }
            return shades(.token(symbol), bindings: bindings, depth: depth + 1)
        case let .buttonStyle(style):
            return buttonStyleBackground(style, depth: depth) ?? []
        case let .viewModifier(modifier, arguments):
            return modifierBackgrounds.value(for: ModifierUse(modifier: modifier, arguments: arguments)) {
                modifierBackground(modifier, arguments: arguments, depth: depth)
            }
        case let .components(model, components, alpha):
            let values = components.map { numbers($0, bindings: bindings, depth: depth + 1) }
            let alphas = numbers(alpha, bindings: bindings, depth: depth + 1)
            guard values.allSatisfy({ !$0.isEmpty }), !alphas.isEmpty else { return [Shade(value: .runtime("components set at run time"))] }
            var result: [Shade] = []
            for combination in Self.combinations(values + [alphas]).prefix(Self.limit) {
                let alpha = combination[combination.count - 1]
                let color: RGBA = switch model {
                case .rgb: RGBA(red: combination[0], green: combination[1], blue: combination[2], alpha: alpha)
                case .white: RGBA(white: combination[0], alpha: alpha)
                case .hsb: RGBA(hue: combination[0], saturation: combination[1], brightness: combination[2], alpha: alpha)
                }
                result.append(Shade(value: .fixed(color)))
            }
            return result
        case let .hex(value):
            let evaluated = values(value, bindings: bindings, depth: depth + 1)
            let colors: [RGBA] = evaluated.compactMap { value in
                switch value {
                case let .text(text): RGBA(hex: text)
                case let .number(number): number >= 0 && number <= 0xFFFFFF ? RGBA(rgb: UInt64(number)) : nil
                }
            }
            return colors.isEmpty ? [Shade(value: .runtime("a hex value set at run time"))] : colors.map { Shade(value: .fixed($0)) }
        case let .token(symbol):
            guard let declaration = declaration(symbol) else { return unresolved(symbol) }
            if let variants = protocolVariants(declaration, symbol: symbol, depth: depth) { return variants }
            // A stored property without a value: the values its type is made with. A component's own property takes
            // what its callers pass; one read through another value (`model.tint`) only what the type itself makes.
            if case .supplied = definitionTerm(declaration) {
                // `Palette.bold.ink`: what the preset `bold` is made with, not every preset of the type.
                if symbol.path.count >= 2,
                   let preset = self.declaration(SymbolReference(root: symbol.root, path: Array(symbol.path.dropLast()), scope: symbol.scope,
                                                                 written: symbol.written)),
                   preset.isStatic, let value = constructions.value(of: declaration, in: preset) {
                    return shades(value, depth: depth + 1)
                }
                let own = symbol.path.count == 1 && { if case .member = symbol.root { true } else { false } }()
                // Remembered per property: presets made from other presets would otherwise be read again at every step.
                let memo = own ? madeByCallers : madeInType
                if let made = memo.value(for: declaration, {
                    constructions.term(of: declaration, callers: own).map { shades($0, depth: depth + 1) }
                }) { return made }
            }
            // Remembered as read at a site (with a guard's fallback); a deeper read drops the fallback.
            let all = tokens.value(for: declaration) { definitionShades(declaration, bindings: .none, depth: 1) }
            return depth < Self.directDepth ? all : Self.withoutFallbacks(all)
        case let .applied(symbol, arguments):
            guard let declaration = declaration(symbol) else { return unresolved(symbol) }
            let bound = ColorBindings(parameters: index.details(of: declaration).parameters, arguments: arguments, outer: bindings)
            return definitionShades(declaration, bindings: bound, depth: depth + 1)
        case let .element(_, name):
            return [Shade(value: .supplied(name))]
        case let .parameter(name, fallback):
            if let bound = bindings.values[name] { return shades(bound.argument.color, bindings: bound.outer, depth: depth + 1) }
            if let fallback { return shades(fallback, bindings: bindings, depth: depth + 1) }
            return [Shade(value: .supplied(name))]
        case let .member(base, name):
            // A member of a value that is not a colour (`status.color` on an enum): the member's own definition.
            if let type = valueType(of: base), let member = resolver.member(name, in: type) {
                return definitionShades(member, bindings: .none, depth: depth + 1)
            }
            return shades(base, bindings: bindings, depth: depth + 1).flatMap { shade in
                guard shade.fixed != nil else { return [shade] }
                return member(name, of: base, bindings: bindings, depth: depth).map { converted in
                    var result = converted
                    result.assumptions.merge(shade.assumptions) { first, _ in first }
                    return result
                }
            }
        case let .opacity(base, opacity):
            let opacities = numbers(opacity, bindings: bindings, depth: depth + 1)
            return shades(base, bindings: bindings, depth: depth + 1).flatMap { shade -> [Shade] in
                guard let color = shade.fixed, !opacities.isEmpty else { return [shade] }
                return opacities.map { value in
                    var result = shade
                    result.value = .fixed(color.withOpacity(value))
                    return result
                }
            }
        case let .choice(key, alternatives):
            var result: [Shade] = []
            for (branch, alternative) in alternatives.enumerated() {
                for var shade in shades(alternative, bindings: bindings, depth: depth + 1) {
                    if let key {
                        if let taken = shade.assumptions[key], taken != branch { continue }
                        shade.assumptions[key] = branch
                    }
                    result.append(shade)
                }
            }
            return Array(result.prefix(Self.limit))
        case let .switchCase(written, subject, branch, excluded, term):
            let key = Self.switchKey(written, subject: subject, bindings: bindings)
            return shades(term, bindings: bindings, depth: depth + 1).compactMap { shade in
                var result = shade
                if let branch {
                    if let taken = shade.assumptions[key], taken != branch { return nil }
                    if shade.exclusions[key]?.contains(branch) == true { return nil }
                    result.assumptions[key] = branch
                } else {
                    if let taken = shade.assumptions[key], excluded.contains(taken) { return nil }
                    result.exclusions[key, default: []].formUnion(excluded)
                }
                return result
            }
        case let .gradient(stops):
            return Array(stops.flatMap { shades($0, bindings: bindings, depth: depth + 1) }.prefix(Self.limit))
        case let .observed(initial, owner, name):
            let assigned = constructions.assigned(name, owner: owner)
            guard !assigned.isEmpty else { return shades(initial, bindings: bindings, depth: depth + 1) }
            // Each value read as if written at the site (a helper's guard fallback stays); none of them is observed.
            return Array(assigned.flatMap { shades($0, depth: depth) }.prefix(Self.limit))
        }
    }

    /// The key of a switch on `subject`: the argument its parameter is bound to (followed through the parameters of
    /// the calls around it), so that two helpers switching on the same argument are paired case by case and a helper
    /// called with two different arguments is not; `written` when the subject is no bound parameter.
    static func switchKey(_ written: String, subject: String, bindings: ColorBindings) -> String {
        guard var bound = bindings.values[subject] else { return written }
        var steps = 0
        while case let .parameter(name, _) = bound.argument.color, let outer = bound.outer.values[name], steps < 16 {
            bound = outer
            steps += 1
        }
        return "switch on " + bound.argument.written
    }

    // MARK: tokens

    func declaration(_ symbol: SymbolReference) -> Declaration? {
        if case let .found(declaration) = resolver.resolve(symbol) { return declaration }
        return nil
    }

    /// A name that resolves to nothing: unknown when a scanned type (or a colour type) should define it, set at run
    /// time otherwise (``ColorResolver``).
    private func unresolved(_ symbol: SymbolReference) -> [Shade] {
        if case .missing = resolver.resolve(symbol) { return [Shade(value: .unresolved(symbol.path.joined(separator: ".")))] }
        return [Shade(value: .runtime(symbol.written))]
    }

    /// A definition's shades read deeper than ``directDepth``: a value that follows the appearance, without the fallbacks
    /// kept beside it.
    static func withoutFallbacks(_ shades: [Shade]) -> [Shade] {
        guard let first = shades.first, case let .adaptive(color) = first.value, color.followsAppearance else { return shades }
        return [first]
    }

    /// The shades a definition gives: a value any of whose branches follows the appearance follows it as a whole.
    private func definitionShades(_ declaration: Declaration, bindings: ColorBindings, depth: Int) -> [Shade] {
        let result = shades(definitionTerm(declaration), bindings: bindings, depth: depth + 1)
        if let follows = result.first(where: { if case let .adaptive(color) = $0.value { color.followsAppearance } else { false } }) {
            // A fixed fallback a `guard` returns for missing data is not chosen by the appearance: it stays.
            let fallbacks = depth > Self.directDepth ? [] : result.filter { shade in
                shade.fixed != nil && shade.assumptions.contains { $0.key.hasPrefix(ColorDefinition.fallbackKey) && $0.value == 1 }
            }
            return [Shade(value: follows.value)] + fallbacks
        }
        return result
    }

    /// The term a declaration's value reads as, built once per declaration.
    private func definitionTerm(_ declaration: Declaration) -> ColorTerm {
        terms.value(for: declaration) {
            guard let syntax = index.syntax(of: declaration) else { return .runtime(declaration.name) }
            return ColorDefinition.term(of: syntax, name: declaration.name, owner: declaration.owner, platform: platform)
        }
    }

    /// A requirement of a protocol (`var tint: Color { get }`) reached through a value of the protocol's type: each
    /// conforming type's definition is an alternative, keyed by the value, so that two colours read from one value are
    /// paired type by type.
    private func protocolVariants(_ declaration: Declaration, symbol: SymbolReference, depth: Int) -> [Shade]? {
        guard declaration.kind == .property, !declaration.isStatic, ColorDefinition.isRequirement(index.text(of: declaration)) else { return nil }
        let types = conformers.value(for: declaration.owner) {
            let name = declaration.owner.split(separator: ".").last.map(String.init) ?? declaration.owner
            return index.inheritors(of: name)
                .map { $0.kind == .type ? $0.qualifiedName : $0.name }.sorted()
        }
        guard !types.isEmpty else { return nil }
        let key = "\(symbol.scope):\(symbol.path.dropLast().joined(separator: ".")) as \(declaration.owner)"
        var result: [Shade] = []
        for (branch, type) in types.enumerated() {
            guard let member = index.members(named: declaration.name, in: type).first else { continue }
            for var shade in tokens.value(for: member, { definitionShades(member, bindings: .none, depth: depth + 1) }) {
                shade.assumptions[key] = branch
                result.append(shade)
            }
        }
        return result.isEmpty ? nil : result
    }

    /// The scanned type of a token's value when it is not a colour type (an enum, a model).
    private func valueType(of term: ColorTerm) -> String? {
        if case let .element(collection, _) = term { return elementType(of: collection) }
        guard let symbol = Self.reference(in: term), let declaration = declaration(symbol), let written = index.valueType(of: declaration),
              !ColorVocabulary.colorTypes.contains(written), !ColorVocabulary.gradients.contains(written),
              let type = index.type(named: written, from: declaration.owner), index.isDeclaredType(type) else { return nil }
        return type
    }

    /// The token a term reads (`theme.tint`, `style(for: kind)`); nil for any other term.
    private static func reference(in term: ColorTerm) -> SymbolReference? {
        switch term {
        case let .token(reference), let .applied(reference, _): reference
        default: nil
        }
    }

    /// The element type of a collection the scanned code declares (`let metrics: [Metric]`, a function returning
    /// `[Metric]`): the type a `ForEach` over it hands its closure.
    private func elementType(of collection: ColorTerm) -> String? {
        guard let symbol = Self.reference(in: collection), let declaration = declaration(symbol),
              let written = index.details(of: declaration).elementTypeName,
              let type = index.type(named: written, from: declaration.owner), index.isDeclaredType(type) else { return nil }
        return type
    }

    /// A member of a colour found in an extension of a colour type (`var swiftUI: Color { Color(self) }`), read with
    /// `self` bound to the colour; a name no extension defines is a view modifier and keeps the colour.
    private func member(_ name: String, of base: ColorTerm, bindings: ColorBindings, depth: Int) -> [Shade] {
        for type in ColorVocabulary.memberTypes.sorted() {
            guard let declaration = index.members(named: name, in: type).first(where: { !$0.isStatic }) else { continue }
            var bound = ColorBindings()
            bound.values["self"] = ColorBindings.Bound(argument: ColorArgument(label: nil, color: base, scalar: .opaque), outer: bindings)
            return definitionShades(declaration, bindings: bound, depth: depth + 1)
        }
        return shades(base, bindings: bindings, depth: depth + 1)
    }

    /// The background a button style draws behind its label, from the `.background` modifiers of its `makeBody`; nil
    /// when the style is not in the scanned code or draws none (what lies behind the button shows through).
    private func buttonStyleBackground(_ style: SymbolReference, depth: Int) -> [Shade]? {
        guard let type = styleType(style, depth: depth),
              let makeBody = index.members(named: "makeBody", in: type).first, let syntax = index.syntax(of: makeBody) else { return nil }
        let builder = ColorTermBuilder(scope: type)
        var found: [Shade] = []
        for token in syntax.tokens(viewMode: .sourceAccurate) where token.text == "background" {
            guard let call = token.namedCall, call.isMemberCall, let term = BackdropFinder.backgroundTerm(call, builder: builder), !term.isClear
            else { continue }
            found += shades(term, depth: depth + 1)
        }
        return found.isEmpty ? nil : found
    }

    /// The backgrounds an app's view modifier sets: the `.background` calls of an extension function of `View`, and of
    /// the `body(content:)` of the `ViewModifier` type it applies (`modifier(Card(…))`); empty when it sets none or is
    /// not the app's.
    /// What an app's view modifier can put behind the view: a background, a list row's background, another modifier.
    static let modifierLayers: Set<String> = ["background", "listRowBackground", "modifier"]

    private func modifierBackground(_ modifier: SymbolReference, arguments: [ColorArgument] = [], depth: Int) -> [Shade] {
        guard depth < 8 else { return [] }
        let owner: String
        let syntax: DeclSyntax
        var bound = ColorBindings()
        if case let .type(name) = modifier.root, modifier.path.isEmpty {
            guard let type = index.type(named: name, from: modifier.scope),
                  let body = index.members(named: "body", in: type).first(where: { $0.kind == .function }), let found = index.syntax(of: body)
            else { return [] }
            (owner, syntax) = (type, found)
        } else {
            guard let name = modifier.path.first, let function = index.members(named: name, in: "View").first(where: { $0.kind == .function }),
                  let found = index.syntax(of: function) else { return [] }
            (owner, syntax) = (function.owner, found)
            // `.iconRing(color: .white)`: the modifier's colour parameters are what this use passes.
            bound = ColorBindings(parameters: index.details(of: function).parameters, arguments: arguments, outer: .none)
        }
        let builder = ColorTermBuilder(scope: owner)
        var result: [Shade] = []
        for token in syntax.tokens(viewMode: .sourceAccurate) where Self.modifierLayers.contains(token.text) {
            guard let call = token.namedCall else { continue }
            if token.text == "modifier" {
                guard let made = call.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self), let type = made.calleeName else { continue }
                result += modifierBackground(SymbolReference(root: .type(type), path: [], scope: owner, written: type), depth: depth + 1)
            } else if call.isMemberCall || call.memberBase == nil, let term = BackdropFinder.backgroundTerm(call, builder: builder), !term.isClear {
                result += shades(term, bindings: bound, depth: depth + 1)
            }
        }
        return result
    }

    /// The type of a button style: a type constructed (`BrandStyle()`), or what a static member of `ButtonStyle`
    /// returns (`.primary` in `extension ButtonStyle where Self == BrandStyle`).
    private func styleType(_ style: SymbolReference, depth: Int) -> String? {
        if case let .type(name) = style.root, style.path.isEmpty { return index.type(named: name, from: style.scope) }
        guard depth < 8, let declaration = index.resolve(style, alternatives: ["ButtonStyle", "PrimitiveButtonStyle"]),
              let syntax = index.syntax(of: declaration), let value = ColorDefinition.value(of: syntax, name: declaration.name),
              let path = ValuePath(value), case let .name(name, _) = path.root, name.first?.isUppercase == true else { return nil }
        return index.type(named: name, from: declaration.owner)
    }

    // MARK: numbers and strings

    enum ScalarValue: Hashable {
        case number(Double)
        case text(String)
    }

    func numbers(_ term: ScalarTerm, bindings: ColorBindings, depth: Int) -> [Double] {
        values(term, bindings: bindings, depth: depth).compactMap { if case let .number(value) = $0 { value } else { nil } }
    }

    func values(_ term: ScalarTerm, bindings: ColorBindings, depth: Int) -> [ScalarValue] {
        guard depth < 24 else { return [] }
        switch term {
        case let .number(value): return [.number(value)]
        case let .text(value): return [.text(value)]
        case .opaque: return []
        case let .choice(terms): return Array(Set(terms.flatMap { values($0, bindings: bindings, depth: depth + 1) })).sorted { "\($0)" < "\($1)" }
        case let .parameter(name):
            guard let bound = bindings.values[name] else { return [] }
            return values(bound.argument.scalar, bindings: bound.outer, depth: depth + 1)
        case let .token(symbol):
            guard let declaration = declaration(symbol) else { return [] }
            let value = scalars.value(for: declaration) {
                guard let syntax = index.syntax(of: declaration), let expression = ColorDefinition.value(of: syntax, name: declaration.name)
                else { return ScalarTerm.opaque }
                return ColorTermBuilder(scope: declaration.owner).scalar(expression)
            }
            return values(value, bindings: .none, depth: depth + 1)
        case let .arithmetic(symbol, left, right):
            let lefts = numbers(left, bindings: bindings, depth: depth + 1)
            let rights = numbers(right, bindings: bindings, depth: depth + 1)
            var result: [ScalarValue] = []
            for first in lefts {
                for second in rights {
                    switch symbol {
                    case "+": result.append(.number(first + second))
                    case "-": result.append(.number(first - second))
                    case "*": result.append(.number(first * second))
                    default: if second != 0 { result.append(.number(first / second)) }
                    }
                }
            }
            return result
        }
    }

    /// Every way of taking one value from each list (at most ``limit``).
    static func combinations(_ lists: [[Double]]) -> [[Double]] {
        var result: [[Double]] = [[]]
        for list in lists {
            result = result.flatMap { prefix in list.map { prefix + [$0] } }
            if result.count > limit { result = Array(result.prefix(limit)) }
        }
        return result
    }
}
