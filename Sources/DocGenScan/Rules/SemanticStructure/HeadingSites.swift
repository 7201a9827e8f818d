import SwiftSyntax

/// Finds the heading sites of one file: `.font(…)` on text (and UIKit `label.font = …`) whose font may be a title
/// text style, with what the file says about them: a header trait on the text or a container, a value rather
/// than a heading, or that the text is a control's label or a section header (not a site).
struct HeadingSites {
    typealias Names = StructureVocabulary
    let file: ParsedFile
    /// Per type, the receivers whose `accessibilityTraits` include `.header`.
    private var headerReceivers: [SyntaxIdentifier: Set<String>] = [:]

    init(file: ParsedFile) { self.file = file }

    /// Every heading candidate of the file, in source order; `finish` keeps those whose font is a title style.
    mutating func drafts() -> [SiteDraft<StructureDraft>] {
        var drafts: [SiteDraft<StructureDraft>] = []
        for token in file.identifiers(named: ["font"]) {
            let builder = StyleTermBuilder(scope: file.ancestry.typePath(of: Syntax(token)))
            var draft: StructureDraft?
            var argument = ""
            if let call = token.namedCall, call.memberBase != nil || (!call.isMemberCall && file.ancestry.isInsideView(Syntax(call))) {
                guard let value = Self.fontArgument(of: call) else { continue }
                // A font known now not to be a title is no site: its view's chain is not read at all.
                let term = builder.term(value)
                guard Self.mayBeTitle(StructureDraft(shape: .heading(term))) else { continue }
                draft = modifierSite(call, term: term)
                argument = call.arguments.map(\.collapsedText).joined(separator: " ")
            } else if let (receiver, value) = Self.assignment(at: token) {
                draft = assignmentSite(token, receiver: receiver, term: builder.term(value))
                argument = value.collapsedText
            }
            guard var draft, Self.mayBeTitle(draft) else { continue }
            draft.owner = file.ancestry.typePath(of: Syntax(token)).split(separator: ".").last.map(String.init)
            let site = ScanSite.drafted(rule: SemanticStructureRule.id, in: file, at: token, kind: SemanticStructureAnalysis.headingKind,
                                        enclosing: file.ancestry.enclosingName(of: Syntax(token)), argument: argument)
            drafts.append(SiteDraft(site: site, pending: draft))
        }
        return drafts
    }

