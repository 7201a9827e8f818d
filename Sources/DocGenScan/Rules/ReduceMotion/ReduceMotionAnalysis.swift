import DocGenCore
import SwiftSyntax

/// The Reduce Motion rule's analysis.
struct ReduceMotionAnalysis: RuleAnalysis {
    typealias Rule = ReduceMotionRule
    let options: RuleOptions

    init(options: RuleOptions) { self.options = options }

    func isDefiner(_ text: String) -> Bool { DefinitionPrescan.mayDefineWrappers(text) }

    func prepare(definers: [ParsedFile], index: DefinitionIndex, notes: [MotionNotes]?) -> MotionContext {
        let configured = options.strings(ReduceMotionRule.reduceMotionReads)
        let safe = options.strings(ReduceMotionRule.safeWrappers)
        let definerFacts = definers.map { MotionFacts.collect($0, wrappers: Set(safe), knownReads: Set(configured)) }
        let others = notes ?? []
        let reads = ReduceMotionReads(configured: configured,
                                      environmentNames: definerFacts.flatMap(\.environmentNames) + others.flatMap(\.environmentNames),
                                      feeds: definerFacts.flatMap(\.feeds) + others.flatMap(\.feeds))
        var context = MotionContext(reads: reads, wrappers: Set(safe),
                                    found: safe.map { SafeWrapper(name: $0, kind: .configured, file: "", line: 0) },
                                    options: options, configured: configured,
                                    definerEnvironmentNames: definerFacts.flatMap(\.environmentNames), definerFeeds: definerFacts.flatMap(\.feeds))
        WrapperResolver(analysis: self, index: index).resolve(definers: definers, context: &context)
        return context
    }

    func judge(_ file: ParsedFile, context: MotionContext) -> FileJudgement<MotionNotes, MotionDraft> {
        let facts = MotionFacts.collect(file, wrappers: context.wrappers, knownReads: context.reads.knownNames)
        let reads = context.reads(adding: facts)
        let judge = GuardJudge(file: file, reads: reads)
        let drafts = facts.sites.map { candidate in draft(candidate, in: file, judge: judge, context: context) }
        return FileJudgement(drafts: drafts, notes: MotionNotes(environmentNames: facts.environmentNames, feeds: facts.feeds,
                                                                unresolved: judge.unresolved.paths, environmentKeys: facts.environmentKeys))
    }

    func needsRejudge(_ notes: MotionNotes, early: MotionContext, final: MotionContext) -> Bool {
        if final.wrappers != early.wrappers { return true }
        return notes.unresolved.union(notes.environmentKeys).contains { path in
            final.reads.polarity(ofPath: path) != nil && early.reads.polarity(ofPath: path) == nil
        }
    }

    func finish(_ drafts: [SiteDraft<MotionDraft>], context: MotionContext, index: DefinitionIndex) -> [RuleFinding<ReduceMotionReason>] {
        let evaluator = MotionEvaluator(index: index, reads: context.reads, definitionTerms: context.definitionTerms)
        return Parallel.map(drafts.count) { position in
            Self.conclude(drafts[position], evaluator: evaluator, context: context)
        }
    }

    func helpers(_ context: MotionContext) -> [SafeWrapper] { context.found }

    // MARK: judging a site in its file

    /// The draft of one site: its guard, and what its family reads of its terms and effects (``SiteDrafting``).
    func draft(_ candidate: SiteCandidate, in file: ParsedFile, judge: GuardJudge, context: MotionContext) -> SiteDraft<MotionDraft> {
        let call = candidate.call
        var pending = MotionDraft()
        if let wrapper = candidate.wrapper {
            pending.wrapperMotion = context.wrapperMotion[wrapper]
            if Self.passesFlags(call, context.wrapperFlags[wrapper] ?? [], judge) { pending.structural = .safeWrapper(wrapper) }
        }
        pending.structural = pending.structural
            ?? judge.structuralGuard(Syntax(call)) ?? judge.stateGuard(call) ?? judge.activationGuard(call) ?? judge.activeFlag(call)
        var builder = MotionTermBuilder(conditions: judge.conditions, scope: file.ancestry.typePath(of: Syntax(call)))
        builder.contextType = candidate.drafting.valueType
        pending.terms = candidate.drafting.animationArguments(of: call).map { builder.term($0) }
        candidate.drafting.describe(call, into: &pending, with: DraftingTools(builder: builder, effects: SiteEffects(judge: judge), ancestry: file.ancestry))
        let arguments = call.arguments.lazy.filter { !$0.expression.is(ClosureExprSyntax.self) }
        let site = ScanSite.drafted(rule: ReduceMotionRule.id, in: file, at: candidate.nameToken, kind: candidate.kind,
                                    enclosing: file.ancestry.enclosingName(of: Syntax(call)),
                                    argument: arguments.map(\.collapsedText).joined(separator: " "))
        return SiteDraft(site: site, pending: pending)
    }

