import SwiftSyntax

/// Pass 1: one walk of a file collecting sites (through the rules), Reduce Motion reads and feeds,
/// and the declarations that may be safe wrappers or tokens.
final class FactCollector: SyntaxVisitor {
    private(set) var facts = FileFacts()
    private var types: [(name: String, isAnimationExtension: Bool)] = []
    private var typeIDs: [SyntaxIdentifier] = []
    /// Safe wrappers already known, whose calls become sites in this same walk.
    private let knownWrappers: Set<String>
    private var openWrappers: [(node: SyntaxIdentifier, index: Int)] = []
    private var siteArgumentRanges: [Range<AbsolutePosition>] = []
    /// Labels whose argument only observes a value (`value:`, `trigger:`), never feeding a Reduce Motion name.
    private static let observingLabels: Set<String> = ["value", "trigger", "of", "id"]

    init(knownWrappers: Set<String>) {
        self.knownWrappers = knownWrappers
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(_ tree: SourceFileSyntax, knownWrappers: Set<String> = []) -> FileFacts {
        let collector = FactCollector(knownWrappers: knownWrappers)
        collector.walk(tree)
        return collector.facts
    }

    // MARK: types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.name.text, false))
        typeIDs.append(node.id)
        let conforms = node.inheritanceClause?.inheritedTypes.contains { $0.type.compactText == "ViewModifier" } ?? false
        let holdsAnimation = node.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { AnimationTypes.contains($0.typeAnnotation?.type) } ?? false
        }
        if conforms && holdsAnimation {
            openWrapper(WrapperCandidate(name: node.name.text, kind: .modifier, declaration: Syntax(node)), node.id)
        }
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        types.removeLast()
        typeIDs.removeLast()
        closeWrapper(node.id)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, node.id) }
    override func visitPost(_ node: ClassDeclSyntax) { pop() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, node.id) }
    override func visitPost(_ node: EnumDeclSyntax) { pop() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, node.id) }
    override func visitPost(_ node: ActorDeclSyntax) { pop() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.compactText
        let animation = ["Animation", "AnyTransition", "SwiftUI.Animation", "SwiftUI.AnyTransition", "Optional"].contains(name)
        types.append((name, animation))
        typeIDs.append(node.id)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

    private func push(_ name: String, _ id: SyntaxIdentifier) -> SyntaxVisitorContinueKind {
        types.append((name, false))
        typeIDs.append(id)
        return .visitChildren
    }

    private func pop() {
        types.removeLast()
        typeIDs.removeLast()
    }

    // MARK: declarations

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        for parameter in parameters {
            if let inner = parameter.secondName, parameter.firstName.tokenKind != .wildcard {
                facts.feeds.append(Feed(target: inner.text, source: parameter.firstName.text, negated: false))
            }
        }
        if AnimationTypes.contains(node.signature.returnClause?.type) {
            let pairs = parameters.map { parameter -> (label: String?, name: String) in
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                return (label, (parameter.secondName ?? parameter.firstName).text)
            }
            facts.tokens.append(TokenCandidate(name: node.name.text, owner: types.last?.name,
                                               extendsAnimationType: types.last?.isAnimationExtension ?? false,
                                               declaration: Syntax(node), parameters: pairs))
        } else if parameters.contains(where: { AnimationTypes.contains($0.type) || AnimationTypes.isFunctionType($0.type) }) {
            openWrapper(WrapperCandidate(name: node.name.text, kind: .function, declaration: Syntax(node)), node.id)
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { closeWrapper(node.id) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: { $0.compactText.contains("accessibilityReduceMotion") }) {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    facts.environmentNames.append(name)
                }
            }
        }
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) ?? false
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isMember, AnimationTypes.contains(binding.typeAnnotation?.type),
               binding.accessorBlock != nil || binding.initializer != nil {
                facts.tokens.append(TokenCandidate(name: name, owner: types.last?.name,
                                                   extendsAnimationType: types.last?.isAnimationExtension ?? false,
                                                   declaration: Syntax(binding), parameters: []))
            }
            if let value = binding.initializer?.value, let feed = Self.feed(target: name, from: value) {
                facts.feeds.append(feed)
            }
        }
        return .visitChildren
    }

    // MARK: calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calleeName, let open = openWrappers.last {
            facts.wrappers[open.index].callees.insert(name)
        }
        for argument in node.arguments {
            if let label = argument.label?.text, !Self.observingLabels.contains(label),
               let feed = Self.feed(target: label, from: argument.expression) {
                facts.feeds.append(feed)
            }
        }
        if let match = AnimationSiteRules.match(node), !isInsideSiteArguments(match.nameToken.position) {
            if let open = openWrappers.last { facts.wrappers[open.index].siteIndexes.append(facts.sites.count) }
            facts.sites.append(SiteCandidate(call: node, kind: match.kind, nameToken: match.nameToken, wrapper: nil))
            siteArgumentRanges.append(node.leftParen.map { $0.position..<node.arguments.endPosition }
                                      ?? node.arguments.position..<node.arguments.endPosition)
        } else if let name = node.calleeName, knownWrappers.contains(name), let token = node.calleeToken {
            facts.sites.append(SiteCandidate(call: node, kind: name, nameToken: token, wrapper: name))
        }
        return .visitChildren
    }

    private func isInsideSiteArguments(_ position: AbsolutePosition) -> Bool {
        siteArgumentRanges.contains { $0.contains(position) }
    }

    private func openWrapper(_ candidate: WrapperCandidate, _ id: SyntaxIdentifier) {
        openWrappers.append((id, facts.wrappers.count))
        facts.wrappers.append(candidate)
    }

    private func closeWrapper(_ id: SyntaxIdentifier) {
        if openWrappers.last?.node == id { openWrappers.removeLast() }
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
