import SwiftSyntax

/// What a modifier chain tells every `.font` and `.lineLimit(1)` on it, worked out once per chain while a
/// file is judged: a chain of N such calls costs N, not N × N.
struct ChainFacts {
    /// The view the chain styles.
    var role: FontRole
    /// A `.dynamicTypeSize(…)` clamp below the accessibility sizes on the view or a container.
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

    /// The argument of a `.dynamicTypeSize(…)` on the view or on a container around it, in the same
    /// declaration, whose largest size is below the accessibility sizes (`...DynamicTypeSize.large`, `.large`).
    static func clamp(in chains: [[FunctionCallExprSyntax]]) -> String? {
        for modifier in chains.joined() where modifier.calleeName == "dynamicTypeSize" {
            guard let argument = modifier.firstUnlabeledArgument else { continue }
            let text = argument.trimmedText
            let upper = text.range(of: "...").map { String(text[$0.upperBound...]) } ?? (text.contains("..<") ? nil : text)
            guard let upper, !upper.isEmpty, let last = upper.split(separator: ".").last.map(String.init),
                  belowAccessibilitySizes.contains(last) else { continue }
            return text
        }
        return nil
    }

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
