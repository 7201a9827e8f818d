import DocGenCore
import SwiftSyntax

/// A dynamic-type site as its file shows it.
struct FontDraft: Sendable {
    enum Shape: Sendable {
        /// `.font(…)` on a view of this role.
        case modifier(FontRole)
        /// `label.font = …`: whether the same receiver sets `adjustsFontForContentSizeCategory = true`.
        case assignment(receiver: String, adjusts: Bool)
        /// A `@ScaledMetric` declaration.
        case metric(isStatic: Bool, owner: String, conformsLocally: Bool)
        /// `.lineLimit(1)` with a `frame(height:)` of this size term.
        case clipping(FontTerm)
        /// A `Font`/`UIFont` construction that sets a size; `definition` names the token it defines.
        case construction(definition: String?, name: String)
    }

    var shape: Shape
    var term: FontTerm
    /// The `.dynamicTypeSize(…)` around a `.font(…)` that stops text before the accessibility sizes.
    var clamp: String?
}

/// What a `.font(…)` styles.
enum FontRole: String, Sendable {
    /// Text, a control's title, a form field, or a container of them.
    case text
    /// An SF Symbol or image that is shown to VoiceOver.
    case symbol
    /// An SF Symbol or image hidden from accessibility, or decorative.
    case decorativeSymbol
}

/// The Dynamic Type rule's analysis.
struct DynamicTypeAnalysis: RuleAnalysis {
    let options: RuleOptions
    var ruleID: String { DynamicTypeRule.id }

    static let constructionNames: Set<String> = Set(["system", "custom", "UIFont"]).union(FontTermBuilder.uiKitFixed)
    var siteNames: Set<String> { Self.constructionNames.union(["font", "ScaledMetric", "lineLimit"]) }

    func isDefiner(_ text: String) -> Bool { false }
    func prepare(definers: [ParsedFile], index: DefinitionIndex, notes: [any Sendable]?) -> any Sendable { options }
    func needsRejudge(_ notes: any Sendable, early: any Sendable, final: any Sendable) -> Bool { false }
    func helpers(_ context: any Sendable) -> [SafeWrapper] { [] }

    func judge(_ file: ParsedFile, context: any Sendable) -> FileJudgement {
        var drafts: [SiteDraft] = []
        var covered: [Range<Int>] = []
        var names: [SyntaxIdentifier: String] = [:]
        var chains = ChainFactsTable()
        for token in file.identifiers(named: siteNames) {
            guard !covered.contains(where: { $0.contains(token.position.utf8Offset) }) else { continue }
            let found: (FontDraft, Range<Int>?)?
            switch token.text {
            case "font": found = fontSite(token, chains: &chains)
            case "ScaledMetric": found = metricSite(token).map { ($0, nil) }
            case "lineLimit": found = clippingSite(token, chains: &chains).map { ($0, nil) }
            default: found = constructionSite(token).map { ($0, nil) }
            }
            guard let (draft, range) = found else { continue }
            if let range { covered.append(range) }
            let location = file.location(of: token)
            let argument = token.namedCall.map { Array($0.arguments).filter { !$0.expression.is(ClosureExprSyntax.self) }
                .map(\.collapsedText).joined(separator: " ") } ?? Self.assignedValue(token)?.collapsedText ?? ""
            let site = ScanSite(rule: DynamicTypeRule.id, file: file.path, line: location.line, column: location.column,
                                kind: Self.kind(of: draft.shape, token: token), severity: .high, verdict: .fail, reason: "",
                                enclosing: Enclosing.cachedName(of: Syntax(token), cache: &names), argument: argument)
            drafts.append(SiteDraft(site: site, pending: draft))
        }
        return FileJudgement(drafts: drafts, notes: ())
    }

    // MARK: sites

