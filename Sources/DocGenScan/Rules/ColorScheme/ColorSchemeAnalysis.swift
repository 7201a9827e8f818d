import DocGenCore

/// The colour-scheme rule's analysis: each file is judged alone (what lies behind a colour is in its body), noting the
/// backgrounds its UIKit types give their own view for the type's other files; the colours are resolved through the
/// index of every file when sites are finished, and a colour that turns out not to be fixed is not a site.
struct ColorSchemeAnalysis: RuleAnalysis {
    typealias Rule = ColorSchemeRule
    let options: RuleOptions

    init(options: RuleOptions) { self.options = options }

    /// A file is judged alone; the context serves `finish` only.
    static let judgeReadsContext = false

    func prepare(definers: DefinerFiles<NoData>, index: DefinitionIndex, notes: [TypeRoots]?) -> TypeRoots {
        TypeRoots(merging: notes ?? [])
    }

    func judge(_ file: ParsedFile, context: TypeRoots) -> FileJudgement<TypeRoots, ColorDraft> {
        var sites = ColorSites(file: file)
        let drafts = sites.drafts()
        return FileJudgement(drafts: drafts, notes: sites.roots)
    }

    func finish(_ drafts: [SiteDraft<ColorDraft>], context: TypeRoots, index: DefinitionIndex) -> [RuleFinding<ColorSchemeReason>] {
        // One evaluator per platform a site is compiled for: a token's `#if os(…)` branches differ between them.
        let platforms = Set(drafts.map(\.pending.platform))
        let judges = Dictionary(uniqueKeysWithValues: platforms.map {
            ($0, ColorJudge(evaluator: ColorEvaluator(index: index, platform: $0), roots: context))
        })
        let concluded = Parallel.map(drafts.count) { position -> RuleFinding<ColorSchemeReason>? in
            let draft = drafts[position]
            guard let judge = judges[draft.pending.platform], let (reason, detail) = judge.conclude(draft.pending) else { return nil }
            var site = draft.site
            site.detail = detail
            let rule: SeverityRuleDescription = switch draft.pending.shape {
            case .scheme: ColorSchemeRule.forcedScheme
            case .foreground, .fill: ColorSchemeRule.foreground
            case .background: ColorSchemeRule.background
            }
            site.severity = options.severity(of: rule)
            return RuleFinding(site: site, reason: reason)
        }
        return concluded.compactMap { $0 }
    }
}
