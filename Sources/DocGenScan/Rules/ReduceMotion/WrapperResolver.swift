import DocGenCore
import SwiftSyntax

/// Reads the helpers of the files that may define them (``DefinitionPrescan``), before any other file is judged:
///
/// - the *helpers whose sites take something from their callers* — a function whose sites read its parameters
///   (an animation, a transition, a Reduce Motion flag, a body closure), a type whose sites read its stored
///   properties (a `ViewModifier` given an animation), and, to a fixed point, the functions and types that pass
///   their own parameters or properties on to such a helper (`fade(_ a:)` calling `FadeModifier(animation: a)`).
///   Every file records the calls of these (``CallerCall``), and their sites are judged through them;
/// - the *safe wrappers*, for the report: functions taking an animation or a body closure, `extension View`
///   helpers and `ViewModifier` types whose sites all pass (at least one by a guard), or that call such a wrapper
///   and have no site of their own — calls matched by receiver, never by name alone.
struct WrapperResolver {
    let analysis: ReduceMotionAnalysis
    let index: DefinitionIndex

    private struct Candidate {
        var declaration: Declaration
        var kind: SafeWrapper.Kind
        var hasSites = false
        var sitesPass = true
        var guards = false
        var accepted = false
    }

    func resolve(definers: DefinerFiles<MotionDefinerNotes>, context: inout MotionContext) {
        var candidates: [Declaration: Candidate] = [:]
        for file in definers.files {
            for declaration in file.declarations {
                if let kind = Self.kind(of: declaration, index: index) { candidates[declaration] = Candidate(declaration: declaration, kind: kind) }
            }
        }
        // Each definer's sites are drafted and concluded on their own (a draft reads the context, never the helpers
        // found in other files), so the files are read on every core and their findings merged in order. Only the
        // definers that may hold a site are parsed again for it.
        let evaluator = MotionEvaluator(index: index, reads: context.reads, definitionTerms: context.definitionTerms)
        let (analysis, owners, shared) = (analysis, Set(candidates.keys), context)
        let withSites = definers.notes.indices.filter { definers.notes[$0].namesSites }
        let found = definers.parsed(withSites) { file -> (helpers: [Declaration], sites: [(owner: Declaration, guarded: Bool, passes: Bool)]) in
            let facts = MotionFacts.collect(file, wrappers: shared.wrappers, knownReads: shared.reads.knownNames)
            guard !facts.sites.isEmpty else { return ([], []) }
            let judge = GuardJudge(file: file, reads: shared.reads(adding: facts))
            var helpers: [Declaration] = []
            var sites: [(owner: Declaration, guarded: Bool, passes: Bool)] = []
            for candidate in facts.sites where !file.isPreview(line: file.location(of: candidate.nameToken).line) {
                let drafted = analysis.draft(candidate, in: file, judge: judge, context: shared)
                if let helper = drafted.pending.helper { helpers.append(helper) }
                let offset = candidate.nameToken.position.utf8Offset
                guard let owner = [file.innermostDeclaration(of: .function, containing: offset), file.innermostDeclaration(of: .type, containing: offset)]
                    .compactMap({ $0 }).first(where: owners.contains) else { continue }
                let site = ReduceMotionAnalysis.conclude(drafted, evaluator: evaluator, context: shared).concluded
                sites.append((owner, site.guarded, site.verdict == .pass))
            }
            return (helpers, sites)
        }
        for (helpers, sites) in found {
            context.helpers.formUnion(helpers)
            for site in sites {
                candidates[site.owner]?.hasSites = true
                if !site.guarded { candidates[site.owner]?.sitesPass = false }
                if site.passes { candidates[site.owner]?.guards = true }
            }
        }
        context.helperNames = Set(context.helpers.map(\.name))
        forwardingHelpers(definers: definers, context: &context)
        acceptWrappers(&candidates, definers: definers, context: &context)
    }