    /// `.font(X)` (or `font(X)` in a view) and `receiver.font = X`; the range covers the value, whose own
    /// constructions are part of this site.
    private func fontSite(_ token: TokenSyntax, chains: inout ChainFactsTable) -> (FontDraft, Range<Int>?)? {
        let scope = Enclosing.typePath(of: Syntax(token))
        let builder = FontTermBuilder(scope: scope)
        if let call = token.namedCall, call.arguments.count == 1, let value = call.firstUnlabeledArgument,
           call.memberBase != nil || (!call.isMemberCall && ViewContext.isInsideView(Syntax(call))) {
            let facts = chains.facts(around: call)
            var draft = FontDraft(shape: .modifier(facts.role), term: builder.term(value))
            draft.clamp = facts.clamp
            return (draft, call.arguments.position.utf8Offset..<call.arguments.endPosition.utf8Offset)
        }
        guard let value = Self.assignedValue(token) else { return nil }
        let receiver = Self.receiver(of: token)
        let adjusts = Self.setsAdjustsFont(receiver, around: Syntax(token))
        let draft = FontDraft(shape: .assignment(receiver: receiver, adjusts: adjusts), term: builder.term(value))
        return (draft, value.position.utf8Offset..<value.endPosition.utf8Offset)
    }

    /// `@ScaledMetric` on a property.
    private func metricSite(_ token: TokenSyntax) -> FontDraft? {
        guard let attribute = token.ancestor(AttributeSyntax.self), attribute.attributeName.trimmedDescription.hasSuffix("ScaledMetric"),
              let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let typeDecl = Enclosing.innermostTypeDeclaration(of: Syntax(variable))
        let conforms = typeDecl?.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.contains {
            FontEvaluator.dynamicProperties.contains(TypeName.normalise($0.type.compactText))
        } ?? false
        let value = variable.bindings.first?.initializer?.value
        return FontDraft(shape: .metric(isStatic: isStatic, owner: Enclosing.typePath(of: Syntax(variable)), conformsLocally: conforms),
                         term: .value(.scaledMetric, size: FontTermBuilder.number(value), style: nil))
    }

    /// `.lineLimit(1)` on a view whose chain also sets `.frame(height:)`.
    private func clippingSite(_ token: TokenSyntax, chains: inout ChainFactsTable) -> FontDraft? {
        guard let call = token.namedCall, call.isMemberCall, call.arguments.count == 1,
              FontTermBuilder.number(call.firstUnlabeledArgument) == 1,
              let height = chains.facts(around: call).frameHeight else { return nil }
        return FontDraft(shape: .clipping(FontTermBuilder(scope: Enclosing.typePath(of: Syntax(call))).size(height)), term: .opaque)
    }

    /// A `Font`/`UIFont` construction that sets a size, outside a `.font` site's value.
    private func constructionSite(_ token: TokenSyntax) -> FontDraft? {
        guard let call = token.namedCall else { return nil }
        let name = token.text
        let base = call.memberBase?.simplePath
        let isFont: Bool
        switch name {
        case "system": isFont = call.labels.contains("size") && (base == nil || base == "Font" || base == "SwiftUI.Font")
        case "custom": isFont = (call.labels.contains("size") || call.labels.contains("fixedSize")) && (base == nil || base == "Font")
        case "UIFont": isFont = !call.isMemberCall && call.labels.contains("size")
        default: isFont = base == "UIFont" || base == "NSFont"
        }
        guard isFont else { return nil }
        let expression = Self.outermostChain(ExprSyntax(call))
        let definition = Self.definedToken(expression)
        // A local `let font = Font.system(size: 20)` is judged where it is used.
        if definition == nil, Self.isLocalValue(expression) { return nil }
        let builder = FontTermBuilder(scope: Enclosing.typePath(of: Syntax(call)))
        let term: FontTerm = Self.isScaledByFontMetrics(expression) ? .value(.fontMetrics, size: nil, style: nil) : builder.term(expression)
        return FontDraft(shape: .construction(definition: definition, name: name), term: term)
    }

