import SwiftSyntax

/// What a modifier chain tells every `.font` and `.lineLimit(1)` on it, worked out once per chain while a
/// file is judged: a chain of N such calls costs N, not N × N.
struct ChainFacts {
    /// The view the chain styles.
    var role: FontRole
    /// A clamp below the accessibility sizes on the view or a container, as written (`.dynamicTypeSize(…)`, or an
    /// `.environment(\.dynamicTypeSize, …)` that pins one size).
    var clamp: String?
    /// The height of a `.frame(height:)` on the view's own chain.
    var frameHeight: ExprSyntax?

    /// Sizes up to which a `.dynamicTypeSize(…)` clamp keeps text from the accessibility sizes (and so from 200%).
    static let belowAccessibilitySizes: Set<String> = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"]

    /// The facts of the chains around a call (``Ancestry/viewChains(around:)``).
    init(_ chains: [[FunctionCallExprSyntax]]) {
        let own = chains[0]
        role = Self.role(of: own)
        clamp = Self.clamp(in: chains)
        frameHeight = own.lazy.filter { $0.calleeName == "frame" }.compactMap { $0.argument(labeled: "height") }.first
    }

    /// The clamp on the view or on a container around it, in the same declaration, whose largest size is below the
    /// accessibility sizes, as written: a `.dynamicTypeSize(…)` (`...DynamicTypeSize.large`, `.large`), or an
    /// environment value that pins the size (`.environment(\.dynamicTypeSize, .large)`, `\.sizeCategory`).
    static func clamp(in chains: [[FunctionCallExprSyntax]]) -> String? {
        for modifier in chains.joined() {
            guard let (text, written) = sizeLimit(modifier) else { continue }
            let upper = text.range(of: "...").map { String(text[$0.upperBound...]) } ?? (text.contains("..<") ? nil : text)
            guard let upper, !upper.isEmpty, let last = upper.split(separator: ".").last.map(String.init),
                  belowAccessibilitySizes.contains(last) else { continue }
            return written
        }
        return nil
    }

    /// The text size a modifier limits its views to and how it is written: `.dynamicTypeSize(S)` (a size or a range),
    /// or `.environment(\.dynamicTypeSize, S)` / `.environment(\.sizeCategory, S)`, which pin one size (the older
    /// `ContentSizeCategory` names are read as their `DynamicTypeSize` twins).
    static func sizeLimit(_ modifier: FunctionCallExprSyntax) -> (size: String, written: String)? {
        switch modifier.calleeName {
        case "dynamicTypeSize":
            return modifier.firstUnlabeledArgument.map { ($0.trimmedText, ".dynamicTypeSize(\($0.trimmedText))") }
        case "environment":
            let arguments = Array(modifier.arguments)
            guard arguments.count == 2, let path = arguments[0].expression.as(KeyPathExprSyntax.self),
                  let key = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
                  key == "dynamicTypeSize" || key == "sizeCategory" else { return nil }
            let value = arguments[1].expression
            let written = ".environment(\\.\(key), \(value.trimmedText))"
            guard key == "sizeCategory" else { return (value.trimmedText, written) }
            let name = value.trimmedText.split(separator: ".").last.map(String.init) ?? ""
            guard let twin = contentSizeCategories[name] else { return nil }
            return ("." + twin, written)
        default:
            return nil
        }
    }

    /// `ContentSizeCategory` names below the accessibility sizes and their `DynamicTypeSize` twins.
    static let contentSizeCategories = ["extraSmall": "xSmall", "small": "small", "medium": "medium", "large": "large",
                                        "extraLarge": "xLarge", "extraExtraLarge": "xxLarge", "extraExtraExtraLarge": "xxxLarge"]

    /// What the view styled by a chain is: the root of the chain (`Text`, `Button`, `Image`, a container).
    static func role(of chain: [FunctionCallExprSyntax]) -> FontRole {
        guard let innermost = chain.first else { return .text }
        let root = innermost.isMemberCall ? innermost.memberBase : ExprSyntax(innermost)
        guard let image = root?.as(FunctionCallExprSyntax.self), image.calleeName == "Image" else { return .text }
        let hidden = image.labels.contains("decorative") || chain.contains(where: hides)
        return hidden ? .decorativeSymbol : .symbol
    }

    /// Whether a modifier hides its view from accessibility.
    static func hides(_ modifier: FunctionCallExprSyntax) -> Bool {
        (modifier.calleeName == "accessibilityHidden" && modifier.firstUnlabeledArgument?.trimmedText != "false")
            || (modifier.calleeName?.lowercased().contains("decorative") ?? false)
    }
}

/// ``ChainFacts`` by the outermost call of their chain, for one file's judgement.
struct ChainFactsTable {
    private var facts: [SyntaxIdentifier: ChainFacts] = [:]

    mutating func facts(around call: FunctionCallExprSyntax, in ancestry: Ancestry) -> ChainFacts {
        let chains = ancestry.viewChains(around: call)
        let own = chains[0]
        let key = own[own.count - 1].id
        if let known = facts[key] { return known }
        ancestry.count(chains.joined().count)  // the modifiers read below
        let made = ChainFacts(chains)
        facts[key] = made
        return made
    }
}

/// Views whose every use in their file is hidden from accessibility (`SealIcon().accessibilityHidden(true)`): a
/// symbol they draw is decoration wherever it shows.
struct HiddenViews {
    private var known: [SyntaxIdentifier: Bool] = [:]

    mutating func isHiddenAtEveryUse(_ view: StructDeclSyntax, in file: ParsedFile) -> Bool {
        if let answer = known[view.id] { return answer }
        var uses = 0
        var hidden = 0
        for token in file.identifiers(named: [view.name.text]) {
            guard let call = token.namedCall, !call.isMemberCall else { continue }
            uses += 1
            let chains = file.ancestry.viewChains(around: call)
            if chains.joined().contains(where: ChainFacts.hides) { hidden += 1 }
        }
        let answer = uses > 0 && hidden == uses
        known[view.id] = answer
        return answer
    }
}
