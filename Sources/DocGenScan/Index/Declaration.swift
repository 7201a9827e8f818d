import SwiftSyntax

/// A type or member declaration found by the structural walk of a file: what every rule needs to
/// resolve a name written in one file (`Typography.h1`, `theme.animations.quick`) to its definition
/// in another. It holds no syntax, only the byte range of its text, so trees can be released.
struct Declaration: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A struct, class, enum, actor or protocol (extensions are not recorded as types).
        case type
        /// A stored or computed property (`let`, `var`), or an enum case.
        case property
        /// A function or method.
        case function
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
    var isComputed: Bool = false
    /// The declared type (property annotation, inferred `Type(…)` initializer, return type), normalised.
    var typeName: String?
    /// Attribute names without `@` and arguments compacted (`Environment(\.theme)`, `ScaledMetric`).
    var attributes: [String]
    /// Inherited types of a type declaration, and of every extension of it in the same file.
    var inherited: [String]
    /// Parameters of a function as (label, inner name); `_` labels are `nil`.
    var parameters: [Parameter]
    /// Index of the file in the scan, its path and the 1-based position of the name.
    var file: Int
    var path: String
    var line: Int
    var column: Int
    /// Byte range of the whole declaration in its file's text.
    var range: Range<Int>

    struct Parameter: Sendable, Hashable {
        var label: String?
        var name: String
        var typeName: String?
    }

    /// `owner.name`, or `name` at top level.
    var qualifiedName: String { owner.isEmpty ? name : "\(owner).\(name)" }
}

/// Normalises a written type for lookups: `SwiftUI.Animation?` → `Animation`, `some View` → `View`,
/// `Binding<Bool>` → `Binding`, `[Font]` → `Array`.
enum TypeName {
    static func normalise(_ text: String) -> String {
        var text = Substring(text.filter { !$0.isWhitespace })
        if text.contains("->") { return String(text) }
        for prefix in ["some", "any", "inout", "@escaping", "@MainActor", "@Sendable"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = text.dropFirst(9).dropLast() }
        if text.hasPrefix("[") { return "Array" }
        if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
        for module in ["SwiftUI.", "UIKit.", "Foundation.", "CoreGraphics."] where text.hasPrefix(module) {
            text = text.dropFirst(module.count)
        }
        return String(text)
    }

    static func normalise(_ type: TypeSyntax?) -> String? {
        guard let type else { return nil }
        return normalise(type.compactText)
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
