import DocGenCore
import SwiftSyntax

/// The VoiceOver rule's analysis: every file is judged alone; helper modifiers named on a site's chain are
/// looked up in the definitions of every file when sites are finished.
struct VoiceOverAnalysis: RuleAnalysis {
    typealias Rule = VoiceOverRule
    let options: RuleOptions

    init(options: RuleOptions) { self.options = options }

    func judge(_ file: ParsedFile, context: NoData) -> FileJudgement<NoData, LabelDraft> {
        var sites = LabelSites(file: file)
        return FileJudgement(drafts: sites.drafts())
    }

    func finish(_ drafts: [SiteDraft<LabelDraft>], context: NoData, index: DefinitionIndex) -> [RuleFinding<VoiceOverReason>] {
        let names = Set(drafts.lazy.filter { $0.pending.passReason == nil }.flatMap(\.pending.helpers))
        let helpers = Dictionary(uniqueKeysWithValues: names.map { ($0, HelperModifier(named: $0, index: index)) })
        return Parallel.map(drafts.count) { position in
            var site = drafts[position].site
            let draft = drafts[position].pending
            let reason = draft.passReason ?? draft.helpers.lazy.compactMap { helpers[$0]?.reason(for: draft.shape) }.first
            let failure: VoiceOverReason
            let rule: SeverityRuleDescription
            switch draft.shape {
            case let .image(decorativePlace):
                failure = .unlabelledImage
                rule = decorativePlace ? VoiceOverRule.other : VoiceOverRule.informativeImage
            case .button:
                failure = .unlabelledButton
                rule = VoiceOverRule.control
            case .tap:
                failure = .tapWithoutButtonTrait
                rule = VoiceOverRule.control
            }
            site.severity = options.severity(of: rule)
            return RuleFinding(site: site, reason: reason ?? failure)
        }
    }
}

/// What a helper modifier of the scanned code (`.decorative()`, `.iconLabel("…")`, a function in an extension
/// of `View`) does for VoiceOver, read from the calls in its definition.
struct HelperModifier: Sendable {
    typealias Names = VoiceOverVocabulary
    let name: String
    /// `.accessibilityAddTraits(.isButton…)`.
    var addsButtonTrait = false
    /// `.accessibilityAction(…)` or `.accessibilityActions { … }`.
    var addsAction = false
    /// `.accessibilityHidden(true)`.
    var hides = false
    /// `.accessibilityLabel(…)`.
    var labels = false

    /// The helper `name` as the index defines it; one that is not a function of `View` does nothing.
    init(named name: String, index: DefinitionIndex) {
        self.name = name
        let symbol = SymbolReference(root: .type("View"), path: [name], scope: "", written: "." + name)
        guard let declaration = index.resolve(symbol), declaration.kind == .function,
              let syntax = index.syntax(of: declaration) else { return }
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            guard case let .identifier(called) = token.tokenKind, let call = token.namedCall else { continue }
            if called == Names.traitsModifier, let first = call.arguments.first?.expression.firstToken(viewMode: .sourceAccurate),
               first.tokenKind == .period, first.nextToken(viewMode: .sourceAccurate)?.text == Names.buttonTrait {
                addsButtonTrait = true
            }
            if Names.actionModifiers.contains(called) { addsAction = true }
            if called == Names.hiddenModifier, call.firstUnlabeledArgument?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                hides = true
            }
            if called == Names.labelModifier { labels = true }
        }
    }

    /// The reason the helper gives a site of this shape, if it gives one.
    func reason(for shape: LabelDraft.Shape) -> VoiceOverReason? {
        switch shape {
        case .tap:
            if addsButtonTrait { return .buttonTraitBy(name) }
            if addsAction { return .accessibilityActionBy(name) }
        case .image, .button:
            if hides { return .hiddenBy(name) }
            if labels { return .labelledBy(name) }
        }
        return nil
    }
}