    /// Adds, to a fixed point, the functions and types of the definers that pass their own parameters or stored
    /// properties on to a helper's call. Each round parses again only the definers that spell a name it asks about,
    /// and applies their calls in file order, as one pass over every definer would.
    private func forwardingHelpers(definers: DefinerFiles<MotionDefinerNotes>, context: inout MotionContext) {
        var names = context.helperNames
        while !names.isEmpty {
            var added: Set<String> = []
            let (asked, reads) = (names, context.reads)
            let found = definers.parsed(definers.positions(mentioning: asked)) { file in
                Self.calls(named: asked, in: file).map { call in
                    CallerCall(call, in: file, builder: MotionTermBuilder(conditions: ConditionReader(reads: reads), scope: ""),
                               effects: SiteEffects(judge: GuardJudge(file: file, reads: reads)))
                }
            }
            for caller in found.joined() {
                guard context.helpers.contains(where: { $0.name == caller.name && index.accepts(caller.receiver, shape: caller.shape, for: $0) }) else { continue }
                let forwarded = Set(caller.arguments.compactMap(\.forwarded))
                guard !forwarded.isEmpty else { continue }
                if let function = caller.enclosingFunction,
                   index.details(of: function).parameters.contains(where: { forwarded.contains($0.name) }) {
                    if context.helpers.insert(function).inserted { added.insert(function.name) }
                } else if let type = caller.enclosingType,
                          forwarded.contains(where: { name in index.members(named: name, in: type.qualifiedName).contains { $0.kind == .property && !$0.isComputed } }) {
                    if context.helpers.insert(type).inserted { added.insert(type.name) }
                }
            }
            context.helperNames.formUnion(added)
            names = added
        }
    }

    /// A call of an accepted wrapper's name, as far as accepting its callers needs it.
    private struct WrapperCallSite: Sendable {
        var name: String?
        var receiver: CallReceiver
        var shape: CallShape
        var owners: [Declaration?]
    }

    /// The safe wrappers, for the report.
    private func acceptWrappers(_ candidates: inout [Declaration: Candidate], definers: DefinerFiles<MotionDefinerNotes>, context: inout MotionContext) {
        var newly: [Declaration] = []
        for (declaration, candidate) in candidates where candidate.hasSites && candidate.sitesPass && candidate.guards {
            candidates[declaration]?.accepted = true
            newly.append(declaration)
        }
        var accepted: [Declaration] = []
        while !newly.isEmpty {
            accepted += newly
            let names = Set(newly.map(\.name))
            newly = []
            let found = definers.parsed(definers.positions(mentioning: names)) { file in
                Self.calls(named: names, in: file).map { call in
                    let offset = call.position.utf8Offset
                    return WrapperCallSite(name: call.calleeName, receiver: CallReceiver(of: call, ancestry: file.ancestry), shape: CallShape(of: call),
                                           owners: [file.innermostDeclaration(of: .function, containing: offset),
                                                    file.innermostDeclaration(of: .type, containing: offset)])
                }
            }
            for call in found.joined() {
                guard accepted.contains(where: { $0.name == call.name && index.accepts(call.receiver, shape: call.shape, for: $0) }) else { continue }
                for owner in call.owners {
                    guard let owner, let candidate = candidates[owner], !candidate.accepted, !candidate.hasSites else { continue }
                    candidates[owner]?.accepted = true
                    newly.append(owner)
                    break
                }
            }
        }
        for declaration in accepted.sorted(by: { ($0.path, $0.range.lowerBound) < ($1.path, $1.range.lowerBound) }) {
            guard let kind = candidates[declaration]?.kind else { continue }
            context.found.append(SafeWrapper(name: declaration.name, kind: kind, file: declaration.path, line: index.line(of: declaration)))
        }
    }

    /// Calls (outside preview code) of functions or types named one of `names` in `file`.
    private static func calls(named names: Set<String>, in file: ParsedFile) -> [FunctionCallExprSyntax] {
        file.identifiers(named: names).compactMap { token in
            guard let call = token.namedCall, !file.isPreview(line: file.location(of: token).line) else { return nil }
            return call
        }
    }

    /// Whether a declaration may be a wrapper, and of which kind.
    static func kind(of declaration: Declaration, index: DefinitionIndex) -> SafeWrapper.Kind? {
        switch declaration.kind {
        case .type:
            return declaration.inherited.contains("ViewModifier") ? .modifier : nil
        case .function:
            if ViewContext.viewProtocols.contains(declaration.owner) { return .function }
            let takesAnimation = index.details(of: declaration).parameters.contains { parameter in
                guard let type = parameter.typeName else { return false }
                return ["Animation", "AnyTransition"].contains(type) || type.contains("->")
            }
            return takesAnimation ? .function : nil
        default:
            return nil
        }
    }
}