    /// The font of `.font(X)`, or the text style a helper takes (`.font(style: .title2, weight: .bold)`).
    static func fontArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if call.arguments.count == 1, let only = call.firstUnlabeledArgument { return only }
        return call.arguments.first { Names.styleLabels.contains($0.label?.text ?? "") }?.expression
    }

    /// Whether a draft's font may still turn out to be a title style: a style known now that is not one, or a
    /// font without a style, is no site.
    private static func mayBeTitle(_ draft: StructureDraft) -> Bool {
        guard case let .heading(term) = draft.shape else { return false }
        switch term {
        case let .style(name): return Names.titleStyles.contains(name)
        case .noStyle, .opaque, .parameter: return false
        case .token, .either: return true
        }
    }

    /// `.font(…)` on a view: not a site on an image, an input field, a control's label or a section header.
    private func modifierSite(_ call: FunctionCallExprSyntax, term: StyleTerm) -> StructureDraft? {
        let nesting = file.ancestry.viewNesting(around: call)
        let own = nesting.own
        let root = own.first.map { $0.id == call.id ? call.memberBase : ExprSyntax($0) } ?? nil
        if let rootCall = root?.as(FunctionCallExprSyntax.self), !rootCall.isMemberCall, let name = rootCall.calleeName {
            if Names.notText.contains(name) || Names.controls.contains(name) { return nil }
            if Names.containers.contains(name), !Self.showsText(rootCall) { return nil }
        }
        if let base = root?.compactText, base.hasPrefix("configuration.label") { return nil }
        for container in nesting.containers {
            switch container {
            case let .closure(closure, owner, _):
                if StructureChains.isControlPart(closure, of: owner) || StructureChains.isSectionHeader(closure, of: owner) { return nil }
            case let .argument(owner):
                if owner.calleeName == "Section", Self.isHeaderArgument(of: owner, holding: call) { return nil }
                if let name = owner.calleeName, Names.controls.contains(name), owner.memberBase == nil { return nil }
            }
        }
        var draft = StructureDraft(shape: .heading(term))
        let containerChains = nesting.containers.compactMap { container -> [FunctionCallExprSyntax]? in
            if case let .closure(_, _, chain) = container { return Array(chain.dropFirst()) }
            return nil
        }
        file.ancestry.count(own.count + containerChains.joined().count)
        if StructureChains.addsHeader(own) || containerChains.contains(where: StructureChains.addsHeader) {
            draft.passReason = .headerTrait
        } else if Self.showsValue(root: root, chain: own, font: call) {
            draft.passReason = .valueText
        }
        draft.helpers = StructureChains.helperNames(own) + containerChains.flatMap { StructureChains.helperNames($0) }
        draft.wrapper = Self.wrapper(around: call)
        return draft
    }

    /// UIKit `label.font = …`: a heading when the same type gives the label the `.header` trait. A button's
    /// `titleLabel` is the control's label: no site.
    private mutating func assignmentSite(_ token: TokenSyntax, receiver: String, term: StyleTerm) -> StructureDraft? {
        if receiver.hasSuffix(".titleLabel") || receiver.hasSuffix("?.titleLabel") { return nil }
        var draft = StructureDraft(shape: .heading(term))
        if hasHeaderTrait(receiver, around: Syntax(token)) { draft.passReason = .headerTrait }
        return draft
    }

    /// Whether a container's content shows a `Text` or `Label` outside controls.
    private static func showsText(_ container: FunctionCallExprSyntax) -> Bool {
        container.closures.contains { closure in
            closure.tokens(viewMode: .sourceAccurate).contains { token in
                guard Names.isTextView(token.text), let call = token.namedCall, !call.isMemberCall else { return false }
                return true
            }
        }
    }

    /// Whether an argument of `Section(header: …)` or `footer:` holds `call`.
    private static func isHeaderArgument(of section: FunctionCallExprSyntax, holding call: FunctionCallExprSyntax) -> Bool {
        section.arguments.contains { argument in
            Names.sectionParts.contains(argument.label?.text ?? "") && argument.range.contains(call.position)
        }
    }

    /// Whether the text shows a value rather than a heading: `Text(x, format:)`, `Text(date, style: .timer)`,
    /// digits set monospaced, a numeric content transition, or a name that says so (`stateText`, `ChronometerText`).
    static func showsValue(root: ExprSyntax?, chain: [FunctionCallExprSyntax], font: FunctionCallExprSyntax) -> Bool {
        if font.arguments.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "monospacedDigit" }) { return true }
        if chain.contains(where: { $0.calleeName == "monospacedDigit" || ($0.calleeName == "contentTransition"
            && $0.arguments.tokens(viewMode: .sourceAccurate).contains { $0.text == "numericText" }) }) { return true }
        guard let call = root?.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return false }
        guard name == "Text" else { return Names.namesValue(name) }
        if call.labels.contains(where: { Names.valueLabels.contains($0 ?? "") }) { return true }
        guard let shown = call.arguments.first?.expression else { return false }
        if let path = shown.simplePath { return Names.namesValue(String(path.split(separator: ".").last ?? "")) }
        if !shown.is(StringLiteralExprSyntax.self) { return Self.computesValue(shown) }
        if let string = shown.as(StringLiteralExprSyntax.self) {
            let interpolated = string.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
            let literal = string.segments.compactMap { $0.as(StringSegmentSyntax.self) }.map(\.content.text).joined()
            guard !interpolated.isEmpty, literal.allSatisfy({ !$0.isLetter }) else { return false }
            return interpolated.allSatisfy { segment in
                segment.expressions.first.flatMap { $0.expression.simplePath }.map { Names.namesValue(String($0.split(separator: ".").last ?? "")) } ?? false
            }
        }
        return false
    }

    /// Whether text computed by an expression shows a value: a formatter's output
    /// (`Units.formatTemperature(reading)`, `level.map(format) ?? "—"`, `date.formatted()`) or a value read through a
    /// call (`Units.formatHumidity(sensor.humidity)`). The last name of each path and the functions called decide —
    /// not what a path reads through (`state.title` shows a title), nor words inside its string literals.
    static func computesValue(_ shown: ExprSyntax) -> Bool {
        shown.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            // Only the last name of a path counts: `state` in `state.title` and `stove.state.title` is what holds it.
            var node = Syntax(reference)
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { node = Syntax(access) }
            if let outer = node.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == node.id { return false }
            return Names.wordsNameValue(name) || Names.namesFormatter(name)
        }
    }

    /// The name of the `View` extension method whose `self` the font styles (`self.lineLimit(1).font(.title)`).
    static func wrapper(around call: FunctionCallExprSyntax) -> String? {
        var root = call.memberBase
        while let inner = root?.as(FunctionCallExprSyntax.self), let base = inner.memberBase { root = base }
        guard root == nil || root?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              let function = call.ancestor(FunctionDeclSyntax.self),
              let extended = function.ancestor(ExtensionDeclSyntax.self)?.extendedType.trimmedText,
              extended == "View" || extended == "SwiftUI.View" else { return nil }
        return function.name.text
    }

    /// `receiver.font = value` (or `font = value` in a class), with the receiver as written without `self.`.
    static func assignment(at token: TokenSyntax) -> (String, ExprSyntax)? {
        guard let assignment = Assignment(setting: token) else { return nil }
        let receiver = assignment.receiver?.trimmedText.replacingOccurrences(of: "self.", with: "") ?? ""
        return (receiver == "self" ? "" : receiver, assignment.value)
    }

    /// Whether the enclosing type gives `receiver` the `.header` trait (`title.accessibilityTraits = .header`,
    /// `.insert(.header)`, `|= .header`); each type is read once.
    private mutating func hasHeaderTrait(_ receiver: String, around node: Syntax) -> Bool {
        guard let type = file.ancestry.innermostTypeDeclaration(of: node) else { return false }
        if let known = headerReceivers[type.id] { return known.contains(receiver) }
        var receivers: Set<String> = []
        for token in file.identifiers(named: [Names.uiKitTraits], within: type) {
            var statement = Syntax(token)
            while let parent = statement.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) { statement = parent }
            guard statement.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(Names.uiKitHeader) }) else { continue }
            let member = token.parent?.parent?.as(MemberAccessExprSyntax.self)
            let written = member?.base?.trimmedText.replacingOccurrences(of: "self.", with: "") ?? ""
            receivers.insert(written == "self" ? "" : written)
        }
        headerReceivers[type.id] = receivers
        return receivers.contains(receiver)
    }
}
