import SwiftSyntax

/// Finds UIKit colour sites (`label.textColor = F`, `button.setTitleColor(F, for:)`, `view.tintColor = F`,
/// `view.backgroundColor = B`) and, within the type that sets them, what lies behind a foreground: the view's own
/// `backgroundColor`, then the subviews added before it to the same container (drawn below it), then its
/// container's, up to the type's own view (`addSubview`, `addArrangedSubview`, `UIStackView(arrangedSubviews:)`).
/// A view laid out in Interface Builder (an `@IBOutlet` never added in code) has containers the code does not show.
struct UIKitColors {
    typealias Names = ColorSchemeNames
    let file: ParsedFile
    private var tables: [SyntaxIdentifier: Table] = [:]
    /// The backgrounds the file's types give their own view, for the other files of each type.
    private(set) var roots = TypeRoots()

    init(file: ParsedFile) { self.file = file }

    /// What one type does with colours and views, by receiver (`""` is the type's own view, `view` or `contentView`).
    struct Table {
        var backgrounds: [String: [Backdrop]] = [:]
        var foregrounds: [String: [ColorTerm]] = [:]
        var containers: [String: String] = [:]
        var subviews: [String: [String]] = [:]
        var kinds: [String: String] = [:]
        var outlets: Set<String> = []
        /// Buttons given a title, an image or a configuration in the type.
        var titled: Set<String> = []
        /// The type's path (the extended type's for an extension): its files share its own view.
        var path = ""
    }

    static let tableNames: Set<String> = [
        "backgroundColor", "textColor", "tintColor", "onTintColor", "setTitleColor", "setTintColor", "addSubview", "addArrangedSubview", "insertSubview",
        "insertArrangedSubview", "arrangedSubviews", "foregroundColor", "fillColor", "addSublayer", "insertSublayer",
        "setTitle", "setImage", "setAttributedTitle", "configuration",
    ]

    /// The site at `token`, if it sets a colour that may be fixed.
    mutating func site(_ token: TokenSyntax) -> (shape: ColorDraft.Shape, kind: String, argument: String)? {
        guard let (receiver, values) = Self.colorSet(at: token),
              let type = file.ancestry.innermostTypeDeclaration(of: Syntax(token)) else { return nil }
        var builder = ColorTermBuilder(scope: file.ancestry.typePath(of: Syntax(token)))
        builder.observed = ColorTermBuilder.observedProperty(around: Syntax(token))
        let term = builder.term(assigned: values)
        let value = values.map(\.collapsedText).joined(separator: " ")
        let key = Self.key(receiver, at: Syntax(token), file: file)
        // A struct's or enum's own property is not a UIKit view's (`self.textColor = textColor` in a SwiftUI view).
        if key.isEmpty, type.is(StructDeclSyntax.self) || type.is(EnumDeclSyntax.self) { return nil }
        // The type's own background, whatever its colour, lies behind the views its other files colour.
        if key.isEmpty, token.text == "backgroundColor", !term.isClear {
            roots.backgrounds[table(of: type).path, default: []].append(.layer(term, line: file.line(of: token)))
        }
        guard !term.isPlainlyNotFixed else { return nil }
        let table = self.table(of: type)
        if let owner = Names.uiKitForegroundOwners[token.text], table.kinds[key]?.hasSuffix(owner) != true { return nil }
        if token.text == "backgroundColor" {
            var content = Self.content(of: key, in: table, depth: 0)
            // A controller's root view or a table's rows show content laid out elsewhere (a xib, another file of the
            // type, cells): the views the type colours are in front of it; when it colours none, that content keeps
            // the adaptive primary colour.
            if content.isEmpty, Self.showsOtherContent(receiver, key: key, in: table) {
                let colored = table.foregrounds.keys.sorted().flatMap { table.foregrounds[$0] ?? [] }
                content = colored.isEmpty ? [ContentColor(foreground: nil, minimum: Contrast.text)]
                    : colored.map { ContentColor(foreground: $0, minimum: Contrast.text) }
            } else if content.isEmpty, Self.isBareRoot(receiver, key: key, in: table) {
                // A root view laid out in Interface Builder: its text outlets are in front of it, in the colours the
                // type gives them (the adaptive primary when it gives none).
                content = table.outlets.sorted().flatMap { Self.textContent(of: $0, in: table) }
            }
            guard !content.isEmpty else { return nil }
            return (.background(term, content: content, components: false, primary: nil), "background", value)
        }
        let minimum = Names.uiKitForegrounds[token.text] ?? Contrast.text
        return (.foreground(term, behind: Self.backdrop(of: key, in: table), minimum: minimum), "foreground", value)
    }

