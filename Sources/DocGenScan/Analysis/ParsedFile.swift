import DocGenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// One parsed file with what pass 1 learned from it.
final class ParsedFile: Sendable {
    let path: String
    let text: String
    let tree: SourceFileSyntax
    let facts: FileFacts
    private let converter: SourceLocationConverter

    private init(path: String, text: String) {
        self.path = path
        self.text = text
        tree = Parser.parse(source: text)
        facts = FactCollector.collect(tree)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Reads (when needed), parses and walks a file once; unreadable files become diagnostics.
    static func load(_ input: SourceInput) -> Result<ParsedFile, DiagnosticError> {
        do throws(DiagnosticError) {
            let text: String
            if let given = input.text {
                text = given
            } else if let url = input.url {
                text = try TextFile.read(url, displayPath: input.path, step: "scan")
            } else {
                text = ""
            }
            return .success(ParsedFile(path: input.path, text: text))
        } catch {
            return .failure(error)
        }
    }

    func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    /// The guard found for a direct (non-wrapper) site, before exemptions.
    func directVerdict(of site: SiteCandidate, _ judge: GuardJudge) -> GuardReason? {
        judge.argumentGuard(site.call) ?? judge.structuralGuard(Syntax(site.call))
            ?? judge.stateGuard(site.call) ?? judge.activationGuard(site.call)
    }

    /// Pass 2: finds calls to safe wrappers, then judges every site of the file.
    func judge(_ context: ScanContext) -> [AnimationSite] {
        var candidates = facts.sites
        let names = context.wrappers
        if !names.isEmpty, names.contains(where: { text.contains($0) }) {
            candidates.append(contentsOf: WrapperCallFinder.calls(in: tree, wrappers: names))
        }
        let judge = GuardJudge(context: context)
        let traits = SiteTraits(tokenTraits: context.tokenTraits)
        return candidates.map { candidate in
            let motion = traits.traits(of: candidate)
            let exempt = context.options.exemptOpacity && MotionAnalyzer.isOpacityOrColorOnly(motion)
            let reason = candidate.wrapper.map(GuardReason.safeWrapper) ?? directVerdict(of: candidate, judge)
                ?? (exempt ? .exemptOpacity : .unguarded)
            let location = converter.location(for: candidate.nameToken.positionAfterSkippingLeadingTrivia)
            let arguments = candidate.call.arguments.filter { !$0.expression.is(ClosureExprSyntax.self) }
            return AnimationSite(
                id: "", file: path, line: location.line, column: location.column, kind: candidate.kind,
                motion: motion.sorted(), severity: context.options.severityPolicy.severity(for: motion),
                guarded: reason != .unguarded, guardReason: reason, exempt: exempt,
                enclosing: Enclosing.name(of: Syntax(candidate.call)),
                argument: arguments.map(\.collapsedText).joined(separator: " "))
        }
    }
}

/// Pass 2 walk: calls of safe wrappers (functions, modifiers, modifier types) by name.
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
