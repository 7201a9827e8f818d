import DocGenCore
import SwiftSyntax

/// What every Reduce Motion judgement shares: the reads, the safe wrappers, the settings.
struct MotionContext: Sendable {
    var reads: ReduceMotionReads
    var wrappers: Set<String>
    var found: [SafeWrapper]
    /// What each wrapper's own sites animate: a call of it shows the same motion.
    var wrapperMotion: [String: Motion] = [:]
    /// Wrappers that guard through a parameter (`riseTransition(reduceMotion:)`): the argument must be a
    /// Reduce Motion read of this polarity for a call to pass.
    var wrapperFlags: [String: [WrapperFlag]] = [:]
    var options: RuleOptions
    var configured: [String]
    var definerEnvironmentNames: [String]
    var definerFeeds: [Feed]
    /// The term of each token definition read so far, for this context's reads.
    let definitionTerms = ConcurrentMemo<Declaration, MotionTerm>()

    var exemptOpacity: Bool { options.bool(ReduceMotionRule.exemptOpacity, default: true) }

    /// The reads known to one file: the shared ones plus the file's own properties and feeds.
    func reads(adding facts: MotionFacts) -> ReduceMotionReads {
        guard !facts.environmentNames.isEmpty || !facts.feeds.isEmpty else { return reads }
        return ReduceMotionReads(configured: configured, environmentNames: reads.environmentNames + facts.environmentNames,
                                 feeds: reads.feeds + facts.feeds)
    }
}

/// A parameter through which a wrapper guards: its label (nil for `_`), position and the polarity it needs.
struct WrapperFlag: Sendable, Hashable {
    var label: String?
    var index: Int
    var polarity: Bool
}

/// What a file's judgement leaves for the second `prepare`: its reads and the condition paths it could not place.
struct MotionNotes: Sendable {
    var environmentNames: [String]
    var feeds: [Feed]
    var unresolved: Set<String>
    var environmentKeys: Set<String>
}

