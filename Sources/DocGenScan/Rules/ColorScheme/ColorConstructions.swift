import SwiftSyntax

/// The colours a stored property without a value of its own is given where its type is made: a component's
/// `let color: Color` set by each `Component(color: …)` written in the scanned files, a model's property assigned in
/// its initialiser (`self.tint = tint`, with the parameter's default or the callers' argument), a style's
/// `static let warning = Self(background: …, foreground: .white)`. Each place the type is made is one alternative,
/// keyed by the type, so that two properties of one value (a banner style's background and foreground) are paired
/// place by place. Likewise, a helper function's colour parameter without a default takes what its callers in the
/// type pass (`confirmButton(tint: accent)`).
struct ColorConstructions: Sendable {
    let index: DefinitionIndex
    private let made = ConcurrentMemo<String, [Construction]>()
    private let passed = ConcurrentMemo<String, ColorTerm?>()
    private let assignedValues = ConcurrentMemo<String, [ColorTerm]>()
    /// More places than this are cut: a component made everywhere is judged on the first ones.
    static let limit = 48

    init(index: DefinitionIndex) { self.index = index }

    /// The values one place gives the type's properties, by property name.
    struct Construction: Sendable {
        var values: [String: [ColorTerm]]
    }

    /// The alternatives the stored property `declaration` takes; nil when the scanned code never makes its type.
    /// With `callers` false only the places inside the type count (its presets and initialisers): a value read
    /// through another value (`model.tint`) was made by code the component does not see.
    func term(of declaration: Declaration, callers: Bool) -> ColorTerm? {
        guard declaration.kind == .property, !declaration.isStatic, !declaration.isComputed, index.isDeclaredType(declaration.owner)
        else { return nil }
        let places = made.value(for: declaration.owner + (callers ? "|callers" : "")) { constructions(of: declaration.owner, callers: callers) }
        guard !places.isEmpty else { return nil }
        let alternatives = places.map { place -> ColorTerm in
            guard let values = place.values[declaration.name], !values.isEmpty else { return .supplied(declaration.qualifiedName) }
            return values.count == 1 ? values[0] : .choice(key: nil, values)
        }
        return .choice(key: "made:" + declaration.owner, alternatives)
    }

    /// What the calls of the helper function `declaration` written in its own type or a subclass pass for one
    /// parameter; nil when none is found.
    func arguments(to declaration: Declaration, label: String?, position: Int) -> ColorTerm? {
        let key = "\(declaration.path)|\(declaration.range.lowerBound)|\(label ?? "_")|\(position)"
        return passed.value(for: key) {
            var found: [ColorTerm] = []
            for (around, offset) in index.calls(of: declaration.name) where found.count < Self.limit {
                let scope = around.kind == .type ? around.qualifiedName : around.kind == .extension ? around.name : around.owner
                // The type's own calls, and its subclasses' (a base controller's helper its screens call).
                let subclass = index.inheritedNames(of: scope).contains(declaration.owner.split(separator: ".").last.map(String.init) ?? declaration.owner)
                guard scope == declaration.owner || subclass, around != declaration, let parsed = index.syntax(of: around),
                      let token = parsed.token(at: AbsolutePosition(utf8Offset: offset)), token.text == declaration.name,
                      let call = token.namedCall, call.memberBase == nil || call.memberBase?.trimmedText == "self" else { continue }
                let arguments = Array(call.arguments)
                let given = label.map { label in arguments.first { $0.label?.text == label } }
                    ?? (position < arguments.count && arguments[position].label == nil ? arguments[position] : nil)
                if let given { found.append(ColorTermBuilder(scope: scope).term(given.expression)) }
            }
            return found.isEmpty ? nil : found.count == 1 ? found[0] : .choice(key: nil, found)
        }
    }

