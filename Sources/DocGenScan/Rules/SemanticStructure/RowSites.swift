import SwiftSyntax

/// Finds the row sites of one file and its uses of views and helpers as rows.
///
/// A row is a `HStack`/`VStack` that is the whole content of a `ForEach`, `List` or `Section` row, or the
/// view of a row view's `body` or of a helper (function, computed property) used as a row's whole content
/// — those two are concluded in `finish`, once every file's uses are known. It is a site when it shows two
/// texts, or a text and an informative image, outside controls; a `LabeledContent` row is one element already.
struct RowSites {
    typealias Names = StructureVocabulary
    let file: ParsedFile
    /// How this file uses view types and helpers as rows.
    private(set) var uses = RowUses()

    init(file: ParsedFile) { self.file = file }

    /// Every row candidate of the file, in source order.
    mutating func drafts() -> [SiteDraft<StructureDraft>] {
        var drafts: [SiteDraft<StructureDraft>] = []
        for token in file.identifiers(named: Names.rowHosts) {
            // A preview's `List { Row(…) }` shows a row view as a row in Xcode only, not in the app.
            guard let host = token.namedCall, !host.isMemberCall, let content = StructureChains.content(of: host),
                  !isInControl(host), !file.isPreview(line: file.location(of: token).line) else { continue }
            let scope = file.ancestry.typePath(of: Syntax(host))
            for view in StructureChains.topLevelViews(content.statements) { drafts += row(view, scope: scope) }
        }
        for token in file.identifiers(named: [Names.erasedView]) {
            guard let call = token.namedCall, !call.isMemberCall, let only = call.arguments.first?.expression, call.arguments.count == 1,
                  let name = StructureChains.rootName(StructureChains.split(only).root), name.first?.isUppercase == true,
                  !Names.builtinViews.contains(name), !file.isPreview(line: file.location(of: token).line) else { continue }
            uses.erased[name, default: 0] += 1
        }
        for token in file.identifiers(named: Names.controls) {
            guard let control = token.namedCall, !control.isMemberCall else { continue }
            for closure in control.closures where StructureChains.isControlPart(closure, of: control) {
                for view in StructureChains.topLevelViews(closure.statements) {
                    guard let name = StructureChains.rootName(StructureChains.split(view).root), name.first?.isUppercase == true,
                          !Names.builtinViews.contains(name) else { continue }
                    uses.labels[name, default: 0] += 1
                }
            }
        }
        for declaration in file.declarations where declaration.isView && declaration.kind != .type && !declaration.owner.isEmpty {
            guard let token = file.identifier(at: declaration.nameOffset), let statements = Self.body(of: token) else { continue }
            let source: RowSource = declaration.name == "body" ? .view(declaration.owner) : .helper("\(declaration.owner).\(declaration.name)")
            for view in StructureChains.topLevelViews(statements) {
                if let draft = stack(view, source: source, useModifiers: []) {
                    drafts.append(draft)
                } else if let helper = helperCalled(by: view, scope: declaration.owner) {
                    // A body or helper that shows another helper (`content(showsLinkAffordance: false)`): that one is a
                    // row wherever this one is.
                    uses.delegates[source.key, default: []].insert(helper)
                }
            }
        }
        return drafts.sorted { ($0.site.line, $0.site.column) < ($1.site.line, $1.site.column) }
    }

    /// One view shown as a row's whole content: a stack (a site), a `LabeledContent` (a passing site), a view type
    /// or helper of the scanned code (a use, noted), or a control (the control is read as one element).
    private mutating func row(_ view: ExprSyntax, scope: String) -> [SiteDraft<StructureDraft>] {
        let (root, modifiers) = StructureChains.split(view)
        let combined = StructureChains.combines(modifiers)
        let count = UseCount(uses: 1, combined: combined ? 1 : 0)
        if root.is(SubscriptCallExprSyntax.self) {
            // `ForEach(0..<model.rows.count) { i in model.rows[i] }`: views stored type-erased.
            uses.erasedRows += 1
            return []
        }
        if let helper = helperCalled(by: view, scope: scope) {
            uses.helpers[helper, default: UseCount()].add(count)
            return []
        }
        guard let call = root.as(FunctionCallExprSyntax.self), call.memberBase == nil, let name = call.calleeName else { return [] }
        if Names.transparent.contains(name) {
            return call.closures.flatMap { StructureChains.topLevelViews($0.statements) }.flatMap { self.row($0, scope: scope) }
        }
        if Names.rowStacks.contains(name) {
            if let draft = stack(view, source: .direct, useModifiers: []) { return [draft] }
            // A stack that is no site itself (a selection mark beside a row view): the row views in it are the row.
            for closure in call.closures {
                for child in StructureChains.topLevelViews(closure.statements) {
                    guard let inner = StructureChains.split(child).root.as(FunctionCallExprSyntax.self), inner.memberBase == nil,
                          let type = inner.calleeName, type.first?.isUppercase == true, !Names.builtinViews.contains(type) else { continue }
                    let innerCombined = combined || StructureChains.combines(StructureChains.split(child).modifiers)
                    uses.views[type, default: UseCount()].add(UseCount(uses: 1, combined: innerCombined ? 1 : 0))
                }
            }
            return []
        }
        if name == Names.labeledContent, let token = call.calleeToken {
            var draft = StructureDraft(shape: .row(.direct))
            draft.passReason = .labeledContent
            return [SiteDraft(site: site(at: token, call: call), pending: draft)]
        }
        if name.first?.isUppercase == true, !Names.builtinViews.contains(name) {
            uses.views[name, default: UseCount()].add(count)
        }
        return []
    }

