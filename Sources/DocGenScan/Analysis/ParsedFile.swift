import DocGenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// One parsed file with what pass 1 learned from it. `@unchecked Sendable`: its `TypeIndex` caches are
/// mutated only by the one task judging the file, or by the serial wrapper resolution between stages.
final class ParsedFile: @unchecked Sendable {
    let path: String
    let text: String
    let tree: SourceFileSyntax
    let facts: FileFacts
    let typeIndex: TypeIndex
    private let lines: LineTable

    /// Parses `text` and collects pass-1 facts: with a full walk for files that may define wrappers or
    /// tokens, else by looking up only the names that matter (site APIs, `knownWrappers`, `knownReads`).
    init(path: String, text: String, knownWrappers: Set<String>, fullWalk: Bool, knownReads: Set<String> = []) {
        self.path = path
        self.text = text
        let tree = Parser.parse(source: text)
        self.tree = tree
        typeIndex = TypeIndex(text: text, tree: tree)
        facts = fullWalk
            ? FactCollector.collect(tree, knownWrappers: knownWrappers)
            : HitCollector.collect(tree, text: text, index: typeIndex, knownWrappers: knownWrappers, knownReads: knownReads)
        lines = LineTable(text)
    }

    /// Reads a file's text; unreadable files become diagnostics.
    static func read(_ input: SourceInput) -> Result<String, DiagnosticError> {
        if let given = input.text { return .success(given) }
        guard let url = input.url else { return .success("") }
        do throws(DiagnosticError) {
            return .success(try TextFile.read(url, displayPath: input.path, step: .scan))
        } catch {
            return .failure(error)
        }
    }

    func line(of node: some SyntaxProtocol) -> Int {
        lines.location(of: node.positionAfterSkippingLeadingTrivia).line
    }

    /// The guard found for a direct (non-wrapper) site, before exemptions.
    static func directVerdict(of site: SiteCandidate, _ judge: GuardJudge) -> GuardReason? {
        judge.argumentGuard(site.call) ?? judge.structuralGuard(Syntax(site.call))
            ?? judge.stateGuard(site.call) ?? judge.activationGuard(site.call)
    }

    /// Judges every site of the file; `extraWrapperCalls` adds calls of wrappers found after pass 1.
    func judge(_ context: ScanContext, findWrapperCalls: Bool) -> (sites: [AnimationSite], unresolved: Set<String>) {
        var candidates = facts.sites
        let names = context.wrappers.subtracting(candidates.compactMap(\.wrapper))
        if findWrapperCalls, !names.isEmpty, names.contains(where: { text.contains($0) }) {
            let known = Set(candidates.map(\.nameToken.position))
            candidates += WrapperCallFinder.calls(in: tree, wrappers: names).filter { !known.contains($0.nameToken.position) }
        }
        let judge = GuardJudge(context: context, typeIndex: typeIndex)
        let traits = SiteTraits(tokenTraits: context.tokenTraits, typeIndex: typeIndex)
        var enclosingNames: [SyntaxIdentifier: String] = [:]
        let sites = candidates.map { candidate in
            let motion = traits.traits(of: candidate)
            let exempt = context.options.exemptOpacity && MotionAnalyzer.isOpacityOrColorOnly(motion)
            let reason = candidate.wrapper.map(GuardReason.safeWrapper) ?? Self.directVerdict(of: candidate, judge)
                ?? (exempt ? .exemptOpacity : .unguarded)
            let location = lines.location(of: candidate.nameToken.positionAfterSkippingLeadingTrivia)
            let arguments = candidate.call.arguments.lazy.filter { !$0.expression.is(ClosureExprSyntax.self) }
            return AnimationSite(
                id: "", file: path, line: location.line, column: location.column, kind: candidate.kind,
                motion: motion.sorted(), severity: context.options.severityPolicy.severity(for: motion),
                guarded: reason != .unguarded, guardReason: reason, exempt: exempt,
                enclosing: Enclosing.cachedName(of: Syntax(candidate.call), cache: &enclosingNames),
                argument: arguments.map(\.collapsedText).joined(separator: " "))
        }
        return (sites, judge.unresolved.paths)
    }
}

/// Finds calls of safe wrappers (functions, modifiers, modifier types) by name, for files parsed
/// before the wrappers were known.
final class WrapperCallFinder: SyntaxVisitor {
    private let wrappers: Set<String>
    private var found: [SiteCandidate] = []

    private init(wrappers: Set<String>) {
        self.wrappers = wrappers
        super.init(viewMode: .sourceAccurate)
    }

    static func calls(in tree: SourceFileSyntax, wrappers: Set<String>) -> [SiteCandidate] {
        let finder = WrapperCallFinder(wrappers: wrappers)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calleeName, wrappers.contains(name), let token = node.calleeToken,
           AnimationSiteRules.match(node) == nil {
            found.append(SiteCandidate(call: node, kind: name, nameToken: token, wrapper: name))
        }
        return .visitChildren
    }
}

/// Gives each site its stable id: `path:Enclosing.member:kind:ordinal`, the ordinal counting sites of the
/// same kind in the same declaration in source order.
enum StableIDs {
    static func assign(_ sites: [AnimationSite]) -> [AnimationSite] {
        var counters: [String: Int] = [:]
        return sites.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }.map { site in
            var site = site
            let key = "\(site.file):\(site.enclosing):\(site.kind)"
            counters[key, default: 0] += 1
            site.id = "\(key):\(counters[key] ?? 1)"
            return site
        }
    }
}
