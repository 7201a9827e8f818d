import DocGenCore
import SwiftSyntax

/// The Reduce Motion rule's analysis.
struct ReduceMotionAnalysis: RuleAnalysis {
    typealias Rule = ReduceMotionRule
    let options: RuleOptions

    init(options: RuleOptions) { self.options = options }

    func isDefiner(_ text: String) -> Bool { DefinitionPrescan.mayDefineWrappers(text) }

    /// A definer's reads (with the configured ones only), and whether it may hold a site at all.
    func definerNotes(_ file: ParsedFile) -> MotionDefinerNotes {
        let facts = MotionFacts.collect(file, wrappers: [], knownReads: Set(options.strings(ReduceMotionRule.reduceMotionReads)))
        let siteNames = MotionFacts.siteTokenNames(wrappers: Set(options.strings(ReduceMotionRule.safeWrappers)))
        return MotionDefinerNotes(environmentNames: facts.environmentNames, feeds: facts.feeds,
                                  namesSites: !file.identifiers(named: siteNames).isEmpty)
    }

    func prepare(definers: DefinerFiles<MotionDefinerNotes>, index: DefinitionIndex, notes: [MotionNotes]?) -> MotionContext {
        let configured = options.strings(ReduceMotionRule.reduceMotionReads)
        let safe = options.strings(ReduceMotionRule.safeWrappers)
        let definerFacts = definers.notes
        let others = notes ?? []
        let reads = ReduceMotionReads(configured: configured,
                                      environmentNames: definerFacts.flatMap(\.environmentNames) + others.flatMap(\.environmentNames),
                                      feeds: definerFacts.flatMap(\.feeds) + others.flatMap(\.feeds))
        let undeclared = safe.filter { index.memberCount(named: $0) == 0 && index.type(named: $0, from: "") == nil }
        var context = MotionContext(reads: reads, configuredWrappers: Set(safe), wrappers: Set(undeclared),
                                    found: safe.map { SafeWrapper(name: $0, kind: .configured, file: "", line: 0) },
                                    options: options, configured: configured,
                                    definerEnvironmentNames: definerFacts.flatMap(\.environmentNames), definerFeeds: definerFacts.flatMap(\.feeds))
        WrapperResolver(analysis: self, index: index).resolve(definers: definers, context: &context)
        if let notes {
            // The definers' calls and member reads are added when they are judged (`completing`).
            context.noted = CallerNotes(calls: notes.flatMap(\.calls), memberReads: notes.map(\.memberReads))
        }
        return context
    }

    /// A definer's calls of helpers and member reads, for the callers and member reads of the final context.
    func definerFinalNotes(_ file: ParsedFile, context: MotionContext) -> CallerNotes {
        let facts = MotionFacts.collect(file, wrappers: [], watched: context.helperNames, knownReads: context.reads.knownNames)
        let judge = GuardJudge(file: file, reads: context.reads(adding: facts))
        return CallerNotes(calls: Self.callerCalls(facts.calls, in: file, judge: judge), memberReads: [judge.stateEffects.memberReads()])
    }

    /// The final context with the callers of every helper and the member reads of every file, which only
    /// concluding a site reads.
    func completing(_ context: MotionContext, with definers: [CallerNotes], index: DefinitionIndex) -> MotionContext {
        var context = context
        let calls = context.noted.calls + definers.flatMap(\.calls)
        context.memberReads = MemberRead.merged(context.noted.memberReads + definers.flatMap(\.memberReads))
        context.callers = CallerGraph(calls: calls, helpers: context.helpers, index: index, reads: context.reads)
        context.noted = CallerNotes()
        return context
    }

    func judge(_ file: ParsedFile, context: MotionContext) -> FileJudgement<MotionNotes, MotionDraft> {
        let (facts, judge, drafts) = drafting(file, context: context)
        // The notes after the drafts: drafting is what finds the unresolved paths.
        return FileJudgement(drafts: drafts, notes: MotionNotes(environmentNames: facts.environmentNames, feeds: facts.feeds,
                                                                unresolved: judge.unresolved.paths, environmentKeys: facts.environmentKeys,
                                                                calls: Self.callerCalls(facts.calls, in: file, judge: judge),
                                                                memberReads: judge.stateEffects.memberReads()))
    }

    /// A final judgement's drafts, without the notes (callers' records, member reads) that only the final
    /// context's preparation reads.
    func drafts(_ file: ParsedFile, context: MotionContext) -> [SiteDraft<MotionDraft>] {
        drafting(file, context: context).drafts
    }