    /// The helper (`Owner.name`) a view is the call or value of: `row(for: item)`, `self.placeholderRow`,
    /// `KioskRow.picker(…)`.
    private func helperCalled(by view: ExprSyntax, scope: String) -> String? {
        let root = StructureChains.split(view).root
        if let reference = root.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            return "\(scope).\(reference.baseName.text)"
        }
        if let member = root.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            return "\(scope).\(member.declName.baseName.text)"
        }
        guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
        guard let base = call.memberBase else { return name.first?.isLowercase == true ? "\(scope).\(name)" : nil }
        if base.trimmedText == "self" { return "\(scope).\(name)" }
        if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true { return "\(type).\(name)" }
        return nil
    }

    /// A stack that shows two texts, or a text and an informative image: a row site, passing when it is combined.
    private func stack(_ view: ExprSyntax, source: RowSource, useModifiers: [FunctionCallExprSyntax]) -> SiteDraft<StructureDraft>? {
        let (root, modifiers) = StructureChains.split(view)
        guard let call = root.as(FunctionCallExprSyntax.self), !call.isMemberCall, let name = call.calleeName,
              Names.rowStacks.contains(name), let token = call.calleeToken, !StructureChains.hides(modifiers) else { return nil }
        var parts = RowParts(helperBody: { name in helperBody(name, scope: file.ancestry.typePath(of: Syntax(call))) })
        for closure in call.closures { parts.count(closure.statements, ancestry: file.ancestry) }
        guard parts.describesAnItem else { return nil }
        var draft = StructureDraft(shape: .row(source))
        if StructureChains.combines(modifiers + useModifiers) { draft.passReason = .combined }
        draft.helpers = StructureChains.helperNames(modifiers)
        return SiteDraft(site: site(at: token, call: call), pending: draft)
    }

    /// Whether a view is inside a control's label: its rows are parts of the control.
    private func isInControl(_ call: FunctionCallExprSyntax) -> Bool {
        file.ancestry.viewNesting(around: call).containers.contains { container in
            if case let .closure(closure, owner, _) = container { return StructureChains.isControlPart(closure, of: owner) }
            return false
        }
    }

    private func site(at token: TokenSyntax, call: FunctionCallExprSyntax) -> ScanSite {
        ScanSite.drafted(rule: SemanticStructureRule.id, in: file, at: token, kind: SemanticStructureAnalysis.rowKind,
                         enclosing: file.ancestry.enclosingName(of: Syntax(call)), argument: "")
    }

    /// The body of a helper of the type at `scope` declared in this file (`label(_:icon:)`), to count a row's parts.
    private func helperBody(_ name: String, scope: String) -> CodeBlockItemListSyntax? {
        guard let declaration = file.declarations.first(where: { $0.isView && $0.owner == scope && $0.name == name }),
              let token = file.identifier(at: declaration.nameOffset) else { return nil }
        return Self.body(of: token)
    }

    /// The statements of a `body` property's getter or a helper's body.
    static func body(of name: TokenSyntax) -> CodeBlockItemListSyntax? {
        if let function = name.parent?.as(FunctionDeclSyntax.self) { return function.body?.statements }
        guard let binding = name.parent?.parent?.as(PatternBindingSyntax.self) else { return nil }
        switch binding.accessorBlock?.accessors {
        case let .getter(statements)?: return statements
        case let .accessors(list)?: return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }
}

/// What a row stack shows, counted through nested stacks and groups, outside controls; of the branches of an
/// `if` or `switch` only one shows at a time, so the one with most parts counts.
struct RowParts {
    typealias Names = StructureVocabulary
    var texts = 0
    var images = 0
    /// Images that show a state: shown or chosen by a condition (a selection checkmark, a status icon).
    var marks = 0
    /// A text input: the stack is a form field and its label, which VoiceOver reads apart by design.
    var input = false
    /// The body of a helper of the stack's type, by name, whose view counts as the stack's parts.
    var helperBody: (String) -> CodeBlockItemListSyntax? = { _ in nil }

