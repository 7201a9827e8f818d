import SwiftSyntax

/// Finds the safe wrappers of the files that may define them: functions taking an animation or a body
/// closure, `extension View` helpers, and `ViewModifier` types whose every animation site passes — and,
/// to a fixed point, those whose sites pass because they call a wrapper already found. Calls of a safe
/// wrapper are then sites that pass (`safe-wrapper NAME`); a helper that does not guard is reported once,
/// at its own site.
struct WrapperResolver {
    let analysis: ReduceMotionAnalysis
    let index: DefinitionIndex

    private struct Candidate {
        var file: ParsedFile
        var declaration: Declaration
        var kind: SafeWrapper.Kind
        var sitesPass = true
        var hasSites = false
        var accepted = false
        var curve: Set<CurveTrait> = []
        var effects: Set<EffectTrait> = []
    }

    func resolve(definers: [ParsedFile], context: inout MotionContext) {
        var candidates: [Candidate] = []
        for file in definers {
            for declaration in file.declarations {
                if let kind = Self.kind(of: declaration, index: index) { candidates.append(Candidate(file: file, declaration: declaration, kind: kind)) }
            }
        }
        guard !candidates.isEmpty else { return }
        let evaluator = MotionEvaluator(index: index, reads: context.reads, definitionTerms: context.definitionTerms)
        for file in definers {
            let facts = MotionFacts.collect(file, wrappers: context.wrappers, knownReads: context.reads.knownNames)
            guard !facts.sites.isEmpty else { continue }
            let reads = context.reads(adding: facts)
            let judge = GuardJudge(file: file, reads: reads)
            for candidate in facts.sites {
                guard let owner = Self.innermost(candidates, file: file, offset: candidate.nameToken.position.utf8Offset) else { continue }
                let drafted = analysis.draft(candidate, in: file, judge: judge, context: context)
                let site = ReduceMotionAnalysis.conclude(drafted, evaluator: evaluator, context: context).concluded
                candidates[owner].hasSites = true
                if !site.guarded { candidates[owner].sitesPass = false }
                candidates[owner].curve.formUnion(site.motion?.curve ?? [])
                candidates[owner].effects.formUnion(site.motion?.effects ?? [])
            }
        }
        var newly = context.wrappers
        var calling: Set<Int> = []
        repeat {
            for file in definers {
                for token in file.identifiers(named: newly) {
                    guard let call = token.namedCall, AnimationSiteMatchers.match(call, in: file) == nil,
                          let owner = Self.innermost(candidates, file: file, offset: token.position.utf8Offset) else { continue }
                    calling.insert(owner)
                    if let motion = context.wrapperMotion[token.text] {
                        candidates[owner].curve.formUnion(motion.curve)
                        candidates[owner].effects.formUnion(motion.effects)
                    }
                }
            }
            newly = []
            for position in candidates.indices where !candidates[position].accepted && candidates[position].sitesPass {
                guard candidates[position].hasSites || calling.contains(position) else { continue }
                candidates[position].accepted = true
                let declaration = candidates[position].declaration
                newly.insert(declaration.name)
                context.wrappers.insert(declaration.name)
                context.found.append(SafeWrapper(name: declaration.name, kind: candidates[position].kind,
                                                 file: declaration.path, line: index.line(of: declaration)))
                context.wrapperMotion[declaration.name] = Motion(curve: candidates[position].curve, effects: candidates[position].effects)
                let flags = index.details(of: declaration).parameters.enumerated().compactMap { index, parameter -> WrapperFlag? in
                    guard parameter.typeName == "Bool", let polarity = context.reads.polarity(ofPath: parameter.name) else { return nil }
                    return WrapperFlag(label: parameter.label, index: index, polarity: polarity)
                }
                if !flags.isEmpty { context.wrapperFlags[declaration.name] = flags }
            }
        } while !newly.isEmpty
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

    /// The candidate of `file` whose declaration most closely encloses `offset`.
    private static func innermost(_ candidates: [Candidate], file: ParsedFile, offset: Int) -> Int? {
        var best: Int?
        for (position, candidate) in candidates.enumerated() where candidate.file === file && candidate.declaration.range.contains(offset) {
            if let current = best, candidates[current].declaration.range.count <= candidate.declaration.range.count { continue }
            best = position
        }
        return best
    }
}
