import SwiftSyntax

/// What a UIKit type sets on its labels: the receivers that adjust to the text size, and the font each
/// receiver is given first.
struct TypeFonts {
    /// Receivers set `adjustsFontForContentSizeCategory = true` (`""` for the object itself).
    var adjusting: Set<String> = []
    /// The first value assigned to each receiver's `font`.
    var assigned: [String: ExprSyntax] = [:]
    /// The first value assigned to each receiver's `fontSize`: a `CATextLayer` takes its face from `font` and its
    /// size from `fontSize`.
    var sizes: [String: ExprSyntax] = [:]

    /// The font the type gives the label a value copies (`titleLabel.font`), unless that is the receiver itself.
    func copiedFont(_ value: ExprSyntax, except receiver: String) -> ExprSyntax? {
        guard let path = ValuePath(value), path.steps.last?.name == "font", path.steps.allSatisfy({ $0.call == nil }) else { return nil }
        let source = path.written.dropLast(".font".count).replacingOccurrences(of: "self.", with: "")
        guard source != receiver, !source.isEmpty else { return nil }
        return assigned[source]
    }

    /// Type names of UIKit views that read `adjustsFontForContentSizeCategory`.
    static let textViewSuffixes = ["Label", "Field", "TextView", "Button"]

    /// Whether a receiver is a UIKit text view: the object itself (a label subclass setting its own font), a
    /// name that says so (`titleLabel`, `searchField`, `noteTextView`, `doneButton`), or a local made as one.
    static func isTextView(_ receiver: String, around node: Syntax) -> Bool {
        guard let last = receiver.split(separator: ".").last.map(String.init) else { return true }
        if textViewSuffixes.contains(where: { last.lowercased().contains($0.lowercased()) }) { return true }
        guard !receiver.contains(".") else { return false }
        let type = LocalBindings.value(of: receiver, before: node).flatMap(TypeName.inferred) ?? propertyType(receiver, around: node)
        return type.map { type in textViewSuffixes.contains { type.hasSuffix($0) } } ?? false
    }

    /// The declared or inferred type of a stored property of the enclosing type (`let detail = UILabel()`).
    private static func propertyType(_ name: String, around node: Syntax) -> String? {
        guard let group = node.ancestor(ClassDeclSyntax.self).map({ $0.memberBlock }) ?? node.ancestor(StructDeclSyntax.self)?.memberBlock
        else { return nil }
        for member in group.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.typeAnnotation.map { TypeName.normalise($0.type.compactText) } ?? binding.initializer.flatMap { TypeName.inferred(from: $0.value) }
            }
        }
        return nil
    }
}

/// Binds the parameters a font term reads to what the callers of its function pass, for the calls in the same
/// file: `.system(size: size)` in `func badge(size: CGFloat)` is as fixed as the sizes its callers give. A
/// function without a caller in the file leaves the parameter unbound (`unknown`, naming it), unless no scanned
/// file calls it: then a number parameter is a raw point size (fixed).
struct FontCallers {
    private var known: [SyntaxIdentifier: [[String: FontTerm]]] = [:]

    /// `term` with the parameters of its function bound at each caller, or `term` itself when it reads none.
    mutating func bind(_ term: FontTerm, at node: Syntax, in file: ParsedFile) -> FontTerm {
        guard term.readsParameter, let function = node.ancestor(FunctionDeclSyntax.self) else { return term }
        let bindings = callers(of: function, in: file)
        guard !bindings.isEmpty else {
            let parameters = function.signature.parameterClause.parameters
            var result = term
            if parameters.contains(where: { FontTermBuilder.builtinFontTypes.contains(TypeName.normalise($0.type.compactText)) }) {
                // A font passed in from another file (`Highlighter.highlight(text, font: Editor.font)`).
                let owner = file.ancestry.typePath(of: Syntax(function))
                let builder = FontTermBuilder(scope: owner)
                result = .fromCallers(term, function: function.name.text, owner: owner, parameters: parameters.map { parameter in
                    let isFont = FontTermBuilder.builtinFontTypes.contains(TypeName.normalise(parameter.type.compactText))
                    return FontParameter(label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                                         name: (parameter.secondName ?? parameter.firstName).text, isFont: isFont,
                                         fallback: parameter.defaultValue.map { isFont ? builder.term($0.value) : builder.size($0.value) })
                })
            }
            let sizes = parameters.filter { Self.numberTypes.contains(TypeName.normalise($0.type.compactText)) }
            return sizes.isEmpty ? result : .uncalled(result, function: function.name.text, sizes: sizes.map { ($0.secondName ?? $0.firstName).text })
        }
        return .either(bindings.map { .bound(term, $0) })
    }

    /// Parameter types that carry a point size.
    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    private mutating func callers(of function: FunctionDeclSyntax, in file: ParsedFile) -> [[String: FontTerm]] {
        if let bindings = known[function.id] { return bindings }
        var bindings: [[String: FontTerm]] = []
        let parameters = Array(function.signature.parameterClause.parameters)
        for token in file.identifiers(named: [function.name.text]) {
            guard let call = token.namedCall, call.arguments.count <= parameters.count else { continue }
            let builder = FontTermBuilder(scope: file.ancestry.typePath(of: Syntax(call)))
            var bound: [String: FontTerm] = [:]
            var arguments = Array(call.arguments)[...]
            var matches = true
            for parameter in parameters {
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                let name = (parameter.secondName ?? parameter.firstName).text
                let isFont = FontTermBuilder.builtinFontTypes.contains(TypeName.normalise(parameter.type.compactText))
                let value: ExprSyntax
                if let argument = arguments.first, argument.label?.text == label {
                    value = argument.expression
                    arguments = arguments.dropFirst()
                } else if let defaultValue = parameter.defaultValue?.value {
                    value = defaultValue
                } else {
                    matches = false
                    break
                }
                bound[name] = isFont ? builder.term(value) : builder.size(value)
            }
            if matches, arguments.isEmpty { bindings.append(bound) }
        }
        known[function.id] = bindings
        return bindings
    }
}