    /// Whether a call of a wrapper passes Reduce Motion reads of the right polarity to its flag parameters.
    static func passesFlags(_ call: FunctionCallExprSyntax, _ flags: [WrapperFlag], _ judge: GuardJudge) -> Bool {
        let arguments = Array(call.arguments)
        return flags.allSatisfy { flag in
            let argument = flag.label.map { label in arguments.first { $0.label?.text == label } }
                ?? (flag.index < arguments.count ? arguments[flag.index] : nil)
            guard let expression = argument?.expression else { return false }
            return judge.conditionFacts(ExprTree(expression)).whenTrue == flag.polarity
        }
    }

    // MARK: concluding

    /// Evaluates a draft's terms and decides its motion, severity and reason.
    static func conclude(_ drafted: SiteDraft<MotionDraft>, evaluator: MotionEvaluator, context: MotionContext) -> RuleFinding<ReduceMotionReason> {
        let draft = drafted.pending
        var site = drafted.site
        var evaluated = evaluator.evaluate(.combined(draft.terms, directional: false))
        for term in draft.durationTerms {
            let duration = evaluator.evaluate(term)
            if evaluated.reduced == nil, duration.reduced?.isNone == true {
                evaluated.reduced = MotionFacet.none
                evaluated.reducedBy = duration.reducedBy
                evaluated.definition = evaluated.definition ?? duration.definition
            }
        }
        var curve = evaluated.normal.value.curve.union(draft.namedCurve)
        if !evaluated.unresolved.isEmpty { curve.insert(.unknown) }
        var effects = Set(draft.stateEffects.keys).union(draft.namedEffects).union(evaluated.normal.value.effects)
        if let inherited = draft.wrapperMotion {
            if effects.isEmpty { effects = Set(inherited.effects) }
            curve.formUnion(inherited.curve)
        }
        if effects.contains(.directional) == false, effects.contains(.move) || effects.contains(.offset),
           evaluated.normal.directional {
            effects.insert(.directional)
        }
        let motion = Motion(curve: curve, effects: effects)
        site.motion = motion
        site.detail = motion.words.joined(separator: ", ")
        site.severity = MotionSeverityRule.severity(of: motion, options: context.options)
        site.definition = evaluated.definition
        return RuleFinding(site: site, reason: reason(draft, motion: motion, evaluated: evaluated, exemptOpacity: context.exemptOpacity))
    }

    private static func reason(_ draft: MotionDraft, motion: Motion, evaluated: MotionEvaluation, exemptOpacity: Bool) -> ReduceMotionReason {
        if let structural = draft.structural { return structural }
        if let reduced = evaluated.reduced {
            if reduced.isNone { return evaluated.reducedBy.map(ReduceMotionReason.nilToken) ?? .ternary }
            if draft.valueCarriesEffects || !reduced.value.effects.isEmpty {
                let stillMoving = reduced.value.effects.contains { $0.isMovement } || reduced.value.curve.contains(.repeatForever)
                if !stillMoving, !reduced.value.effects.isEmpty || draft.valueCarriesEffects { return .reducedAnimation }
            }
        }
        let known = !motion.effects.isEmpty
        let moving = motion.effects.filter(\.isMovement)
        if known, moving.isEmpty {
            return exemptOpacity ? .exemptOpacity : (evaluated.unresolved.isEmpty ? .unguarded : .unknownCurve)
        }
        if !draft.valueCarriesEffects, known, moving.allSatisfy({ draft.stateEffects[$0] == true }) {
            return evaluated.reduced.map { MotionEvaluator.isReduced($0.value) } == true ? .reducedAnimation : .neutralisedEffects
        }
        if !known, let reduced = evaluated.reduced, MotionEvaluator.isReduced(reduced.value) { return .reducedAnimation }
        if !evaluated.unresolved.isEmpty { return .unknownCurve }
        return .unguarded
    }
}