    // MARK: helpers

    static func kind(of shape: FontDraft.Shape, token: TokenSyntax) -> String {
        switch shape {
        case .modifier: "font"
        case .assignment: "font ="
        case .metric: "ScaledMetric"
        case .clipping: "lineLimit"
        case let .construction(_, name):
            name == "UIFont" ? "UIFont" : (token.namedCall?.memberBase?.simplePath.map { "\($0).\(name)" } ?? ".\(name)")
        }
    }

    /// The value of `receiver.font = value`, or of `font = value` in a class (a `UILabel` subclass setting its own font).
    static func assignedValue(_ token: TokenSyntax) -> ExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        let target: ExprSyntax
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            target = ExprSyntax(member)
        } else if Enclosing.innermostTypeDeclaration(of: Syntax(reference))?.is(ClassDeclSyntax.self) == true {
            target = ExprSyntax(reference)
        } else {
            return nil
        }
        guard let list = target.parent?.as(ExprListSyntax.self), list.first?.id == target.id,
              list.dropFirst().first?.is(AssignmentExprSyntax.self) == true else { return nil }
        return list.dropFirst(2).first
    }

    /// `titleLabel` in `self.titleLabel.font = …`; empty for the object itself (`font = …`, `self.font = …`).
    static func receiver(of token: TokenSyntax) -> String {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = member.base else { return "" }
        let written = base.trimmedDescription.replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "")
        return written == "self" ? "" : written
    }

    /// Whether the enclosing type sets `receiver.adjustsFontForContentSizeCategory = true`.
    static func setsAdjustsFont(_ receiver: String, around node: Syntax) -> Bool {
        guard let type = Enclosing.innermostTypeDeclaration(of: node) else { return false }
        for token in type.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("adjustsFontForContentSizeCategory") {
            guard let value = assignedValue(token), value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { continue }
            if self.receiver(of: token) == receiver { return true }
        }
        return false
    }

    /// Sizes up to which a `.dynamicTypeSize(…)` clamp keeps text from the accessibility sizes (and so from 200%).
    static let belowAccessibilitySizes: Set<String> = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"]

    /// The argument of a `.dynamicTypeSize(…)` on the view or on a container around it, in the same
    /// declaration, whose largest size is below the accessibility sizes (`...DynamicTypeSize.large`, `.large`).
    static func clamp(in chains: [[FunctionCallExprSyntax]]) -> String? {
        for modifier in chains.joined() where modifier.calleeName == "dynamicTypeSize" {
            guard let argument = modifier.firstUnlabeledArgument else { continue }
            let text = argument.trimmedDescription
            let upper = text.range(of: "...").map { String(text[$0.upperBound...]) } ?? (text.contains("..<") ? nil : text)
            guard let upper, !upper.isEmpty, let last = upper.split(separator: ".").last.map(String.init),
                  belowAccessibilitySizes.contains(last) else { continue }
            return text
        }
        return nil
    }

    /// What the view styled by a chain is: the root of the chain (`Text`, `Button`, `Image`, a container).
    static func role(of chain: [FunctionCallExprSyntax]) -> FontRole {
        guard let innermost = chain.first else { return .text }
        let root = innermost.isMemberCall ? innermost.memberBase : ExprSyntax(innermost)
        guard let image = root?.as(FunctionCallExprSyntax.self), image.calleeName == "Image" else { return .text }
        let hidden = image.labels.contains("decorative") || chain.contains { modifier in
            (modifier.calleeName == "accessibilityHidden" && modifier.firstUnlabeledArgument?.trimmedDescription != "false")
                || (modifier.calleeName?.lowercased().contains("decorative") ?? false)
        }
        return hidden ? .decorativeSymbol : .symbol
    }

    /// `Font.system(size: 32).bold()` rather than its inner call.
    static func outermostChain(_ expression: ExprSyntax) -> ExprSyntax {
        var node = expression
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            node = ExprSyntax(outer)
        }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id { node = ExprSyntax(member) }
        return node
    }

    /// The token a value defines (`Typography.h1` for `static let h1 = …`), when it is a member or top-level
    /// property's initializer or a getter's value.
    static func definedToken(_ expression: ExprSyntax) -> String? {
        var current = expression.parent
        while let syntax = current {
            if let binding = syntax.as(PatternBindingSyntax.self) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
                let member = variable.parent?.is(MemberBlockItemSyntax.self) == true
                let topLevel = variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
                guard member || topLevel else { return nil }
                let owner = Enclosing.typePath(of: Syntax(variable))
                return owner.isEmpty ? name : "\(owner).\(name)"
            }
            if syntax.is(ClosureExprSyntax.self) || syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) {
                return nil
            }
            current = syntax.parent
        }
        return nil
    }

    /// Whether a value is the initializer of a local variable.
    static func isLocalValue(_ expression: ExprSyntax) -> Bool {
        var node = Syntax(expression)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            if parent.is(InitializerClauseSyntax.self) { return true }
            if parent.is(FunctionCallExprSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            node = parent
        }
        return false
    }

    /// Whether a font is the argument of `UIFontMetrics(…).scaledFont(for:)`.
    static func isScaledByFontMetrics(_ expression: ExprSyntax) -> Bool {
        var node = Syntax(expression)
        for _ in 0..<6 {
            guard let parent = node.parent else { return false }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calleeName == "scaledFont" { return true }
            if parent.is(CodeBlockItemSyntax.self) { return false }
            node = parent
        }
        return false
    }

    // MARK: finishing

    func finish(_ drafts: [SiteDraft], context: any Sendable, index: DefinitionIndex) -> [ScanSite] {
        let evaluator = FontEvaluator(index: index)
        let concluded = Parallel.map(drafts.count) { position in
            var site = drafts[position].site
            let definition = Self.conclude(drafts[position].pending as! FontDraft, into: &site, evaluator: evaluator, index: index,
                                           options: options)
            return (site: site, definition: definition)
        }
        var sites = concluded.map(\.site)
        // Each definition is reported once, with how many sites use it; its uses point to it.
        var uses: [String: Int] = [:]
        for entry in concluded { if let definition = entry.definition { uses[definition, default: 0] += 1 } }
        var failingDefinitions: Set<String> = []
        for position in sites.indices {
            guard let draft = drafts[position].pending as? FontDraft, case let .construction(definition?, _) = draft.shape else { continue }
            let count = uses[definition] ?? 0
            sites[position].uses = count
            sites[position].detail += ", \(definition) used \(count) time\(count == 1 ? "" : "s")"
            if sites[position].verdict == .fail { failingDefinitions.insert(definition) }
        }
        for position in sites.indices where sites[position].verdict == .fail {
            if let definition = concluded[position].definition, failingDefinitions.contains(definition) {
                sites[position].repeatsDefinition = true
            }
        }
        return sites
    }

    /// Concludes a site; returns the qualified name of the token definition it inherits, if any.
    static func conclude(_ draft: FontDraft, into site: inout ScanSite, evaluator: FontEvaluator, index: DefinitionIndex,
                         options: RuleOptions) -> String? {
        var scaling: FontScaling
        var role = FontRole.text
        var title = false
        var outcome = evaluator.evaluate(draft.term)
        switch draft.shape {
        case let .modifier(viewRole):
            role = viewRole
            scaling = outcome.scaling
        case let .assignment(receiver, adjusts):
            scaling = outcome.scaling
            let uiKitScaled = scaling == .fontMetrics || outcome.style?.hasPrefix("UIFont.") == true
            if uiKitScaled, !adjusts {
                scaling = .fixed
                site.reason = "not-adjusting"
            }
            title = DynamicTypeRule.isTitleName(receiver)
        case let .metric(isStatic, owner, conformsLocally):
            scaling = isStatic ? .staticMetric
                : conformsLocally || index.conforms(owner, to: FontEvaluator.dynamicProperties) ? .scaledMetric : .metricOutsideView
            role = .symbol
            outcome = FontOutcome(scaling: scaling)
        case let .clipping(height):
            let heightOutcome = evaluator.evaluate(height)
            scaling = heightOutcome.scaling == .scaledMetric ? .scaledMetric : .fixed
            site.reason = scaling.scales ? "scaled-frame" : "clipping"
            site.verdict = scaling.scales ? .pass : .fail
            site.severity = options.severity(of: DynamicTypeRule.clipping)
            site.detail = scaling.scales ? "lineLimit(1) with a scaled frame height" : "lineLimit(1) with a fixed frame height"
            return nil
        case let .construction(definition, _):
            scaling = outcome.scaling
            title = definition.map(DynamicTypeRule.isTitleName) ?? false
        }
        if let size = outcome.size, size >= 24 { title = true }
        if let style = outcome.style, ["largeTitle", "title", "title2", "extraLargeTitle", "extraLargeTitle2"].contains(style) { title = true }
        if let written = outcome.written, DynamicTypeRule.isTitleName(written) { title = true }
        if site.reason.isEmpty { site.reason = scaling.rawValue }
        site.verdict = scaling == .unknown ? .unknown : scaling.scales ? .pass : .fail
        let rule: SeverityRuleDescription = switch role {
        case .decorativeSymbol: DynamicTypeRule.decorativeSymbol
        case .symbol: DynamicTypeRule.symbol
        case .text: title ? DynamicTypeRule.titleText : DynamicTypeRule.text
        }
        site.severity = options.severity(of: rule)
        if site.verdict == .pass, let clamp = draft.clamp {
            site.verdict = .fail
            site.reason = "clamped"
            site.detail = "clamped by .dynamicTypeSize(\(clamp))"
            return nil
        }
        var words = [site.reason]
        if let size = outcome.size { words.append("\(size.formatted()) pt") }
        if let style = outcome.style { words.append(style) }
        site.detail = words.joined(separator: ", ")
        if let declaration = outcome.definition, let written = outcome.written {
            site.definition = ResolvedDefinition(name: written, file: declaration.path, line: index.line(of: declaration),
                                                 value: index.displayValue(of: declaration))
            return declaration.qualifiedName
        }
        return nil
    }
}

