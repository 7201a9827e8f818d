import DocGenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// Scans Swift sources for animation sites and judges each one's Reduce Motion guard.
///
/// Every file is read, parsed and walked once, in parallel. A byte prescan first picks the few files that
/// may define safe wrappers or `Animation?`/`AnyTransition` tokens; they are parsed first and resolved
/// (wrappers built on wrappers to a fixed point). Every other file is then parsed, walked (sites, calls of
/// the known wrappers, Reduce Motion reads) and judged at once, and its tree released, so memory stays
/// bounded by the largest files rather than the project. A file is parsed again only when a Reduce Motion
/// read it used turns out, once all files are seen, to come from another file (`Child(animate: !reduceMotion)`).
public struct AnimationScanner: Sendable {
    /// How files are found and sites judged.
    public var options: ScanOptions

    /// Creates a scanner.
    public init(options: ScanOptions = ScanOptions()) {
        self.options = options
    }

    /// Scans files and folders; reported paths are relative to `root`. Throws for paths that do not exist.
    public func scan(paths: [URL], root: URL) throws(DiagnosticError) -> ScanResult {
        let found = try SourceDiscovery(options: options).files(in: paths, root: root)
        return scan(inputs: found.files, diagnostics: found.diagnostics)
    }

    /// Scans in-memory sources given as (relative path, text) pairs.
    public func scan(sources: [(path: String, text: String)]) -> ScanResult {
        scan(inputs: sources.map { SourceInput(url: nil, path: $0.path, text: $0.text) }, diagnostics: [])
    }

    func scan(inputs: [SourceInput], diagnostics: [Diagnostic]) -> ScanResult {
        var problems = diagnostics
        var loaded: [(path: String, text: String)] = []
        for result in Parallel.map(inputs.count, { ParsedFile.read(inputs[$0]) }).enumerated() {
            switch result.element {
            case let .success(text): loaded.append((inputs[result.offset].path, text))
            case let .failure(error): problems.append(contentsOf: error.diagnostics)
            }
        }
        let texts = loaded
        let definesSafety = Parallel.map(texts.count) { DefinitionPrescan.mayDefineWrappersOrTokens(texts[$0].text) }
        let definers = texts.indices.filter { definesSafety[$0] }
        let others = texts.indices.filter { !definesSafety[$0] }
        let configured = Set(options.safeWrappers)

        let parsed = Parallel.map(definers.count) { index in
            ParsedFile(path: texts[definers[index]].path, text: texts[definers[index]].text, knownWrappers: configured, fullWalk: true)
        }
        let resolver = ContextResolver(options: options, definers: parsed)
        let early = resolver.resolve(environmentNames: [], feeds: [])
        let outcomes = Parallel.map(others.count) { index in
            Self.judgeAndRelease(texts[others[index]], context: early, resolver: resolver, addOwnReads: true)
        }

        let final = resolver.resolve(environmentNames: outcomes.flatMap(\.environmentNames), feeds: outcomes.flatMap(\.feeds))
        let safetyChanged = final.wrappers != early.wrappers || Set(final.tokens.keys) != Set(early.tokens.keys)
        var sites = Parallel.map(parsed.count) { parsed[$0].judge(final.context, findWrapperCalls: true).sites }.flatMap { $0 }
        let again = outcomes.indices.filter { index in
            safetyChanged || outcomes[index].unresolved.contains { final.reads.polarity(ofPath: $0) != nil }
        }
        let rejudged = Parallel.map(again.count) { index in
            Self.judgeAndRelease(texts[others[again[index]]], context: final, resolver: resolver, addOwnReads: false).sites
        }
        let againSet = Set(again)
        for (index, outcome) in outcomes.enumerated() where !againSet.contains(index) { sites += outcome.sites }
        sites += rejudged.flatMap { $0 }
        return ScanResult(sites: StableIDs.assign(sites), wrappers: final.found, files: texts.map(\.path), diagnostics: problems)
    }

    /// What stays of a file judged right after parsing: its sites and the strings the global pass needs.
    struct Outcome: Sendable {
        var sites: [AnimationSite]
        var unresolved: Set<String>
        var environmentNames: [String]
        var feeds: [Feed]
    }

    /// Parses, walks and judges one file with the context's reads (plus its own when `addOwnReads`);
    /// the tree is released on return.
    private static func judgeAndRelease(_ source: (path: String, text: String), context: ResolvedContext,
                                        resolver: ContextResolver, addOwnReads: Bool) -> Outcome {
        let file = ParsedFile(path: source.path, text: source.text, knownWrappers: context.context.wrappers, fullWalk: false,
                              knownReads: context.reads.knownNames)
        var local = context.context
        if addOwnReads {
            local.reads = resolver.reads(environmentNames: file.facts.environmentNames, feeds: file.facts.feeds)
        }
        let judged = file.judge(local, findWrapperCalls: false)
        return Outcome(sites: judged.sites, unresolved: judged.unresolved,
                       environmentNames: file.facts.environmentNames, feeds: file.facts.feeds)
    }
}
