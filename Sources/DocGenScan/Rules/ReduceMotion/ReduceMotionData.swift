import DocGenCore
import SwiftSyntax

/// What every Reduce Motion judgement shares (the analysis's `Context`): the reads, the safe wrappers, the settings.
struct MotionContext: Sendable {
    var reads: ReduceMotionReads
    /// Configured safe wrappers (`safe_wrappers`): sites in their bodies pass.
    var configuredWrappers: Set<String>
    /// Configured safe wrappers that no scanned file declares: their calls are the sites, and pass.
    var wrappers: Set<String>
    /// Helpers found that guard (for the report).
    var found: [SafeWrapper]
    /// Functions and types whose sites take something from their callers, and their names, whose calls every
    /// file records.
    var helpers: Set<Declaration> = []
    var helperNames: Set<String> = []
    /// The calls of those helpers (in the final context).
    var callers = CallerGraph.empty
    /// How every file's views read members of other objects, by member name (in the final context).
    var memberReads: [String: MemberRead] = [:]
    /// The other files' calls and member reads, until the definers' are added (``ReduceMotionAnalysis/completing(_:with:index:)``).
    var noted = CallerNotes()
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

/// What a definer's first parse leaves both `prepare`s (the analysis's `DefinerNotes`): its reads, and whether it
/// may hold a site (only those are parsed again to find the helpers among their sites).
struct MotionDefinerNotes: Sendable {
    var environmentNames: [String]
    var feeds: [Feed]
    /// Whether the file has an identifier named as a site may be (``MotionFacts/siteTokenNames(wrappers:)``).
    var namesSites: Bool
}

/// Calls of helpers and member reads, as files leave them for the callers and member reads of the final context.
struct CallerNotes: Sendable {
    var calls: [CallerCall] = []
    /// Each file's, in the scan's order.
    var memberReads: [[String: MemberRead]] = []
}

/// What a file's judgement leaves for the second `prepare` (the analysis's `Notes`): its reads and the condition paths it could not place.
struct MotionNotes: Sendable {
    var environmentNames: [String]
    var feeds: [Feed]
    var unresolved: Set<String>
    var environmentKeys: Set<String>
    /// Calls of the helpers whose sites take something from their callers.
    var calls: [CallerCall] = []
    /// How the file's views read members of other objects (``MemberRead``).
    var memberReads: [String: MemberRead] = [:]
}

/// A site as its file shows it (the analysis's `Pending`); `finish` evaluates its terms against the index of every file.
struct MotionDraft: Sendable {
    /// A guard found around the site, or the safe wrapper it calls.
    var structural: ReduceMotionReason?
    /// The animation and transition arguments.
    var terms: [MotionTerm] = []
    /// Whether the site's effects come from its own value (transitions, symbol effects) rather than state.
    var valueCarriesEffects = false
    /// Effects of the state the site animates, with whether each is neutralised under Reduce Motion.
    var stateEffects: [EffectTrait: Bool] = [:]
    /// States the site's closures assign that nothing in their own type shows (with the computed properties
    /// reading them): their effects are those of the views in other files reading them as members.
    var crossFileStates: Set<String> = []
    /// Whether ``stateEffects`` only guesses from names, every state assigned being shown elsewhere.
    var stateEffectsGuessed = false
    /// Whether the site is in a type that is not a view (a model, a store): its states are shown only by the views
    /// of other files that read them as members.
    var inModel = false
    /// Curve and effects read from names in the call (UIKit blocks, Core Animation key paths, closures).
    var namedCurve: Set<CurveTrait> = []
    var namedEffects: Set<EffectTrait> = []
    /// For a site in a helper: the function or type whose callers give it values, its Reduce Motion flags
    /// (polarity under Reduce Motion), and the flag its structural guard tests.
    var helper: Declaration?
    var flags: [String: Bool] = [:]
    var structuralFlag: String?
    /// UIKit durations given by a token (`withDuration: Motion.duration`): zero under Reduce Motion guards the
    /// site; a token that cannot be resolved says nothing (the curve is known from the call).
    var durationTerms: [MotionTerm] = []
}