    /// A file's motion facts, the guard judge over them and the drafts of its sites.
    private func drafting(_ file: ParsedFile, context: MotionContext) -> (facts: MotionFacts, judge: GuardJudge, drafts: [SiteDraft<MotionDraft>]) {
        let facts = MotionFacts.collect(file, wrappers: context.wrappers, watched: context.helperNames, knownReads: context.reads.knownNames)
        let judge = GuardJudge(file: file, reads: context.reads(adding: facts))
        return (facts, judge, facts.sites.map { candidate in draft(candidate, in: file, judge: judge, context: context) })
    }

    /// The calls of helpers found in a file, as its callers' records.
    static func callerCalls(_ calls: [FunctionCallExprSyntax], in file: ParsedFile, judge: GuardJudge) -> [CallerCall] {
        calls.map { call in
            CallerCall(call, in: file, builder: MotionTermBuilder(conditions: judge.conditions, scope: file.ancestry.typePath(of: Syntax(call))),
                       effects: SiteEffects(judge: judge))
        }
    }

    func needsRejudge(_ notes: MotionNotes, early: MotionContext, final: MotionContext) -> Bool {
        if final.wrappers != early.wrappers || final.helperNames != early.helperNames { return true }
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

    /// The draft of one site: its guard, what it takes from the callers of the helper it is in, and what its
    /// family reads of its terms and effects (``SiteDrafting``).
    func draft(_ candidate: SiteCandidate, in file: ParsedFile, judge: GuardJudge, context: MotionContext) -> SiteDraft<MotionDraft> {
        let call = candidate.call
        var pending = MotionDraft()
        var builder = MotionTermBuilder(conditions: judge.conditions, scope: file.ancestry.typePath(of: Syntax(call)))
        var supplier: SiteSupplier?
        if let wrapper = candidate.wrapper {
            pending.structural = .safeWrapper(wrapper)
        } else if let found = SiteSupplier.find(for: call, in: file, reads: judge.reads) {
            supplier = found
            pending.helper = found.helper
            pending.flags = found.flags
            builder.flagParameters = Set(found.flags.keys)
        }
        if pending.structural == nil, !context.configuredWrappers.isEmpty {
            let offset = call.position.utf8Offset
            let around = [file.innermostDeclaration(of: .function, containing: offset), file.innermostDeclaration(of: .type, containing: offset)]
            if let name = around.compactMap({ $0?.name }).first(where: context.configuredWrappers.contains) { pending.structural = .safeWrapper(name) }
        }
        if pending.structural == nil {
            pending.structural = judge.structuralGuard(Syntax(call)) ?? judge.stateGuard(call) ?? judge.activationGuard(call) ?? judge.activeFlag(call)
            if pending.structural != nil { pending.structuralFlag = supplier?.structuralFlag }
        }
        builder.contextType = candidate.drafting.valueType
        pending.terms = candidate.drafting.animationArguments(of: call).map { builder.term($0) }
        candidate.drafting.describe(call, into: &pending, with: DraftingTools(builder: builder, effects: SiteEffects(judge: judge), ancestry: file.ancestry))
        let arguments = call.arguments.lazy.filter { !$0.expression.is(ClosureExprSyntax.self) }
        let site = ScanSite.drafted(rule: ReduceMotionRule.id, in: file, at: candidate.nameToken, kind: candidate.kind,
                                    enclosing: file.ancestry.enclosingName(of: Syntax(call)),
                                    argument: arguments.map(\.collapsedText).joined(separator: " "))
        return SiteDraft(site: site, pending: pending)
    }

    // MARK: concluding

    /// Evaluates a draft's terms and decides its motion, severity and reason; a site in a helper is concluded
    /// once for each caller (with what the caller gives the helper) and takes the worst.
    static func conclude(_ drafted: SiteDraft<MotionDraft>, evaluator: MotionEvaluator, context: MotionContext) -> RuleFinding<ReduceMotionReason> {
        let own = drafted.pending.flags.mapValues { TokenArgument(label: nil, term: .opaque, polarity: $0, literal: nil) }
        let alone = concludeOne(drafted, arguments: own, callerEffects: [:], evaluator: evaluator, context: context)
        guard let helper = drafted.pending.helper else { return alone }
        let bindings = context.callers.bindings(of: helper)
        guard !bindings.isEmpty else { return alone }
        let findings = bindings.map { binding in
            concludeOne(drafted, arguments: own.merging(binding.arguments) { $1 }, callerEffects: binding.effects, evaluator: evaluator, context: context)
        }
        let failing = findings.indices.first { findings[$0].reason.verdict == .fail }
        let chosen = failing ?? findings.indices.first { findings[$0].reason.verdict == .unknown }
            ?? findings.indices.first { findings[$0].reason.verdict == .pass } ?? 0
        var finding = findings[chosen]
        if failing != nil, alone.reason.verdict != .fail { finding.reason = .unguardedCall(bindings[chosen].place) }
        finding.site.severity = findings.map(\.site.severity).min() ?? finding.site.severity
        var places: [String] = []
        for binding in bindings where !places.contains(binding.place) { places.append(binding.place) }
        let listed = places.prefix(4).joined(separator: ", ") + (places.count > 4 ? " and \(places.count - 4) more" : "")
        finding.site.detail += (finding.site.detail.isEmpty ? "" : "; ") + "called from " + listed
        return finding
    }

    /// The finding for one set of caller arguments (the flags' own polarity when no caller is known).
    private static func concludeOne(_ drafted: SiteDraft<MotionDraft>, arguments: [String: TokenArgument], callerEffects: [EffectTrait: Bool],
                                    evaluator: MotionEvaluator, context: MotionContext) -> RuleFinding<ReduceMotionReason> {
        var draft = drafted.pending
        if let flag = draft.structuralFlag, let polarity = draft.flags[flag], let given = arguments[flag],
           given.polarity != polarity, given.literal != polarity {
            draft.structural = nil
        }
        if draft.stateEffects.isEmpty, !draft.valueCarriesEffects { draft.stateEffects = callerEffects }
        Self.addCrossFileEffects(to: &draft, reads: context.memberReads)
        var site = drafted.site
        if draft.structural == nil, draft.inModel, draft.stateEffectsGuessed, draft.stateEffects.isEmpty, draft.namedEffects.isEmpty,
           MemberRead.unread(draft.crossFileStates, in: context.memberReads) {
            // A model's `withAnimation { progress = 1 }` where no code outside the model reads `progress`: no view shows it.
            site.severity = .low
            site.detail = "no view shows " + draft.crossFileStates.sorted().joined(separator: ", ")
            return RuleFinding(site: site, reason: .noMotion)
        }
        var evaluated = evaluator.evaluate(.combined(draft.terms, directional: false), callerArguments: arguments)
        for term in draft.durationTerms {
            let duration = evaluator.evaluate(term, callerArguments: arguments)
            if evaluated.reduced == nil, duration.reduced?.isNone == true {
                evaluated.reduced = MotionFacet.none
                evaluated.reducedBy = duration.reducedBy
                evaluated.definition = evaluated.definition ?? duration.definition
            }
        }
        var curve = evaluated.normal.value.curve.union(draft.namedCurve)
        if !evaluated.unresolved.isEmpty { curve.insert(.unknown) }
        var effects = Set(draft.stateEffects.keys).union(draft.namedEffects).union(evaluated.normal.value.effects)
        if effects.contains(.directional) == false, effects.contains(.move) || effects.contains(.offset),
           evaluated.normal.directional {
            effects.insert(.directional)
        }
        let motion = Motion(curve: curve, effects: effects)
        site.motion = motion
        site.detail = motion.words.joined(separator: ", ")
        site.severity = MotionSeverityRule.severity(of: motion, options: context.options)
        site.definition = evaluated.definition
        let noMotion = !draft.terms.isEmpty && evaluated.normal.isNone
        if noMotion, draft.structural == nil { site.severity = .low }
        return RuleFinding(site: site, reason: noMotion && draft.structural == nil ? .noMotion
            : reason(draft, motion: motion, evaluated: evaluated, exemptOpacity: context.exemptOpacity))
    }

    /// The effects of the states a site's closures assign for views in other files: known when every read of
    /// them is understood, replacing what their names guessed; unknown reads leave the draft as it was.
    static func addCrossFileEffects(to draft: inout MotionDraft, reads: [String: MemberRead]) {
        guard !draft.crossFileStates.isEmpty else { return }
        let found = MemberRead.shown(draft.crossFileStates, in: reads)
        guard !found.opaque, !found.effects.isEmpty else { return }
        if draft.stateEffectsGuessed { draft.stateEffects = [:] }
        for (effect, neutralised) in found.effects { draft.stateEffects[effect] = (draft.stateEffects[effect] ?? true) && neutralised }
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