    /// The values the scanned code assigns the property `name` of the type `owner`: `name = V` or `self.name = V` in
    /// the type, `item.name = V` where `item` is a property or local of that type; empty when no code assigns it.
    func assigned(_ name: String, owner: String) -> [ColorTerm] {
        assignedValues.value(for: owner + "|" + name) {
            let ownName = owner.split(separator: ".").last.map(String.init) ?? owner
            var found: [ColorTerm] = []
            for (around, offset) in index.assignments(of: name) where found.count < Self.limit {
                let scope = around.kind == .type ? around.qualifiedName : around.kind == .extension ? around.name : around.owner
                // Most places set another type's property of the same name (`label.textColor = …`): those whose
                // receiver is a property of a known other type are left before their declaration is parsed.
                let text = index.text(of: around)
                switch Self.receiverName(before: offset, in: text) {
                case .none:
                    // `ink = …` or `self.ink = …`: the type's own property, set in the type.
                    if (scope.split(separator: ".").last.map(String.init) ?? scope) != ownName { continue }
                case let .some(.some(receiver)):
                    if let member = index.members(named: receiver, in: scope).first {
                        let type = index.valueType(of: member).map { TypeName.normalise($0) } ?? ""
                        if (type.split(separator: ".").last.map(String.init) ?? type) != ownName { continue }
                    } else if !text.contains(ownName) { continue }
                case .some(.none):
                    // A longer receiver (`cell.badge?.ink`): only a declaration that names the type can make one.
                    if !text.contains(ownName) { continue }
                }
                guard let parsed = index.syntax(of: around), let token = parsed.token(at: AbsolutePosition(utf8Offset: offset)), token.text == name,
                      let assignment = Assignment(setting: token),
                      ColorTermBuilder.observedProperty(around: Syntax(token)) != name else { continue }
                let receiver = assignment.receiver
                let type: String? = if receiver == nil || receiver?.trimmedText == "self" {
                    scope
                } else if let base = receiver?.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    valueType(of: base, at: Syntax(token), scope: scope)
                } else {
                    nil
                }
                guard let type, (type.split(separator: ".").last.map(String.init) ?? type) == ownName else { continue }
                found.append(ColorTermBuilder(scope: scope).term(assigned: assignment.values))
            }
            return found
        }
    }

    /// What is written before the name at `offset` in a declaration's text: nil for no receiver (or `self.`), a
    /// plain name for `badge.ink`, `.some(nil)` for any other receiver (`cell.badge?.ink`).
    static func receiverName(before offset: Int, in text: Substring) -> String?? {
        let bytes = text.utf8
        guard offset > 0, offset <= bytes.count else { return nil }
        let dot = bytes.index(bytes.startIndex, offsetBy: offset - 1)
        guard bytes[dot] == UInt8(ascii: ".") else { return nil }
        var start = dot
        while start > bytes.startIndex, IdentifierBytes.isPart(bytes[bytes.index(before: start)]) { start = bytes.index(before: start) }
        guard start < dot, start == bytes.startIndex || bytes[bytes.index(before: start)] != UInt8(ascii: ".") else { return .some(nil) }
        let name = String(decoding: bytes[start..<dot], as: UTF8.self)
        return name == "self" ? nil : .some(name)
    }

    /// The type of a value named `name` at `node`: a local made by a type's initialiser, else a property of `scope`.
    private func valueType(of name: String, at node: Syntax, scope: String) -> String? {
        if let value = LocalBindings.value(of: name, before: node) {
            return value.as(FunctionCallExprSyntax.self)?.calleeName.flatMap { $0.first?.isUppercase == true ? $0 : nil }
        }
        return index.members(named: name, in: scope).first.flatMap(index.valueType).map { TypeName.normalise($0) }
    }

    // MARK: reading the type

    /// A parameter of an initialiser: its label (nil for `_`), position and default value.
    private struct Parameter {
        var label: String?
        var position: Int
        var fallback: ExprSyntax?
    }

    /// What an initialiser assigns each property: a parameter, or a value of its own.
    private enum Assigned {
        case parameter(Parameter)
        case value(ExprSyntax)
    }

    private struct Initializer {
        var labels: Set<String>
        var assigned: [String: [Assigned]]
    }

    /// The value a preset of a type (`static let bold = Palette(ink: .white, …)`) gives one of the type's stored
    /// properties, so that `Palette.bold.ink` reads that preset alone; nil when the preset is not made by a call of the type.
    func value(of property: Declaration, in preset: Declaration) -> ColorTerm? {
        guard preset.kind == .property, let variable = index.syntax(of: preset)?.as(VariableDeclSyntax.self),
              let value = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == preset.name })?
                .initializer?.value.as(FunctionCallExprSyntax.self),
              let callee = value.calleeName, [String(property.owner.split(separator: ".").last ?? ""), "Self", "init"].contains(callee),
              let (_, syntax) = typeSyntax(property.owner) else { return nil }
        let place = construction(value, scope: preset.owner, initializers: Self.initializers(of: syntax), owner: property.owner)
        guard let values = place.values[property.name], !values.isEmpty else { return nil }
        return values.count == 1 ? values[0] : .choice(key: nil, values)
    }

    private func typeSyntax(_ type: String) -> (Declaration, DeclSyntax)? {
        guard let declaration = index.typeDeclaration(type), let syntax = index.syntax(of: declaration) else { return nil }
        return (declaration, syntax)
    }

    private static func initializers(of syntax: DeclSyntax) -> [Initializer] {
        guard let group = syntax.asProtocol(DeclGroupSyntax.self) else { return [] }
        return group.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.map(Self.read)
    }

    private func constructions(of type: String, callers: Bool) -> [Construction] {
        guard let (_, syntax) = typeSyntax(type), syntax.asProtocol(DeclGroupSyntax.self) != nil else { return [] }
        let initializers = Self.initializers(of: syntax)
        var places: [Construction] = []
        // `Self(…)`, `.init(…)` and `Name(…)` inside the type (its static styles and factories).
        let name = String(type.split(separator: ".").last ?? Substring(type))
        for call in Self.selfCalls(in: Syntax(syntax), named: name) where places.count < Self.limit {
            places.append(construction(call, scope: type, initializers: initializers, owner: type))
        }
        for (around, offset) in callers ? index.calls(of: name) : [] where places.count < Self.limit {
            guard around.qualifiedName != type || around.kind != .type,
                  let parsed = index.syntax(of: around),
                  let token = parsed.token(at: AbsolutePosition(utf8Offset: offset)), token.text == name,
                  let call = token.namedCall, call.memberBase == nil || call.memberBase?.trimmedText == String(type.dropLast(name.count + 1))
            else { continue }
            let scope = around.kind == .type ? around.qualifiedName : around.kind == .extension ? around.name : around.owner
            places.append(construction(call, scope: scope, initializers: initializers, owner: type))
        }
        if places.isEmpty {
            // Made nowhere in the scanned code: what each initialiser assigns of its own.
            places = initializers.map { initializer in
                Construction(values: initializer.assigned.mapValues { assigned in
                    assigned.compactMap { value -> ColorTerm? in
                        switch value {
                        case let .value(expression): ColorTermBuilder(scope: type).term(expression)
                        case let .parameter(parameter): parameter.fallback.map { ColorTermBuilder(scope: type).term($0) }
                        }
                    }
                })
            }
        }
        return places
    }

    /// The values one call gives: its labelled arguments (memberwise), or what the initialiser it calls assigns.
    private func construction(_ call: FunctionCallExprSyntax, scope: String, initializers: [Initializer], owner: String) -> Construction {
        let builder = ColorTermBuilder(scope: scope)
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        guard let initializer = initializers.first(where: { labels.isSubset(of: $0.labels) }) else {
            var values: [String: [ColorTerm]] = [:]
            for argument in call.arguments { if let label = argument.label?.text { values[label] = [builder.term(argument.expression)] } }
            return Construction(values: values)
        }
        let arguments = Array(call.arguments)
        let own = ColorTermBuilder(scope: owner)
        return Construction(values: initializer.assigned.mapValues { assigned in
            assigned.compactMap { value -> ColorTerm? in
                switch value {
                case let .value(expression):
                    return own.term(expression)
                case let .parameter(parameter):
                    let given = parameter.label.map { label in arguments.first { $0.label?.text == label } }
                        ?? (parameter.position < arguments.count && arguments[parameter.position].label == nil ? arguments[parameter.position] : nil)
                    if let given { return builder.term(given.expression) }
                    return parameter.fallback.map { own.term($0) }
                }
            }
        })
    }

    /// The parameters of an initialiser and what its body assigns to each property (`self.x = v`, `x = v`).
    private static func read(_ initializer: InitializerDeclSyntax) -> Initializer {
        var parameters: [String: Parameter] = [:]
        var labels: Set<String> = []
        for (position, parameter) in initializer.signature.parameterClause.parameters.enumerated() {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            if let label { labels.insert(label) }
            parameters[(parameter.secondName ?? parameter.firstName).text] = Parameter(label: label, position: position, fallback: parameter.defaultValue?.value)
        }
        var assigned: [String: [Assigned]] = [:]
        for sequence in initializer.body.map({ Array($0.statements.tokens(viewMode: .sourceAccurate)) }) ?? [] {
            guard let assignment = sequence.parent?.as(AssignmentExprSyntax.self), let list = assignment.parent?.as(ExprListSyntax.self),
                  let target = list.first, list.count == 3, let value = list.last else { continue }
            let property: String
            if let member = target.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true,
               member.base?.trimmedText == "self" {
                property = member.declName.baseName.text
            } else if let reference = target.as(DeclReferenceExprSyntax.self), parameters[reference.baseName.text] == nil {
                property = reference.baseName.text
            } else {
                continue
            }
            if let reference = value.as(DeclReferenceExprSyntax.self), let parameter = parameters[reference.baseName.text] {
                assigned[property, default: []].append(.parameter(parameter))
            } else {
                assigned[property, default: []].append(.value(value))
            }
        }
        return Initializer(labels: labels, assigned: assigned)
    }

    /// `Self(…)`, `.init(…)`, `Self.init(…)` and the type's own name called (`Palette(…)`, a preset written
    /// `static let bold = Palette(ink: .white, …)`) inside a type.
    private static func selfCalls(in syntax: Syntax, named name: String) -> [FunctionCallExprSyntax] {
        syntax.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
            let own = token.tokenKind == .identifier(name)
            guard own || token.tokenKind == .keyword(.Self) || token.tokenKind == .keyword(.`init`) else { return nil }
            if own || token.tokenKind == .keyword(.Self), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
               let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id { return call }
            guard !own, let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  member.base == nil || ["Self", name].contains(member.base?.trimmedText ?? ""),
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id else { return nil }
            return call
        }
    }
}