    /// Two texts (a title and a value, a name and a subtitle), or a text and images (an avatar and a badge), or a
    /// text and an image that shows a state (a selection checkmark), and no text input. A fixed icon beside a
    /// single text is the row's icon, not a second part.
    var describesAnItem: Bool { !input && (texts >= 2 || (texts >= 1 && (images >= 2 || marks >= 1))) }

    mutating func count(_ statements: CodeBlockItemListSyntax, ancestry: Ancestry, depth: Int = 0) {
        guard depth < 8 else { return }
        for item in statements {
            ancestry.count()
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                var branches: [RowParts] = []
                for clause in ifConfig.clauses {
                    guard case let .statements(inner)? = clause.elements else { continue }
                    var branch = RowParts(helperBody: helperBody)
                    branch.count(inner, ancestry: ancestry, depth: depth + 1)
                    branches.append(branch)
                }
                add(widest: branches)
                continue
            }
            guard let view = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else { continue }
            count(view, ancestry: ancestry, depth: depth)
        }
    }

    private mutating func count(_ view: ExprSyntax, ancestry: Ancestry, depth: Int) {
        if let ifExpr = view.as(IfExprSyntax.self) {
            // `if #available(…)` picks an API, not a state.
            let availability = ifExpr.conditions.allSatisfy { $0.condition.is(AvailabilityConditionSyntax.self) }
            add(widest: branches(of: ifExpr, ancestry: ancestry, depth: depth + 1), conditional: !availability)
            return
        }
        if let switchExpr = view.as(SwitchExprSyntax.self) {
            add(widest: switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.map { branch in
                var parts = RowParts(helperBody: helperBody)
                parts.count(branch.statements, ancestry: ancestry, depth: depth + 1)
                return parts
            }, conditional: true)
            return
        }
        if let sequence = view.as(SequenceExprSyntax.self), let first = sequence.elements.first {
            // `Text(a) + Text(b)`: one text.
            if let name = StructureChains.rootName(StructureChains.split(first).root), Names.isTextView(name) { texts += 1 }
            return
        }
        let (root, modifiers) = StructureChains.split(view)
        guard let call = root.as(FunctionCallExprSyntax.self), !call.isMemberCall, let name = call.calleeName,
              !StructureChains.hides(modifiers) else { return }
        if Names.isInput(name) { input = true }
        if Names.controls.contains(name) || name == "ForEach" { return }
        if name == "Label", let title = call.argument(labeled: "title")?.as(ClosureExprSyntax.self) ?? call.trailingClosure {
            // `Label { VStack { Text(name); Text(detail) } } icon: { … }`: the texts of its title.
            var inner = RowParts(helperBody: helperBody)
            inner.count(title.statements, ancestry: ancestry, depth: depth + 1)
            texts += max(inner.texts, 1)
            return
        }
        if name.first?.isLowercase == true, depth < 4, let body = helperBody(name) {
            count(body, ancestry: ancestry, depth: depth + 2)
            return
        }
        if Names.isTextView(name) {
            texts += 1
        } else if Names.isImageView(name) {
            guard !call.labels.contains("decorative") else { return }
            images += 1
            // `Image(systemName: isOn ? "checkmark.circle.fill" : "circle")`: the image says the state.
            if call.arguments.contains(where: { ExprTree($0.expression).isConditional }) { marks += 1 }
        } else if Names.containers.contains(name) {
            for closure in call.closures { count(closure.statements, ancestry: ancestry, depth: depth + 1) }
        }
    }

    private func branches(of ifExpr: IfExprSyntax, ancestry: Ancestry, depth: Int) -> [RowParts] {
        var then = RowParts(helperBody: helperBody)
        then.count(ifExpr.body.statements, ancestry: ancestry, depth: depth)
        switch ifExpr.elseBody {
        case let .codeBlock(block)?:
            var otherwise = RowParts(helperBody: helperBody)
            otherwise.count(block.statements, ancestry: ancestry, depth: depth)
            return [then, otherwise]
        case let .ifExpr(nested)?:
            return [then] + (depth < 8 ? branches(of: nested, ancestry: ancestry, depth: depth + 1) : [])
        case nil:
            return [then]
        }
    }

    /// Adds the branch with most parts (texts first); an input in any branch makes the stack a form field. Images
    /// of an `if` or `switch` (a checkmark shown when selected) show a state: `conditional`.
    private mutating func add(widest branches: [RowParts], conditional: Bool = false) {
        guard let widest = branches.max(by: { ($0.texts, $0.images) < ($1.texts, $1.images) }) else { return }
        texts += widest.texts
        images += widest.images
        marks += conditional ? widest.images : widest.marks
        input = input || branches.contains(where: \.input)
    }
}
