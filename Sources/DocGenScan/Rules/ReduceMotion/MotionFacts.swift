import SwiftSyntax

/// `target` takes the value of `source` (an argument label fed from a path, a property initialised from one,
/// a parameter's inner name from its label); `negated` when written `!source`.
struct Feed: Sendable, Hashable {
    var target: String
    var source: String
    var negated: Bool
}

/// A call a matcher recognised, or a call to a safe wrapper.
struct SiteCandidate {
    var call: FunctionCallExprSyntax
    var kind: String
    var nameToken: TokenSyntax
    /// How the site is drafted: its matcher, or ``WrapperCall``.
    var drafting: any SiteDrafting.Type
    /// The safe wrapper called, for wrapper-call sites.
    var wrapper: String?
}

/// The one first pass of the Reduce Motion rule over a file: instead of walking the whole tree, it finds the
/// names that matter in the source bytes — the matchers' callee names, known wrappers, Reduce Motion reads —
/// and looks each one up in the tree, collecting sites, reads and the feeds that pass reads on.
struct MotionFacts {
    var sites: [SiteCandidate] = []
    var environmentNames: [String] = []
    var feeds: [Feed] = []
    /// The keys of the file's `@Environment(\.key)` properties: a key fed from a Reduce Motion read in another
    /// file makes them reads.
    var environmentKeys: Set<String> = []
    /// Calls of helpers whose sites take something from their callers (outside preview code).
    var calls: [FunctionCallExprSyntax] = []

    /// Labels whose argument only observes a value (`value:`, `trigger:`), never feeding a Reduce Motion name.
    static let observingLabels: Set<String> = ["value", "trigger", "of", "id"]

    /// Every name a site's token may have when `wrappers` are the configured ones: the site matchers' callees, the
    /// wrappers, and `CAEmitterLayer` (an emitter subclass's initializer is a site). A file with no identifier of
    /// these names has no site, whatever the reads.
    static func siteTokenNames(wrappers: Set<String>) -> Set<String> {
        AnimationSiteMatchers.calleeNames.union(wrappers).union(["CAEmitterLayer"])
    }

    /// The facts of `file`: sites (and calls of the configured `wrappers`), reads, and the calls of the helpers
    /// named in `watched`.
    static func collect(_ file: ParsedFile, wrappers: Set<String>, watched: Set<String> = [], knownReads: Set<String>) -> MotionFacts {
        var facts = MotionFacts()
        let siteNames = AnimationSiteMatchers.calleeNames.union(wrappers)
        var readNames = knownReads.union(["accessibilityReduceMotion"])
        var siteArguments = CoveredRanges()
        var pending = file.identifiers(named: siteNames.union(readNames).union(watched).union(["Environment"]), motionNames: true)
        var seenReads: Set<Int> = []
        while !pending.isEmpty {
            var newTargets: Set<String> = []
            for token in pending {
                let name = token.text
                if watched.contains(name), let call = token.namedCall, !file.isPreview(line: file.location(of: token).line) {
                    facts.calls.append(call)
                }
                if let initializer = EmitterLayerMatcher.subclassInitializer(inheriting: token) {
                    facts.sites.append(SiteCandidate(call: initializer, kind: "CAEmitterLayer", nameToken: token, drafting: EmitterLayerMatcher.self))
                    continue
                }
                if siteNames.contains(name), let call = token.namedCall {
                    if let (match, matcher) = AnimationSiteMatchers.match(call, in: file) {
                        guard !siteArguments.contains(match.nameToken.position.utf8Offset, counting: file.ancestry) else { continue }
                        facts.sites.append(SiteCandidate(call: call, kind: match.kind, nameToken: match.nameToken, drafting: matcher))
                        // A transition's own `.animation(…)` (`.move(edge: .top).animation(.spring)`) is a site of its own.
                        if ObjectIdentifier(matcher) != ObjectIdentifier(TransitionMatcher.self) {
                            siteArguments.insert((call.leftParen?.position ?? call.arguments.position).utf8Offset..<call.arguments.endPosition.utf8Offset)
                        }
                    } else if wrappers.contains(name) {
                        facts.sites.append(SiteCandidate(call: call, kind: name, nameToken: token, drafting: WrapperCall.self, wrapper: name))
                    }
                    continue
                }
                guard seenReads.insert(token.position.utf8Offset).inserted else { continue }
                if name == "Environment" {
                    if let key = environmentKey(of: token) { facts.environmentKeys.insert(key) }
                    continue
                }
                if let declaration = token.ancestor(VariableDeclSyntax.self), let attribute = token.ancestor(AttributeSyntax.self) {
                    let bound = declaration.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                    if name == "accessibilityReduceMotion" {
                        facts.environmentNames += bound
                        newTargets.formUnion(bound)
                    } else if attribute.attributeName.trimmedText == "Environment" {
                        // `@Environment(\.calmMotion) var calm`, where `calmMotion` is set from a Reduce Motion read.
                        facts.feeds += bound.map { Feed(target: $0, source: name, negated: false) }
                        newTargets.formUnion(bound)
                    }
                } else if let feed = feed(from: token) {
                    facts.feeds.append(feed)
                    newTargets.insert(feed.target)
                }
            }
            newTargets.subtract(readNames)
            readNames.formUnion(newTargets)
            pending = newTargets.isEmpty ? [] : file.identifiers(named: newTargets)
        }
        facts.sites.sort { $0.nameToken.position < $1.nameToken.position }
        return facts
    }

