/// The views of the scanned code as every file declares and uses them, keyed by ``ComponentKey``: what each
/// declaration shows, what callers pass to each parameter, where each is used, which are controls, and the trait
/// each one's view has. Built once from every file's notes, after the index of declarations exists.
struct ComponentGraph: Sendable {
    var contents: [String: LabelContent] = [:]
    var flows: [String: [LabelContent]] = [:]
    var uses: [String: [Placement]] = [:]
    var controls: [String: LabelContent] = [:]
    var traits: [String: VoiceOverReason] = [:]
    /// Keys of the declarations that show views, by their last name (`image` → `Action.image`), for `x.image()`.
    var keysByName: [String: [String]] = [:]
    /// Every name declared as a member or type anywhere, to tell a value (declared, shows no view) from a view from
    /// elsewhere (declared nowhere).
    var declaredNames: Set<String> = []
    private(set) var resolver: KeyResolver?
    /// The types of the scanned code that inherit, directly or not, from a UIKit view the rule judges (`UIImageView`),
    /// by that view.
    private(set) var subclasses: [String: Set<String>] = [:]
    /// Members of UIKit views that some file shows or hides, or gives a chosen image, by a condition
    /// (`cell.badge.isHidden = !isMember`), with the owner's type name, which the file says (`let cell = … as! BadgeCell`).
    var statefulMembers: [String: Set<String>] = [:]
    /// Declarations whose own view shows an image with a state no text of theirs says, by ``ComponentKey``.
    var selectionMarks: Set<String> = []
    /// Declarations that hold a control nothing names which a call configures, with the arguments that configure it.
    var unnamedControls: [String: Set<String>] = [:]
    /// The controls each type's views hold besides the control the type is, by type path (``VoiceOverNotes/heldControls``).
    var heldControls: [String: [LabelDraft]] = [:]
    /// The declarations whose whole view is one call of another view (``VoiceOverNotes/forwards``).
    var forwards: [String: ViewForward] = [:]
    /// Button classes of the scanned code that give themselves only an image (`class HornButton: UIButton`), by type
    /// path, with the reason the class gets.
    var imageButtonClasses: [String: VoiceOverReason] = [:]
    /// Helper functions of the scanned code that return a button made with only an image, by name, with its reason.
    var imageButtonFactories: [String: VoiceOverReason] = [:]
    /// What those button classes do with their picture and label, by type path.
    var buttonClasses: [String: ButtonClassFacts] = [:]

    init() {}

    /// The graph of `notes`, its references resolved with `index`.
    init(notes: [VoiceOverNotes], index: DefinitionIndex) {
        let resolver = KeyResolver(index: index)
        self.resolver = resolver
        for note in notes {
            for (key, content) in note.contents { contents[key] = contents[key].map { LabelContent.any([$0, content]) } ?? content }
            for (key, label) in note.controls { controls[key] = controls[key].map { LabelContent.any([$0, label]) } ?? label }
            for (key, trait) in note.traits { traits[key] = trait }
            selectionMarks.formUnion(note.selectionMarks)
            for (key, arguments) in note.unnamedControls { unnamedControls[key, default: []].formUnion(arguments) }
            for (type, drafts) in note.heldControls { heldControls[type, default: []] += drafts }
            for (key, forward) in note.forwards { forwards[key] = forward }
            for (member, owners) in note.statefulMembers { statefulMembers[member, default: []].formUnion(owners) }
            for (type, reason) in note.imageButtonClasses { imageButtonClasses[type] = reason }
            for (function, reason) in note.imageButtonFactories { imageButtonFactories[function] = reason }
            for (type, facts) in note.buttonClasses { buttonClasses[type] = facts }
        }
        for key in contents.keys {
            let name = key.split(separator: ".").last.map(String.init) ?? key
            keysByName[name, default: []].append(key)
        }
        for key in keysByName.keys { keysByName[key]?.sort() }
        declaredNames = Set(index.declarations.map(\.name))
        subclasses = Self.subclasses(of: [UIKitVocabulary.imageView], in: index)
        for note in notes {
            for flow in note.flows {
                for key in resolver.keys(of: flow.hole, graph: self) { flows[key, default: []].append(flow.content) }
            }
            for use in note.uses {
                for key in resolver.keys(of: use.reference, graph: self) { uses[key, default: []].append(use.placement) }
            }
        }
    }
}

