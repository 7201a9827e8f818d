import SwiftSyntax

/// A scan context with the wrappers and tokens it was resolved to, for reporting.
struct ResolvedContext: Sendable {
    var context: ScanContext
    var found: [SafeWrapper]
    var reads: ReduceMotionReads { context.reads }
    var wrappers: Set<String> { context.wrappers }
    var tokens: [String: [ResolvedToken]] { context.tokens }
}

/// Resolves Reduce Motion reads, safe tokens and safe wrappers from the files that may define them.
struct ContextResolver: Sendable {
    let options: ScanOptions
    let definers: [ParsedFile]

    /// Reads from configuration, the defining files, and the given extra names and feeds, to a fixed point.
    func reads(environmentNames: [String], feeds: [Feed]) -> ReduceMotionReads {
        ReduceMotionReads(configured: options.reduceMotionReads,
                          environmentNames: definers.flatMap(\.facts.environmentNames) + environmentNames,
                          feeds: definers.flatMap(\.facts.feeds) + feeds)
    }

    /// The context with tokens and wrappers resolved under the reads known with these extra names and feeds.
    func resolve(environmentNames: [String], feeds: [Feed]) -> ResolvedContext {
        var context = ScanContext(reads: reads(environmentNames: environmentNames, feeds: feeds), options: options)
        context.configuredNames = Set(options.safeWrappers)
        context.wrappers = context.configuredNames
        var found = options.safeWrappers.map { SafeWrapper(name: $0, kind: .configured, file: "", line: 0) }
        let judge = GuardJudge(context: context)
        for file in definers {
            for candidate in file.facts.tokens {
                context.tokenTraits[candidate.name, default: []].formUnion(MotionAnalyzer.traits(in: candidate.declaration))
                guard let token = SafetyResolver.resolveToken(candidate, judge: judge) else { continue }
                context.tokens[token.name, default: []].append(token)
                found.append(SafeWrapper(name: token.name, kind: .token, file: file.path, line: file.line(of: candidate.declaration)))
            }
        }
        var pending: [(file: ParsedFile, candidate: WrapperCandidate)] = definers.flatMap { file in
            let fileJudge = GuardJudge(context: context, typeIndex: file.typeIndex)
            return file.facts.wrappers.filter { candidate in
                candidate.siteIndexes.allSatisfy { ParsedFile.directVerdict(of: file.facts.sites[$0], fileJudge) != nil }
            }.map { (file, $0) }
        }
        var changed = true
        while changed {
            changed = false
            pending.removeAll { entry in
                let candidate = entry.candidate
                guard !candidate.siteIndexes.isEmpty || !candidate.callees.isDisjoint(with: context.wrappers) else { return false }
                context.wrappers.insert(candidate.name)
                found.append(SafeWrapper(name: candidate.name, kind: candidate.kind == .modifier ? .modifier : .function,
                                         file: entry.file.path, line: entry.file.line(of: candidate.declaration)))
                changed = true
                return true
            }
        }
        return ResolvedContext(context: context, found: found)
    }
}
