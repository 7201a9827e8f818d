import SwiftSyntax

/// A type or member declaration found by the structural walk of a file: what every rule needs to
/// resolve a name written in one file (`Typography.h1`, `theme.animations.quick`) to its definition
/// in another. It holds no syntax, only the byte range of its text, so trees can be released; the
/// details a resolution needs (declared type, attributes, parameters, line) are read from that text
/// by the ``DefinitionIndex`` when asked, since only a few declarations are ever resolved.
struct Declaration: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A struct, class, enum, actor or protocol (extensions are not recorded as types).
        case type
        /// A stored or computed property (`let`, `var`), or an enum case.
        case property
        /// A function or method.
        case function
        /// An initializer (`init(…)`), named `init`: its type's members hold it with its parameters.
        case initializer
        /// An extension that adds conformances (`extension Card: View`); `name` is the extended type.
        case `extension`
    }

    var kind: Kind
    var name: String
    /// The dotted path of the enclosing type (`DesignSystem.Animation`; the extended type for members of
    /// extensions), empty at top level.
    var owner: String
    var isStatic: Bool
    /// Whether a property is computed (has a getter) rather than stored.
    var isComputed = false
    /// Whether a property or function is declared as `some View`.
    var isView = false
    /// Inherited types of a type declaration or conformance extension.
    var inherited: [String] = []
    /// Index of the file in the scan and its path.
    var file: Int
    var path: String
    /// Byte range of the whole declaration in its file's text, and the offset of its name.
    var range: Range<Int>
    var nameOffset: Int
    /// Where a function's or computed property's header ends (its body or accessors begin): its details are
    /// read from the header alone, without parsing the body again.
    var headerEnd: Int?

    struct Parameter: Sendable, Hashable {
        var label: String?
        var name: String
        var typeName: String?
        /// Whether the parameter has a default value, so a call may leave it out.
        var hasDefault = false
        /// The default value's text, whitespace removed.
        var defaultValue: String?
    }

    /// `owner.name`, or `name` at top level.
    var qualifiedName: String { owner.isEmpty ? name : "\(owner).\(name)" }
}

/// What a resolution needs of a declaration beyond its name, read from its text.
struct DeclarationDetails: Sendable, Hashable {
    init(typeName: String?) { self.typeName = typeName }

    /// The declared type (property annotation, inferred `Type(…)` initializer, return type), normalised.
    var typeName: String?
    /// The element type when the declared type is a collection (`[Metric]`, `Array<Metric>?`, `Set<Metric>`), normalised.
    var elementTypeName: String?
    /// Attribute names without `@`, with their arguments compacted (`Environment(\.theme)`, `ScaledMetric`).
    var attributes: [String] = []
    /// Parameters of a function as (label, inner name, type); `_` labels are `nil`.
    var parameters: [Declaration.Parameter] = []