    /// The receiver and the colour of `R.textColor = V`, `textColor = V` (a class setting its own), or `R.setTitleColor(V, …)`.
    /// An assigned value is every element after `=` (`a = flag ? x : y` is one unfolded sequence).
    static func colorSet(at token: TokenSyntax) -> (receiver: ExprSyntax?, values: [ExprSyntax])? {
        if Names.uiKitColorSetters.contains(token.text) {
            guard let call = token.namedCall, let value = call.arguments.first?.expression else { return nil }
            return (call.memberBase, [value])
        }
        guard let assignment = Assignment(setting: token), !assignment.value.is(NilLiteralExprSyntax.self) else { return nil }
        if assignment.target.is(DeclReferenceExprSyntax.self), token.ancestor(ClassDeclSyntax.self) == nil
            && token.ancestor(ExtensionDeclSyntax.self) == nil { return nil }
        return (assignment.receiver, assignment.values)
    }

    /// The key a receiver is known by in its type: `""` for the type's own view, a property's name for a local that
    /// builds it (`lazy var title: UILabel = { let label = UILabel(); … }()`), else the name as written.
    static func key(_ receiver: ExprSyntax?, at node: Syntax, file: ParsedFile) -> String {
        guard let receiver else { return "" }
        var text = receiver.trimmedText.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if text.hasPrefix("self.") { text.removeFirst(5) }
        if text.hasSuffix(".layer") { text.removeLast(6) }
        // A local named `view` (`let view = WKInterfaceVolumeControl(…)` in a representable's factory) is not the type's own.
        let local = !text.contains(".") && LocalBindings.value(of: text, before: node) != nil
        if !local, ["self", "view", "contentView", "layer", ""].contains(text) { return "" }
        if local, let member = file.ancestry.memberDeclaration(of: node)?.as(VariableDeclSyntax.self),
           let name = member.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return name
        }
        return text
    }

    // MARK: the type's table

    private mutating func table(of type: Syntax) -> Table {
        if let known = tables[type.id] { return known }
        var table = Table()
        var fills: [String: [Backdrop]] = [:]
        // The type's own path (its members' scope), not the path around it.
        let inside = type.asProtocol(DeclGroupSyntax.self).map { Syntax($0.memberBlock) } ?? type
        table.path = file.ancestry.typePath(of: inside)
        let builder = ColorTermBuilder(scope: table.path)
        for token in file.identifiers(named: Self.tableNames, within: type) {
            switch token.text {
            case "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "addSublayer", "insertSublayer":
                guard let call = token.namedCall, let child = call.arguments.first?.expression else { continue }
                add(Self.key(child, at: Syntax(call), file: file), to: Self.key(call.memberBase, at: Syntax(call), file: file), in: &table)
                record(child, at: Syntax(call), in: &table)
            case "setTitle", "setImage", "setAttributedTitle", "configuration":
                let receiver = token.namedCall?.memberBase ?? token.parent?.parent?.as(MemberAccessExprSyntax.self)?.base
                table.titled.insert(Self.key(receiver, at: Syntax(token), file: file))
            case "arrangedSubviews":
                guard let array = token.parent?.as(LabeledExprSyntax.self)?.expression.as(ArrayExprSyntax.self),
                      let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), let bound = LocalBindings.boundName(of: call)
                else { continue }
                let container = Self.key(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(bound))), at: Syntax(call), file: file)
                for element in array.elements {
                    add(Self.key(element.expression, at: Syntax(call), file: file), to: container, in: &table)
                    record(element.expression, at: Syntax(call), in: &table)
                }
            default:
                guard let (receiver, values) = Self.colorSet(at: token) else { continue }
                let key = Self.key(receiver, at: Syntax(token), file: file)
                if let receiver { record(receiver, at: Syntax(token), in: &table) }
                let term = builder.term(assigned: values)
                if token.text == "backgroundColor" {
                    if !term.isClear { table.backgrounds[key, default: []].append(.layer(term, line: file.line(of: token))) }
                } else if token.text == "fillColor" {
                    fills[key, default: []].append(.layer(term, line: file.line(of: token)))
                } else {
                    table.foregrounds[key, default: []].append(term)
                }
            }
        }
        if let group = type.asProtocol(DeclGroupSyntax.self) {
            table.kinds[""] = group.inheritanceClause?.inheritedTypes.first.map { TypeName.normalise($0.type.compactText) }
            for item in group.memberBlock.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self),
                      let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "IBOutlet" }) {
                    table.outlets.insert(name)
                }
                if table.kinds[name] == nil, let binding = variable.bindings.first { table.kinds[name] = Self.kind(of: binding) }
            }
        }
        // A shape layer's fill lies behind the layers added to it.
        for (key, backdrops) in fills where table.kinds[key]?.hasSuffix("ShapeLayer") == true && table.backgrounds[key] == nil {
            table.backgrounds[key] = backdrops
        }
        tables[type.id] = table
        return table
    }

    private func add(_ child: String, to container: String, in table: inout Table) {
        guard child != container, table.containers[child] == nil else { return }
        table.containers[child] = container
        table.subviews[container, default: []].append(child)
    }

    /// The kind of a local view where it is used (`let label = UILabel()`).
    private func record(_ receiver: ExprSyntax, at node: Syntax, in table: inout Table) {
        let key = Self.key(receiver, at: node, file: file)
        guard table.kinds[key] == nil, let name = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let value = LocalBindings.value(of: name, before: node) else { return }
        table.kinds[key] = Self.constructed(value)
    }

    /// The UIKit class a property holds: its annotation, or the class its initialiser (or lazy closure) constructs.
    static func kind(of binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation { return TypeName.normalise(annotation.type) }
        guard let value = binding.initializer?.value ?? binding.accessorBlock.flatMap({ block -> ExprSyntax? in
            if case let .getter(statements) = block.accessors { return statements.first.flatMap { $0.item.as(VariableDeclSyntax.self) }?.bindings.first?.initializer?.value }
            return nil
        }) else { return nil }
        if let call = value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            return closure.statements.first.flatMap { $0.item.as(VariableDeclSyntax.self) }?.bindings.first?.initializer.map { constructed($0.value) } ?? nil
        }
        return constructed(value)
    }

    static func constructed(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        return call.calleeName.flatMap { $0.first?.isUppercase == true ? $0 : nil }
    }

    // MARK: what lies behind, what lies in front

    /// The background behind a receiver: its own, then those of the subviews added before it to its container, then
    /// its container's, up to the type's own view; when the type's file colours neither that view nor a container it
    /// knows of (a view added through a helper, a cell's subview), the type's own view as its other files colour it.
    static func backdrop(of receiver: String, in table: Table) -> Backdrop {
        var current = receiver
        var visited: Set<String> = []
        while visited.insert(current).inserted {
            if let own = table.backgrounds[current], !own.isEmpty { return own.count == 1 ? own[0] : .either(own) }
            if current.isEmpty { return .typeRoot(table.path) }
            guard let container = table.containers[current] else {
                return table.outlets.contains(current) || table.outlets.contains(String(current.split(separator: ".").first ?? "")) ? .interfaceBuilder(current)
                    : .typeRoot(table.path)
            }
            if let siblings = table.subviews[container], let position = siblings.firstIndex(of: current) {
                for sibling in siblings[..<position].reversed() {
                    if let below = table.backgrounds[sibling], !below.isEmpty { return below.count == 1 ? below[0] : .either(below) }
                }
            }
            current = container
        }
        return .system
    }

    /// The views that show text in front of a receiver's background: itself and its subviews up to the first with a
    /// background of its own, each with the colour set on it in the type.
    static func content(of receiver: String, in table: Table, depth: Int) -> [ContentColor] {
        guard depth < 8 else { return [] }
        var result: [ContentColor] = []
        // A plain UIButton given no title, image or configuration in the type shows nothing (a dimming tap area).
        let blank = table.kinds[receiver] == "UIButton" && !table.titled.contains(receiver)
        if !blank, showsText(table.kinds[receiver]) || (receiver.isEmpty && showsText(table.kinds[""])) {
            let terms = table.foregrounds[receiver] ?? []
            result.append(ContentColor(foreground: terms.isEmpty ? nil : terms.count == 1 ? terms[0] : .choice(key: nil, terms), minimum: Contrast.text))
        }
        for child in table.subviews[receiver] ?? [] {
            // A subview with a background of its own covers the receiver's: it and the subviews added after it
            // (drawn on top of it) are in front of that background, not this one.
            if !(table.backgrounds[child]?.isEmpty ?? true) { break }
            result += content(of: child, in: table, depth: depth + 1)
        }
        return result
    }

    /// Whether a receiver shows content the type does not lay out: a view controller's own root view (`view`) to which
    /// the type adds no subview, or a table or collection view (its cells). A root view whose controls are outlets
    /// from Interface Builder (other than its tables) shows what the xib lays out, which the code does not say.
    static func showsOtherContent(_ receiver: ExprSyntax?, key: String, in table: Table) -> Bool {
        if isList(table.kinds[key]) { return true }
        return isBareRoot(receiver, key: key, in: table) && table.outlets.allSatisfy { isList(table.kinds[$0]) }
    }

    /// Whether a receiver is a view controller's own root view (`view`) to which the type adds no subview in code.
    static func isBareRoot(_ receiver: ExprSyntax?, key: String, in table: Table) -> Bool {
        guard let receiver, (table.subviews[key] ?? []).isEmpty else { return false }
        let text = receiver.trimmedText.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        return text == "view" || text == "self.view"
    }

    /// An outlet that shows text, with the colour the type sets on it (none: the adaptive primary).
    static func textContent(of outlet: String, in table: Table) -> [ContentColor] {
        let blank = table.kinds[outlet] == "UIButton" && !table.titled.contains(outlet)
        guard !blank, showsText(table.kinds[outlet]) else { return [] }
        let terms = table.foregrounds[outlet] ?? []
        return [ContentColor(foreground: terms.isEmpty ? nil : terms.count == 1 ? terms[0] : .choice(key: nil, terms), minimum: Contrast.text)]
    }

    static func isList(_ kind: String?) -> Bool {
        guard let kind else { return false }
        return kind.hasSuffix("TableView") || kind.hasSuffix("CollectionView")
    }

    static func showsText(_ kind: String?) -> Bool {
        guard let kind else { return false }
        return ["Label", "Button", "TextField", "TextView", "TextLayer"].contains { kind.hasSuffix($0) }
    }
}
