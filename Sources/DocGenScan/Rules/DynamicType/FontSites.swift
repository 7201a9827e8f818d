import SwiftSyntax

/// Finds the Dynamic Type sites of one file: `.font(…)` modifiers and `label.font =` assignments, `@ScaledMetric`
/// properties, `.lineLimit(1)` under a fixed frame height, and `Font`/`UIFont` constructions that set a size.
struct FontSites {
    let file: ParsedFile
    private var chains = ChainFactsTable()
    /// A `.font` site's value: constructions in it are part of that site, not sites of their own.
    private var covered = CoveredRanges()
    /// Per type, the receivers it sets `adjustsFontForContentSizeCategory = true` on.
    private var adjusting: [SyntaxIdentifier: Set<String>] = [:]

    static let constructionNames: Set<String> = Set(["system", "custom", "UIFont"]).union(FontTermBuilder.uiKitFixed)
    /// The names a site starts at.
    static let siteNames: Set<String> = constructionNames.union(["font", "ScaledMetric", "lineLimit"])

    init(file: ParsedFile) { self.file = file }

    /// Every site of the file, in source order.
    mutating func drafts() -> [SiteDraft<FontDraft>] {
        var drafts: [SiteDraft<FontDraft>] = []
        for token in file.identifiers(named: Self.siteNames) {
            guard !covered.contains(token.position.utf8Offset, counting: file.ancestry) else { continue }
            let found: FontDraft?
            switch token.text {
            case "font": found = fontSite(token)
            case "ScaledMetric": found = metricSite(token)
            case "lineLimit": found = clippingSite(token)
            default: found = constructionSite(token)
            }
            guard let draft = found else { continue }
            let argument = token.namedCall.map { Array($0.arguments).filter { !$0.expression.is(ClosureExprSyntax.self) }
                .map(\.collapsedText).joined(separator: " ") } ?? assignedValue(token)?.collapsedText ?? ""
            let site = ScanSite.drafted(rule: DynamicTypeRule.id, in: file, at: token, kind: Self.kind(of: draft.shape, token: token),
                                        enclosing: file.ancestry.enclosingName(of: Syntax(token)), argument: argument)
            drafts.append(SiteDraft(site: site, pending: draft))
        }
        return drafts
    }

    /// `.font(X)` (or `font(X)` in a view) and `receiver.font = X`; the value is covered: its own constructions
    /// are part of this site.
    private mutating func fontSite(_ token: TokenSyntax) -> FontDraft? {
        let builder = FontTermBuilder(scope: file.ancestry.typePath(of: Syntax(token)))
        if let call = token.namedCall, call.arguments.count == 1, let value = call.firstUnlabeledArgument,
           call.memberBase != nil || (!call.isMemberCall && file.ancestry.isInsideView(Syntax(call))) {
            let facts = chains.facts(around: call, in: file.ancestry)
            var draft = FontDraft(shape: .modifier(facts.role), term: builder.term(value))
            draft.clamp = facts.clamp
            covered.insert(call.arguments.position.utf8Offset..<call.arguments.endPosition.utf8Offset)
            return draft
        }
        guard let value = assignedValue(token) else { return nil }
        let receiver = Self.receiver(of: token)
        let adjusts = setsAdjustsFont(receiver, around: Syntax(token))
        covered.insert(value.position.utf8Offset..<value.endPosition.utf8Offset)
        return FontDraft(shape: .assignment(receiver: receiver, adjusts: adjusts), term: builder.term(value))
    }

    /// `@ScaledMetric` on a property.
    private func metricSite(_ token: TokenSyntax) -> FontDraft? {
        guard let attribute = token.ancestor(AttributeSyntax.self), attribute.attributeName.trimmedDescription.hasSuffix("ScaledMetric"),
              let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let typeDecl = file.ancestry.innermostTypeDeclaration(of: Syntax(variable))
        let conforms = typeDecl?.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.contains {
            FontEvaluator.dynamicProperties.contains(TypeName.normalise($0.type.compactText))
        } ?? false
        let value = variable.bindings.first?.initializer?.value
        return FontDraft(shape: .metric(isStatic: isStatic, owner: file.ancestry.typePath(of: Syntax(variable)), conformsLocally: conforms),
                         term: .value(.scaledMetric, size: FontTermBuilder.number(value), style: nil))
    }

    /// `.lineLimit(1)` on a view whose chain also sets `.frame(height:)`.
    private mutating func clippingSite(_ token: TokenSyntax) -> FontDraft? {
        guard let call = token.namedCall, call.isMemberCall, call.arguments.count == 1,
              FontTermBuilder.number(call.firstUnlabeledArgument) == 1,
              let height = chains.facts(around: call, in: file.ancestry).frameHeight else { return nil }
        return FontDraft(shape: .clipping(FontTermBuilder(scope: file.ancestry.typePath(of: Syntax(call))).size(height)), term: .opaque)
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
        let expression = FontSyntax.outermostChain(ExprSyntax(call))
        let definition = definedToken(expression)
        // A local `let font = Font.system(size: 20)` is judged where it is used.
        if definition == nil, FontSyntax.isLocalValue(expression) { return nil }
        let builder = FontTermBuilder(scope: file.ancestry.typePath(of: Syntax(call)))
        let term: FontTerm = FontSyntax.isScaledByFontMetrics(expression) ? .value(.fontMetrics, size: nil, style: nil) : builder.term(expression)
        return FontDraft(shape: .construction(definition: definition, name: name), term: term)
    }

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
    private func assignedValue(_ token: TokenSyntax) -> ExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        let target: ExprSyntax
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            target = ExprSyntax(member)
        } else if file.ancestry.innermostTypeDeclaration(of: Syntax(reference))?.is(ClassDeclSyntax.self) == true {
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

    /// Whether the enclosing type sets `receiver.adjustsFontForContentSizeCategory = true`; each type is read once.
    private mutating func setsAdjustsFont(_ receiver: String, around node: Syntax) -> Bool {
        guard let type = file.ancestry.innermostTypeDeclaration(of: node) else { return false }
        if let known = adjusting[type.id] { return known.contains(receiver) }
        var receivers: Set<String> = []
        for token in type.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("adjustsFontForContentSizeCategory") {
            guard let value = assignedValue(token), value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { continue }
            receivers.insert(Self.receiver(of: token))
        }
        adjusting[type.id] = receivers
        return receivers.contains(receiver)
    }

    /// The token a value defines (`Typography.h1` for `static let h1 = …`), when it is a member or top-level
    /// property's initializer or a getter's value.
    private func definedToken(_ expression: ExprSyntax) -> String? {
        var current = expression.parent
        while let syntax = current {
            if let binding = syntax.as(PatternBindingSyntax.self) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
                let member = variable.parent?.is(MemberBlockItemSyntax.self) == true
                let topLevel = variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
                guard member || topLevel else { return nil }
                let owner = file.ancestry.typePath(of: Syntax(variable))
                return owner.isEmpty ? name : "\(owner).\(name)"
            }
            if syntax.is(ClosureExprSyntax.self) || syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) {
                return nil
            }
            current = syntax.parent
        }
        return nil
    }
}

/// Where a font expression sits.
enum FontSyntax {
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
}