    /// The details of the declaration named `name` in a parsed declaration.
    init(of syntax: DeclSyntax, name: String, owner: String) {
        if let variable = syntax.as(VariableDeclSyntax.self) {
            attributes = Self.attributes(variable.attributes)
            var pendingType: String?
            for binding in variable.bindings.reversed() {
                if let annotation = binding.typeAnnotation { pendingType = TypeName.normalise(annotation.type) }
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText == name else { continue }
                typeName = binding.typeAnnotation.map { TypeName.normalise($0.type) }
                    ?? binding.initializer.flatMap { TypeName.inferred(from: $0.value) } ?? pendingType
                elementTypeName = TypeName.element(of: binding.typeAnnotation?.type)
            }
        } else if let function = syntax.as(FunctionDeclSyntax.self) {
            attributes = Self.attributes(function.attributes)
            typeName = TypeName.normalise(function.signature.returnClause?.type)
            elementTypeName = TypeName.element(of: function.signature.returnClause?.type)
            parameters = Self.parameters(function.signature.parameterClause)
        } else if let initializer = syntax.as(InitializerDeclSyntax.self) {
            attributes = Self.attributes(initializer.attributes)
            parameters = Self.parameters(initializer.signature.parameterClause)
        } else if syntax.is(EnumCaseDeclSyntax.self) {
            typeName = owner.split(separator: ".").last.map(String.init)
        }
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [Declaration.Parameter] {
        clause.parameters.map { parameter in
            Declaration.Parameter(label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                                  name: (parameter.secondName ?? parameter.firstName).text,
                                  typeName: TypeName.normalise(parameter.type), hasDefault: parameter.defaultValue != nil,
                                  defaultValue: parameter.defaultValue?.value.compactText)
        }
    }

    static func attributes(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { $0.as(AttributeSyntax.self).map { String($0.compactText.dropFirst()) } }
    }
}

/// Normalises a written type for lookups: `SwiftUI.Animation?` → `Animation`, `some View` → `View`,
/// `Binding<Bool>` → `Binding`, `[Font]` → `Array`.
enum TypeName {
    static func normalise(_ text: String) -> String {
        // Most written types are a plain capitalised name or path (`Color`, `Theme.Fonts`): nothing to strip.
        if isPlainTypePath(text) { return text }
        var text = text.contains(where: \.isWhitespace) ? Substring(text.filter { !$0.isWhitespace }) : Substring(text)
        if text.contains("->") { return String(text) }
        for prefix in ["some", "any", "inout", "@escaping", "@MainActor", "@Sendable"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = text.dropFirst(9).dropLast() }
        if text.hasPrefix("[") { return "Array" }
        if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
        for module in strippedModules where text.hasPrefix(module) {
            text = text.dropFirst(module.count)
        }
        return String(text)
    }

    /// Whether `text` is ASCII letters, digits, `_` and `.`, starts with a capital and names no module that
    /// ``normalise(_:)`` strips.
    private static func isPlainTypePath(_ text: String) -> Bool {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "_"), UInt8(ascii: "."): continue
                default: return false
                }
            }
            return true
        }
        guard plain == true else { return false }
        return !strippedModules.contains { text.hasPrefix($0) }
    }

    private static let strippedModules = ["SwiftUI.", "UIKit.", "Foundation.", "CoreGraphics."]

    static func normalise(_ type: TypeSyntax?) -> String? {
        guard let type else { return nil }
        return normalise(type.compactText)
    }

    /// The element type of a written collection type (`[Metric]`, `[Metric]?`, `Array<Metric>`, `Set<Metric>`), normalised;
    /// nil for any other type (a dictionary's values are not what `ForEach` hands out).
    static func element(of type: TypeSyntax?) -> String? {
        guard var type else { return nil }
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        if let array = type.as(ArrayTypeSyntax.self) { return normalise(array.element) }
        if let named = type.as(IdentifierTypeSyntax.self), ["Array", "Set", "ContiguousArray"].contains(named.name.text),
           let arguments = named.genericArgumentClause?.arguments, arguments.count == 1,
           let argument = arguments.first?.argument.as(TypeSyntax.self) {
            return normalise(argument)
        }
        return nil
    }

    /// The type a simple initializer implies: `AnimationTokens()` → `AnimationTokens`,
    /// `Font.system(size: 12)` → `Font`, `Theme.shared` → nil (a member, not the type).
    static func inferred(from value: ExprSyntax) -> String? {
        if let call = value.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                return reference.baseName.text
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.simplePath,
               base.first?.isUppercase == true, builtinValueTypes.contains(base) {
                return base
            }
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.simplePath, builtinValueTypes.contains(base) {
            return base
        }
        return nil
    }

    /// Types whose static members are values of the type itself (`Animation.spring`, `Font.body`).
    static let builtinValueTypes: Set<String> = [
        "Animation", "AnyTransition", "ContentTransition", "Font", "UIFont", "Color", "UIColor", "CGFloat", "Double",
    ]
}

extension TokenSyntax {
    /// The name without the backticks that let a keyword be one (`` `default` `` → `default`), as references
    /// after a dot write it (`Motion.default`).
    var unescapedText: String {
        let text = self.text
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
