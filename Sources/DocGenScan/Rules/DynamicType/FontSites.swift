import SwiftSyntax

/// Finds the Dynamic Type sites of one file: `.font(…)` modifiers and `label.font =` assignments, `@ScaledMetric`
/// properties, `.lineLimit(1)` under a fixed frame height, and `Font`/`UIFont` constructions that set a size.
struct FontSites {
    let file: ParsedFile
    private var chains = ChainFactsTable()
    /// The values of the `.font(…)` and `font =` sites that hold the current token, innermost last: a
    /// construction inside one is a site of its own that styles what its font site styles.
    private var values: [(range: Range<Int>, shape: FontDraft.Shape, clamp: String?)] = []
    /// Per type, what its UIKit code sets on its labels (read once per type).
    private var typeFonts: [SyntaxIdentifier: TypeFonts] = [:]
    /// Per function, the bindings of its parameters at each call in the file (read once per function).
    private var callers = FontCallers()
    /// Per view, whether every use of it in the file is hidden from accessibility (read once per view).
    private var hiddenViews = HiddenViews()
    /// Per body, the locals it passes to `scaledFont(for:)` (read once per body).
    private var scaledLocals: [SyntaxIdentifier: Set<String>] = [:]

    static let constructionNames: Set<String> = Set(["system", "custom", "UIFont", "preferredFont", "withSize"])
        .union(FontTermBuilder.uiKitFixed)
    /// The names a site starts at.
    static let siteNames: Set<String> = constructionNames.union(["font", "ScaledMetric", "lineLimit"])

    init(file: ParsedFile) { self.file = file }

    /// Every site of the file, in source order.
    mutating func drafts() -> [SiteDraft<FontDraft>] {
        var drafts: [SiteDraft<FontDraft>] = []
        for token in file.identifiers(named: Self.siteNames) {
            let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
            while let last = values.last, !last.range.contains(offset) { values.removeLast() }
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
            let kind = Self.constructionNames.contains(token.text) ? Self.constructionKind(token) : Self.kind(of: draft.shape, token: token)
            let site = ScanSite.drafted(rule: DynamicTypeRule.id, in: file, at: token, kind: kind,
                                        enclosing: file.ancestry.enclosingName(of: Syntax(token)), argument: argument)
            drafts.append(SiteDraft(site: site, pending: draft))
        }
        return drafts
    }

    /// `.font(X)` (or `font(X)` in a view) and `receiver.font = X`; the constructions in the value are sites too,
    /// styling the same view.
    private mutating func fontSite(_ token: TokenSyntax) -> FontDraft? {
        let builder = FontTermBuilder(scope: file.ancestry.typePath(of: Syntax(token)))
        if let call = token.namedCall, call.arguments.count == 1, let value = call.firstUnlabeledArgument,
           call.memberBase != nil || (!call.isMemberCall && file.ancestry.isInsideView(Syntax(call))) {
            let facts = chains.facts(around: call, in: file.ancestry)
            var role = facts.role
            if role == .symbol, let view = call.ancestor(StructDeclSyntax.self), hiddenViews.isHiddenAtEveryUse(view, in: file) {
                role = .decorativeSymbol
            }
            var draft = FontDraft(shape: .modifier(role), term: callers.bind(builder.term(value), at: Syntax(value), in: file))
            draft.clamp = facts.clamp
            values.append((call.arguments.position.utf8Offset..<call.arguments.endPosition.utf8Offset, draft.shape, draft.clamp))
            return draft
        }
        if let value = Self.attributeValue(token) {
            // `[.font: font]` in a helper given its font: the helper is a wrapper, judged inside by what its callers pass
            // (a token in attributes is judged at its definition, a construction where it is written).
            let term = builder.term(value)
            guard term.readsParameter else { return nil }
            let shape = FontDraft.Shape.assignment(receiver: "", adjusts: false, textView: false)
            values.append((value.position.utf8Offset..<value.endPosition.utf8Offset, shape, nil))
            return FontDraft(shape: shape, term: callers.bind(term, at: Syntax(value), in: file))
        }
        guard let value = assignedValue(token) else { return nil }
        let receiver = Self.receiver(of: token)
        let fonts = self.fonts(around: Syntax(token))
        let ownFont = receiver.isEmpty && file.ancestry.innermostTypeDeclaration(of: Syntax(token))?.is(ClassDeclSyntax.self) == true
        let shape = FontDraft.Shape.assignment(receiver: receiver, adjusts: fonts.adjusting.contains(receiver),
                                               textView: ownFont || (!receiver.isEmpty && TypeFonts.isTextView(receiver, around: Syntax(token))))
        values.append((value.position.utf8Offset..<value.endPosition.utf8Offset, shape, nil))
        var term = builder.term(value)
        if let copied = fonts.copiedFont(value, except: receiver) {
            // `button.titleLabel?.font = titleLabel.font`: the font the type gave that other label.
            term = FontTermBuilder(scope: file.ancestry.typePath(of: Syntax(copied))).term(copied)
        } else if !receiver.isEmpty, let size = fonts.sizes[receiver] {
            // `layer.font = CGFont(name)` with `layer.fontSize = 15`: a text layer's size is its `fontSize`.
            let sizeTerm = FontTermBuilder(scope: file.ancestry.typePath(of: Syntax(size))).size(size)
            return FontDraft(shape: shape, term: callers.bind(sizeTerm, at: Syntax(size), in: file))
        }
        return FontDraft(shape: shape, term: callers.bind(term, at: Syntax(value), in: file))
    }