/// A site as its file shows it; `finish` evaluates its terms against the index of every file.
struct MotionDraft: Sendable {
    /// A guard found around the site, or the safe wrapper it calls.
    var structural: ReduceMotionReason?
    /// The animation and transition arguments.
    var terms: [MotionTerm]
    /// Whether the site's effects come from its own value (transitions, symbol effects) rather than state.
    var valueCarriesEffects: Bool
    /// Effects of the state the site animates, with whether each is neutralised under Reduce Motion.
    var stateEffects: [EffectTrait: Bool]
    /// Curve and effects read from names in the call (UIKit blocks, Core Animation key paths, closures).
    var namedCurve: Set<CurveTrait>
    var namedEffects: Set<EffectTrait>
    /// For calls of a wrapper: what the wrapper's own sites animate.
    var wrapperMotion: Motion?
    /// UIKit durations given by a token (`withDuration: Motion.duration`): zero under Reduce Motion guards the
    /// site; a token that cannot be resolved says nothing (the curve is known from the call).
    var durationTerms: [MotionTerm] = []
}

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

    /// The draft of one site: its guard, terms and effects as the file shows them.
    func draft(_ candidate: SiteCandidate, in file: ParsedFile, judge: GuardJudge, context: MotionContext) -> SiteDraft<MotionDraft> {
        let call = candidate.call
        let arguments = call.arguments.lazy.filter { !$0.expression.is(ClosureExprSyntax.self) }
        let scope = file.ancestry.typePath(of: Syntax(call))
        var builder = MotionTermBuilder(conditions: judge.conditions, scope: scope)
        switch candidate.kind {
        case "transition": builder.contextType = "AnyTransition"
        case "contentTransition": builder.contextType = "ContentTransition"
        case "symbolEffect": builder.contextType = "SymbolEffect"
        default: break
        }
        var pending = MotionDraft(structural: nil, terms: [], valueCarriesEffects: false, stateEffects: [:], namedCurve: [], namedEffects: [])
        if let wrapper = candidate.wrapper {
            pending.wrapperMotion = context.wrapperMotion[wrapper]
            if Self.passesFlags(call, context.wrapperFlags[wrapper] ?? [], judge) { pending.structural = .safeWrapper(wrapper) }
        }
        pending.structural = pending.structural
            ?? judge.structuralGuard(Syntax(call)) ?? judge.stateGuard(call) ?? judge.activationGuard(call) ?? judge.activeFlag(call)
        pending.terms = Self.animationArguments(of: candidate).map { builder.term($0) }
        let effects = SiteEffects(judge: judge)
        switch candidate.kind {
        case "animation":
            pending.stateEffects = effects.chain(call)
        case "withAnimation":
            pending.stateEffects = effects.closures(call)
        case "transition", "contentTransition", "symbolEffect":
            pending.valueCarriesEffects = true
            if candidate.kind == "symbolEffect" {
                if !call.labels.contains("value") { pending.namedCurve.insert(.repeatForever) }
                if let options = call.argument(labeled: "options") { pending.namedCurve.formUnion(MotionVocabulary.traits(in: options).curve) }
            }
        case "matchedGeometryEffect":
            pending.namedEffects = [.move, .size]
            pending.terms = Self.enclosingImplicitAnimation(of: call, in: file.ancestry).map { [builder.term($0)] } ?? []
        case "phaseAnimator", "keyframeAnimator":
            for closure in call.closures {
                let traits = MotionVocabulary.traits(in: closure)
                pending.namedEffects.formUnion(traits.effects)
                pending.namedCurve.formUnion(traits.curve.subtracting([.repeatForever]))
            }
            if candidate.kind == "phaseAnimator", !call.labels.contains("trigger") { pending.namedCurve.insert(.repeatForever) }
            if candidate.kind == "keyframeAnimator", call.argument(labeled: "repeating")?.trimmedDescription == "true" {
                pending.namedCurve.insert(.repeatForever)
            }
        case "UIView.animate", "UIView.transition", "UIView.perform", "UIViewPropertyAnimator", "CABasicAnimation",
             "CAKeyframeAnimation", "CASpringAnimation":
            let traits = candidate.kind.hasPrefix("UIView.") ? Self.traitsWithoutCompletion(call) : MotionVocabulary.traits(in: call)
            pending.namedCurve = traits.curve
            pending.namedEffects = traits.effects
            if candidate.kind.hasPrefix("CA") || candidate.kind == "UIViewPropertyAnimator" {
                let related = effects.relatedStatements(call)
                pending.namedCurve.formUnion(related.curve)
                pending.namedEffects.formUnion(related.effects)
            }
            if candidate.kind == "CASpringAnimation" { pending.namedCurve.insert(.spring) }
            pending.durationTerms = Self.durationTokens(of: call).map { builder.term($0) }
        default:
            pending.stateEffects = effects.closures(call)
            if call.memberBase != nil || !call.isMemberCall { pending.stateEffects.merge(effects.chain(call)) { $0 && $1 } }
        }
        let site = ScanSite.drafted(rule: ReduceMotionRule.id, in: file, at: candidate.nameToken, kind: candidate.kind,
                                    enclosing: file.ancestry.enclosingName(of: Syntax(call)),
                                    argument: arguments.map(\.collapsedText).joined(separator: " "))
        return SiteDraft(site: site, pending: pending)
    }

    /// Curve and effects of a UIKit animation call without its completion handler, which runs after the
    /// animation and is not part of it (a fade-out chained after a spring does not make the spring a fade).
    static func traitsWithoutCompletion(_ call: FunctionCallExprSyntax) -> (curve: Set<CurveTrait>, effects: Set<EffectTrait>) {
        var pieces: [Syntax] = [Syntax(call.calledExpression)]
        pieces += call.arguments.filter { $0.label?.text != "completion" }.map { Syntax($0) }
        if let trailing = call.trailingClosure, !call.labels.contains("animations") || call.labels.contains("completion") {
            pieces.append(Syntax(trailing))
        }
        pieces += call.additionalTrailingClosures.filter { $0.label.text != "completion" }.map { Syntax($0) }
        var result: (curve: Set<CurveTrait>, effects: Set<EffectTrait>) = ([], [])
        for piece in pieces {
            let traits = MotionVocabulary.traits(in: piece)
            result.curve.formUnion(traits.curve)
            result.effects.formUnion(traits.effects)
        }
        return result
    }

    /// The animation of the nearest `.animation(_:value:)` on the view or a container around it (same
    /// declaration): it is what moves a matched geometry effect when the value changes.
    static func enclosingImplicitAnimation(of call: FunctionCallExprSyntax, in ancestry: Ancestry) -> ExprSyntax? {
        ancestry.viewChains(around: call).joined().first { $0.calleeName == "animation" && $0.labels.contains("value") }?.firstUnlabeledArgument
    }

    /// Duration arguments of a UIKit call written as a token (`Motion.duration`, `duration`) rather than a
    /// number or a conditional.
    static func durationTokens(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        call.arguments.compactMap { argument in
            guard ["withDuration", "duration"].contains(argument.label?.text ?? ""), argument.expression.simplePath != nil,
                  !ExprTree(argument.expression).isConditional else { return nil }
            if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               LocalBindings.value(of: name, before: Syntax(argument.expression)) != nil {
                return nil
            }
            return argument.expression
        }
    }

    /// The arguments that are the site's animation or transition: the first unlabeled one for SwiftUI
    /// modifiers, animation-like arguments of helper calls, every plain argument of UIKit and Core Animation
    /// calls (for a duration of zero under Reduce Motion).
    static func animationArguments(of candidate: SiteCandidate) -> [ExprSyntax] {
        let plain = Array(candidate.call.arguments).filter { !$0.expression.is(ClosureExprSyntax.self) }
        if candidate.wrapper != nil {
            return plain.filter { $0.label == nil || ["animation", "transition"].contains($0.label?.text ?? "") }.map(\.expression)
        }
        switch candidate.kind {
        case "matchedGeometryEffect", "phaseAnimator", "keyframeAnimator":
            return []
        case "UIView.animate", "UIView.transition", "UIView.perform", "UIViewPropertyAnimator", "CABasicAnimation",
             "CAKeyframeAnimation", "CASpringAnimation":
            return plain.map(\.expression).filter { expression in
                if ExprTree(expression).isConditional { return true }
                guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let value = LocalBindings.value(of: name, before: Syntax(expression)) else { return false }
                return ExprTree(value).isConditional
            }
        default:
            return plain.first.flatMap { $0.label == nil ? [$0.expression] : nil } ?? []
        }
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