    /// The key of an `@Environment(\.key)` attribute.
    private static func environmentKey(of token: TokenSyntax) -> String? {
        guard let attribute = token.ancestor(AttributeSyntax.self), attribute.attributeName.trimmedText == "Environment",
              case let .argumentList(arguments)? = attribute.arguments,
              let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
              let component = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
        return component.declName.baseName.text
    }

    /// A feed where the read at `token` is passed on: `label: read`, `let x = !read`, `label inner: Bool`,
    /// `.environment(\.calmMotion, read)`.
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
        if let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calleeName == "environment",
           let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self), call.arguments.first?.id != argument.id,
           let key = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text {
            return feed(target: key, from: expression)
        }
        if let argument = expression.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
           !observingLabels.contains(label) {
            return feed(target: label, from: expression)
        }
        if let initializer = expression.parent?.as(InitializerClauseSyntax.self),
           let binding = initializer.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return feed(target: name, from: expression)
        }
        if let name = computedPropertyName(returning: expression) { return feed(target: name, from: expression) }
        return nil
    }

    /// The property whose getter is only `expression` (`var isReduced: Bool { UIAccessibility.isReduceMotionEnabled }`,
    /// also with `get { … }` or `return`): a helper that reads the setting is a read itself.
    private static func computedPropertyName(returning expression: ExprSyntax) -> String? {
        var node = Syntax(expression)
        if let statement = node.parent?.as(ReturnStmtSyntax.self) { node = Syntax(statement) }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1 else { return nil }
        var owner = list.parent
        if let accessor = owner?.as(AccessorDeclSyntax.self)?.body?.parent?.as(AccessorDeclSyntax.self) ?? owner?.parent?.as(AccessorDeclSyntax.self) {
            guard accessor.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            owner = accessor.parent?.parent
        }
        guard let block = owner?.as(AccessorBlockSyntax.self), let binding = block.parent?.as(PatternBindingSyntax.self) else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// A feed when `value` is a plain path or its negation.
    static func feed(target: String, from value: ExprSyntax) -> Feed? {
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
           let path = prefix.expression.simplePath {
            return Feed(target: target, source: path, negated: true)
        }
        if let path = value.simplePath, path != target { return Feed(target: target, source: path, negated: false) }
        return nil
    }
}
