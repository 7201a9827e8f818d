import SwiftSyntax

/// Pass 1 for files that define no wrappers or tokens: instead of walking the whole tree, finds the names
/// that matter in the source bytes (site APIs, known wrappers, Reduce Motion reads) and looks each one up
/// in the tree, collecting the same sites, reads and feeds as ``FactCollector``.
enum HitCollector {
    static func collect(_ tree: SourceFileSyntax, text: String, index: TypeIndex, knownWrappers: Set<String>,
                        knownReads: Set<String>) -> FileFacts {
        var facts = FileFacts()
        let siteNames = AnimationSiteRules.calleeNames.union(knownWrappers)
        var readNames = knownReads.union(["accessibilityReduceMotion"])
        var scanner = IdentifierScanner(names: siteNames.union(readNames))
        scanner.matchesMotionNames = true
        var siteArgumentRanges: [Range<AbsolutePosition>] = []
        var pending = scanner.occurrences(in: text)
        var seenReads: Set<Int> = []
        while !pending.isEmpty {
            var newTargets: Set<String> = []
            for offset in pending {
                guard let token = index.identifier(at: offset) else { continue }
                let name = token.text
                if siteNames.contains(name), let call = Hits.call(named: token) {
                    if let match = AnimationSiteRules.match(call) {
                        guard !siteArgumentRanges.contains(where: { $0.contains(match.nameToken.position) }) else { continue }
                        facts.sites.append(SiteCandidate(call: call, kind: match.kind, nameToken: match.nameToken, wrapper: nil))
                        siteArgumentRanges.append((call.leftParen?.position ?? call.arguments.position)..<call.arguments.endPosition)
                    } else if knownWrappers.contains(name) {
                        facts.sites.append(SiteCandidate(call: call, kind: name, nameToken: token, wrapper: name))
                    }
                    continue
                }
                guard seenReads.insert(offset).inserted else { continue }
                if name == "accessibilityReduceMotion", let declaration = token.ancestor(VariableDeclSyntax.self),
                   token.ancestor(AttributeSyntax.self) != nil {
                    for binding in declaration.bindings {
                        if let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            facts.environmentNames.append(bound)
                            newTargets.insert(bound)
                        }
                    }
                } else if let feed = feed(from: token) {
                    facts.feeds.append(feed)
                    newTargets.insert(feed.target)
                }
            }
            newTargets.subtract(readNames)
            readNames.formUnion(newTargets)
            pending = newTargets.isEmpty ? [] : IdentifierScanner(names: newTargets).occurrences(in: text)
        }
        return facts
    }

    /// A feed where the read at `token` is passed on: `label: read`, `let x = !read`, `label inner: Bool`.
    private static func feed(from token: TokenSyntax) -> Feed? {
        if let parameter = token.parent?.as(FunctionParameterSyntax.self), parameter.firstName.id == token.id,
           let inner = parameter.secondName {
            return Feed(target: inner.text, source: token.text, negated: false)
        }
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        var expression = ExprSyntax(reference)
        while let member = expression.parent?.as(MemberAccessExprSyntax.self), member.declName.id == expression.id
            || member.base?.id == expression.id {
            expression = ExprSyntax(member)
        }
        if let prefix = expression.parent?.as(PrefixOperatorExprSyntax.self) { expression = ExprSyntax(prefix) }
        if let argument = expression.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
           !["value", "trigger", "of", "id"].contains(label) {
            return FactCollector.feed(target: label, from: expression)
        }
        if let initializer = expression.parent?.as(InitializerClauseSyntax.self),
           let binding = initializer.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return FactCollector.feed(target: name, from: expression)
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing node of a type.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let found = node.as(type) { return found }
            current = node.parent
        }
        return nil
    }
}