    /// `@ScaledMetric` on a property.
    private func metricSite(_ token: TokenSyntax) -> FontDraft? {
        guard let attribute = token.ancestor(AttributeSyntax.self), attribute.attributeName.trimmedText.hasSuffix("ScaledMetric"),
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

    /// A `Font`/`UIFont` construction: inside a font site's value it styles what that site styles; elsewhere it
    /// is judged alone (a token's definition, a helper's return, a local).
    private mutating func constructionSite(_ token: TokenSyntax) -> FontDraft? {
        guard let call = token.namedCall, Self.isFontConstruction(call, named: token.text) else { return nil }
        let expression = FontSyntax.outermostChain(ExprSyntax(call))
        guard !FontSyntax.isDiscarded(expression) else { return nil }
        let builder = FontTermBuilder(scope: file.ancestry.typePath(of: Syntax(call)))
        let scaled = FontSyntax.isScaledByFontMetrics(expression) || isLocalScaledByFontMetrics(expression)
        var term: FontTerm = scaled ? .value(.fontMetrics, size: nil, style: nil) : builder.term(expression)
        if term == .opaque, case let .value(.placeholder, size, style) = builder.term(ExprSyntax(call)) {
            // A placeholder passed through a method of the project (`UIFont.systemFont(ofSize: 1).rounded()`): any
            // size that method sets is a construction of its own, judged there.
            term = .value(.placeholder, size: size, style: style)
        }
        if let parent = values.last {
            var draft = FontDraft(shape: parent.shape, term: callers.bind(term, at: Syntax(call), in: file))
            draft.clamp = parent.clamp
            return draft
        }
        return FontDraft(shape: .construction(definition: definedToken(expression), name: token.text),
                         term: callers.bind(term, at: Syntax(call), in: file))
    }

    /// Whether a font is held in a local that the same body passes to `scaledFont(for:)` (`let base =
    /// UIFont(name: "Serif", size: 17)!`, then `metrics.scaledFont(for: base)`): the base size of a scaled font.
    private mutating func isLocalScaledByFontMetrics(_ expression: ExprSyntax) -> Bool {
        var node = Syntax(expression)
        for _ in 0..<4 {
            guard let parent = node.parent else { return false }
            if parent.is(InitializerClauseSyntax.self) { break }
            // `UIFont(name:size:)!`, `UIFont(name:size:) ?? .systemFont(ofSize: 17)`.
            guard parent.is(ForceUnwrapExprSyntax.self) || parent.is(SequenceExprSyntax.self) || parent.is(InfixOperatorExprSyntax.self)
                    || parent.is(ExprListSyntax.self) else { return false }
            node = parent
        }
        guard let binding = node.parent?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let body = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        if let known = scaledLocals[body.id] { return known.contains(name) }
        var passed: Set<String> = []
        for token in file.identifiers(named: ["scaledFont"], within: Syntax(body)) {
            guard let argument = token.namedCall?.argument(labeled: "for"), let path = ValuePath(argument),
                  case let .name(root, _) = path.root, path.steps.isEmpty else { continue }
            passed.insert(root)
        }
        scaledLocals[body.id] = passed
        return passed.contains(name)
    }

    /// Whether a call named like a font constructor builds a `Font` or `UIFont`: `.system(size:)` and
    /// `.system(.body, …)`, `.custom(_:size:)`, `UIFont(name:size:)`, `UIFont.systemFont(ofSize:)`,
    /// `.preferredFont(forTextStyle:)`, `font.withSize(_:)`.
    static func isFontConstruction(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        let base = call.memberBase?.simplePath
        let fontBase = base == nil || base == "Font" || base == "SwiftUI.Font"
        let uiKitBase = base == nil || base == "UIFont" || base == "NSFont" || base == "UIKit.UIFont"
        switch name {
        case "system":
            let style = call.firstUnlabeledArgument?.as(MemberAccessExprSyntax.self).flatMap { member in
                member.base == nil || member.base?.simplePath == "Font.TextStyle" ? member.declName.baseName.text : nil
            }
            return fontBase && call.isMemberCall && (call.labels.contains("size") || style.map(FontTermBuilder.textStyles.contains) == true)
        case "custom": return fontBase && call.isMemberCall && (call.labels.contains("size") || call.labels.contains("fixedSize"))
        case "UIFont": return !call.isMemberCall && call.labels.contains("size")
        case "preferredFont": return uiKitBase && call.labels.contains("forTextStyle")
        case "withSize": return call.memberBase != nil && call.arguments.count == 1 && call.firstUnlabeledArgument != nil
        default: return uiKitBase && call.labels.contains("ofSize")
        }
    }

    static func kind(of shape: FontDraft.Shape, token: TokenSyntax) -> String {
        switch shape {
        case .modifier: "font"
        case .assignment: "font ="
        case .metric: "ScaledMetric"
        case .clipping: "lineLimit"
        case .construction: constructionKind(token)
        }
    }

    /// `.system`, `Font.custom`, `UIFont`, `UIFont.systemFont`, `.withSize`: the construction as written.
    static func constructionKind(_ token: TokenSyntax) -> String {
        if token.text == "UIFont" { return "UIFont" }
        if token.text == "withSize" { return ".withSize" }
        return token.namedCall?.memberBase?.simplePath.map { "\($0).\(token.text)" } ?? ".\(token.text)"
    }

    /// The value of a `.font` attribute (`[.font: bodyFont]`, `NSAttributedString.Key.font: …`) whose value is not itself a
    /// construction (that is a site of its own); nil in attributes only used to measure text (`size(withAttributes:)`,
    /// `boundingRect(…attributes:…)`), which are not sites.
    static func attributeValue(_ token: TokenSyntax) -> ExprSyntax? {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
              member.base == nil || ["NSAttributedString.Key", "NSAttributedStringKey"].contains(member.base?.trimmedText ?? ""),
              let element = member.parent?.as(DictionaryElementSyntax.self), element.key.id == member.id else { return nil }
        let value = element.value
        let constructs = value.tokens(viewMode: .sourceAccurate).contains { token in
            constructionNames.contains(token.text) && token.namedCall.map { isFontConstruction($0, named: token.text) } == true
        }
        guard !constructs else { return nil }
        if let call = element.parent?.parent?.as(DictionaryExprSyntax.self)?.parent?.as(LabeledExprSyntax.self)?.parent?.parent?
            .as(FunctionCallExprSyntax.self), ["size", "boundingRect"].contains(call.calleeName ?? "") { return nil }
        return value
    }

    /// The value of `receiver.font = value`, or of `font = value` in a class (a `UILabel` subclass setting its own font).
    private func assignedValue(_ token: TokenSyntax) -> ExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        let target: ExprSyntax
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            target = ExprSyntax(member)
        } else if reference.parent?.is(ExprListSyntax.self) == true {
            // `font = …`: the object's own font in a class (a label subclass), or a local.
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
        let written = base.trimmedText.replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "?", with: "")
        return written == "self" ? "" : written
    }

    /// What the enclosing type sets on its labels: read once per type.
    private mutating func fonts(around node: Syntax) -> TypeFonts {
        guard let type = file.ancestry.innermostTypeDeclaration(of: node) else { return TypeFonts() }
        if let known = typeFonts[type.id] { return known }
        var fonts = TypeFonts()
        for token in file.identifiers(named: ["adjustsFontForContentSizeCategory", "font", "fontSize"], within: Syntax(type)) {
            guard let value = assignedValue(token) else { continue }
            let receiver = Self.receiver(of: token)
            if token.text == "font" {
                if fonts.assigned[receiver] == nil { fonts.assigned[receiver] = value }
            } else if token.text == "fontSize" {
                if fonts.sizes[receiver] == nil { fonts.sizes[receiver] = value }
            } else if value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                fonts.adjusting.insert(receiver)
            }
        }
        typeFonts[type.id] = fonts
        return fonts
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