extension ComponentGraph {
    /// The types that inherit from each of `bases`, through classes of the scanned code (`Badge: TintedIcon: UIImageView`).
    static func subclasses(of bases: Set<String>, in index: DefinitionIndex) -> [String: Set<String>] {
        var parents: [String: [String]] = [:]
        for declaration in index.declarations where declaration.kind == .type && !declaration.inherited.isEmpty {
            parents[declaration.qualifiedName] = declaration.inherited.map { index.type(named: $0, from: declaration.owner) ?? $0 }
        }
        var found: [String: Set<String>] = [:]
        for type in parents.keys {
            var seen: Set<String> = [type]
            var frontier = [type]
            while let next = frontier.popLast() {
                for parent in parents[next] ?? [] {
                    if bases.contains(parent) { found[parent, default: []].insert(type) }
                    if seen.insert(parent).inserted { frontier.append(parent) }
                }
            }
        }
        return found
    }
}

/// Resolves the references and parameters that files write to ``ComponentKey``s, with the index of declarations.
struct KeyResolver: Sendable {
    let index: DefinitionIndex

    /// The keys a reference may name: one for a type, a member or a parameter; every declaration so named for `x.name()`.
    func keys(of reference: ViewRef, graph: ComponentGraph) -> [String] {
        switch reference.kind {
        case let .type(scope):
            guard let path = index.type(named: reference.name, from: scope) else { return [] }
            return [ComponentKey.type(path)]
        case let .member(owner):
            var scope = owner
            while true {
                let key = ComponentKey.member(reference.name, of: scope)
                if graph.contents[key] != nil || !index.members(named: reference.name, in: scope).isEmpty { return [key] }
                guard let dot = scope.lastIndex(of: ".") else { break }
                scope = String(scope[..<dot])
            }
            let top = ComponentKey.member(reference.name, of: "")
            if graph.contents[top] != nil { return [top] }
            let view = ComponentKey.member(reference.name, of: "View")
            return graph.contents[view] != nil ? [view] : []
        case .anyMember:
            return graph.keysByName[reference.name] ?? []
        case let .parameter(function):
            return [ComponentKey.parameter(reference.name, of: function)]
        }
    }

    /// The keys of the parameter a hole names.
    func keys(of hole: Hole, graph: ComponentGraph) -> [String] {
        switch hole {
        case let .key(key):
            return [key]
        case let .argument(callee, label, position, trailing, _):
            if case .type = callee.kind {
                return keys(of: callee, graph: graph).map { type in
                    let initializers = index.members(named: "init", in: type).filter { $0.kind == .initializer }.map { index.details(of: $0).parameters }
                    let name = Self.parameterName(in: initializers, label: label, position: position, trailing: trailing)
                    return ComponentKey.member(name ?? label ?? "content", of: type)
                }
            }
            return keys(of: callee, graph: graph).compactMap { function in
                let owner = function.lastIndex(of: ".").map { String(function[..<$0]) } ?? ""
                let name = function.lastIndex(of: ".").map { String(function[function.index(after: $0)...]) } ?? function
                guard let parameter = parameterName(of: name, in: owner, label: label, position: position, trailing: trailing) else { return nil }
                return ComponentKey.parameter(parameter, of: function)
            }
        }
    }

    /// The inner name of the parameter of `function` in `owner` that an argument fills.
    private func parameterName(of function: String, in owner: String, label: String?, position: Int, trailing: Bool) -> String? {
        let overloads = index.members(named: function, in: owner).filter { $0.kind == .function }.map { index.details(of: $0).parameters }
        return Self.parameterName(in: overloads, label: label, position: position, trailing: trailing)
    }

    /// The inner name of the parameter an argument fills, in the first of `overloads` that has one: by label, by
    /// position, or for a trailing closure the first closure parameter after the arguments written before it
    /// (`Row(name: n) { icon } accessory: { … }`: `icon`), else the last closure parameter.
    static func parameterName(in overloads: [[Declaration.Parameter]], label: String?, position: Int, trailing: Bool) -> String? {
        for parameters in overloads {
            if trailing {
                let closures = parameters.indices.filter { parameters[$0].typeName?.contains("->") ?? false }
                if let index = closures.first(where: { $0 >= position }) ?? closures.last { return parameters[index].name }
                if let last = parameters.last { return last.name }
            }
            if let label, let match = parameters.first(where: { $0.label == label }) { return match.name }
            if label == nil, position < parameters.count { return parameters[position].name }
        }
        return nil
    }
}