private extension Double {
    func formatted() -> String { self == rounded() ? String(Int(self)) : String(self) }
}

/// What a modifier chain tells every `.font` and `.lineLimit(1)` on it, worked out once per chain while a
/// file is judged: a chain of N such calls costs N, not N × N.
struct ChainFacts {
    /// The view the chain styles.
    var role: FontRole
    /// A `.dynamicTypeSize(…)` clamp below the accessibility sizes on the view or a container.
    var clamp: String?
    /// The height of a `.frame(height:)` on the view's own chain.
    var frameHeight: ExprSyntax?
}

/// ``ChainFacts`` by the outermost call of their chain, for one file's judgement.
struct ChainFactsTable {
    private var facts: [SyntaxIdentifier: ChainFacts] = [:]

    mutating func facts(around call: FunctionCallExprSyntax) -> ChainFacts {
        let chains = ViewChains.around(call)
        let own = chains[0]
        let key = own[own.count - 1].id
        if let known = facts[key] { return known }
        for _ in chains.joined() { Ancestry.stepCounter?.add() }  // the modifiers read below
        let height = own.lazy.filter { $0.calleeName == "frame" }.compactMap { $0.argument(labeled: "height") }.first
        let made = ChainFacts(role: DynamicTypeAnalysis.role(of: own), clamp: DynamicTypeAnalysis.clamp(in: chains), frameHeight: height)
        facts[key] = made
        return made
    }
}
