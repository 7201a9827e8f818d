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
            guard let host = token.namedCall, !host.isMemberCall, let content = StructureChains.content(of: host) else { continue }
            let scope = file.ancestry.typePath(of: Syntax(host))
            for view in StructureChains.topLevelViews(content.statements) { drafts += row(view, scope: scope) }
        }
        for declaration in file.declarations where declaration.isView && declaration.kind != .type && !declaration.owner.isEmpty {
            guard let token = file.identifier(at: declaration.nameOffset), let statements = Self.body(of: token) else { continue }
            let source: RowSource = declaration.name == "body" ? .view(declaration.owner) : .helper("\(declaration.owner).\(declaration.name)")
            for view in StructureChains.topLevelViews(statements) {
                if let draft = stack(view, source: source, useModifiers: []) { drafts.append(draft) }
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
        if let call = root.as(FunctionCallExprSyntax.self) {
            let name = call.calleeName ?? ""
            if let base = call.memberBase {
                // `KioskRow.picker(…)`, `self.row(for:)`.
                if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
                    uses.helpers["\(type).\(name)", default: UseCount()].add(count)
                } else if base.is(DeclReferenceExprSyntax.self), base.trimmedDescription == "self" {
                    uses.helpers["\(scope).\(name)", default: UseCount()].add(count)
                }
                return []
            }
            if Names.transparent.contains(name) {
                return call.closures.flatMap { StructureChains.topLevelViews($0.statements) }.flatMap { self.row($0, scope: scope) }
            }
            if Names.rowStacks.contains(name) {
                return stack(view, source: .direct, useModifiers: []).map { [$0] } ?? []
            }
            if name == Names.labeledContent, let token = call.calleeToken {
                var draft = StructureDraft(shape: .row(.direct))
                draft.passReason = .labeledContent
                return [SiteDraft(site: site(at: token, call: call), pending: draft)]
            }
            if name.first?.isUppercase == true, !Names.builtinViews.contains(name) {
                uses.views[name, default: UseCount()].add(count)
            } else if name.first?.isLowercase == true {
                uses.helpers["\(scope).\(name)", default: UseCount()].add(count)
            }
            return []
        }
        if let reference = root.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            uses.helpers["\(scope).\(reference.baseName.text)", default: UseCount()].add(count)
        }
        return []
    }

    /// A stack that shows two texts, or a text and an informative image: a row site, passing when it is combined.
    private func stack(_ view: ExprSyntax, source: RowSource, useModifiers: [FunctionCallExprSyntax]) -> SiteDraft<StructureDraft>? {
        let (root, modifiers) = StructureChains.split(view)
        guard let call = root.as(FunctionCallExprSyntax.self), !call.isMemberCall, let name = call.calleeName,
              Names.rowStacks.contains(name), let token = call.calleeToken, !StructureChains.hides(modifiers) else { return nil }
        var parts = RowParts()
        for closure in call.closures { parts.count(closure.statements, ancestry: file.ancestry) }
        guard parts.describesAnItem else { return nil }
        var draft = StructureDraft(shape: .row(source))
        if StructureChains.combines(modifiers + useModifiers) { draft.passReason = .combined }
        draft.helpers = StructureChains.helperNames(modifiers)
        return SiteDraft(site: site(at: token, call: call), pending: draft)
    }

    private func site(at token: TokenSyntax, call: FunctionCallExprSyntax) -> ScanSite {
        ScanSite.drafted(rule: SemanticStructureRule.id, in: file, at: token, kind: "row",
                         enclosing: file.ancestry.enclosingName(of: Syntax(call)), argument: "")
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

/// What a row stack shows, counted through nested stacks and groups, outside controls.
struct RowParts {
    typealias Names = StructureVocabulary
    var texts = 0
    var images = 0

    /// Two texts (a title and a value, a name and a subtitle), or a text and an informative image.
    var describesAnItem: Bool { texts >= 2 || (texts >= 1 && images >= 1) }

    mutating func count(_ statements: CodeBlockItemListSyntax, ancestry: Ancestry, depth: Int = 0) {
        guard depth < 8 else { return }
        for view in StructureChains.topLevelViews(statements) {
            ancestry.count()
            let (root, modifiers) = StructureChains.split(view)
            guard let call = root.as(FunctionCallExprSyntax.self), !call.isMemberCall, let name = call.calleeName,
                  !StructureChains.hides(modifiers) else { continue }
            if Names.controls.contains(name) || name == "ForEach" { continue }
            if Names.isTextView(name) {
                texts += 1
            } else if Names.isImageView(name) {
                if !call.labels.contains("decorative") { images += 1 }
            } else if Names.containers.contains(name) {
                for closure in call.closures { count(closure.statements, ancestry: ancestry, depth: depth + 1) }
            }
        }
    }
}
