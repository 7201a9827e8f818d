import SwiftSyntax

/// The VoiceOver sites of CarPlay templates in one file: list items, grid and bar buttons, template action buttons
/// (`CPButton`, `CPTextButton`), now-playing image buttons and image-row elements. CarPlay draws them, and VoiceOver reads each by its text or title: one with only an image
/// (`CPBarButton(image:)`, `CPButton(image:)`, `CPListItem(text: nil, …)` given an image) has no name unless an accessibility label is set,
/// and an item whose image alone switches with a state (`image: isSelected ? check : nil`) says that state to nobody
/// unless its detail text, a label or a value does.
struct CarPlaySites {
    typealias Names = CarPlayVocabulary
    let file: ParsedFile
    private let facts: UIKitFacts

    init?(file: ParsedFile) {
        guard !file.identifiers(named: Set(Names.titles.keys)).isEmpty else { return nil }
        self.file = file
        facts = UIKitFacts(file: file)
    }

    /// Every CarPlay site of the file with its verdict.
    func drafts() -> [(token: TokenSyntax, node: Syntax, draft: LabelDraft)] {
        var found: [(TokenSyntax, Syntax, LabelDraft)] = []
        for token in file.identifiers(named: Set(Names.titles.keys)) {
            guard let call = token.namedCall, !call.isMemberCall, let title = Names.titles[token.text],
                  let reason = judge(call, title: title) else { continue }
            found.append((token, Syntax(call), LabelDraft(shape: .button, outcome: .decided(reason))))
        }
        return found
    }

    /// The verdict of one item, nil when it is no site: made without text or image (a row whose text and picture are
    /// set later, perhaps through another name).
    private func judge(_ call: FunctionCallExprSyntax, title: String?) -> VoiceOverReason? {
        let item = items(made: call)
        if item.isHidden { return .hidden }
        if item.isLabelled { return .labelled }
        let titled = title.map { Self.given(call.argument(labeled: $0)) } == true
            || item.facts.contains { Names.laterTitles.contains($0.path) && Self.givenValue($0.value) }
        let image = call.argument(labeled: Names.image)
        guard titled else { return image != nil || item.hasImage ? .unlabelledButton : nil }
        var conditions = image.map { Self.stateConditions(Syntax($0), at: Syntax(call), throughLocal: false) } ?? []
        conditions += item.facts.filter { $0.path == UIKitVocabulary.setImage && $0.chooses }.map(\.value)
        guard !conditions.isEmpty else { return .titledControl }
        if item.hasValue { return .stateSaidByText }
        // The detail text says the state when it is made from what the image's condition tests
        // (`detailText: order.map { "No. \($0)" }` beside `image: order == nil ? area : check`), or chooses itself.
        let detail = call.argument(labeled: Names.detail)
        if let detail, Self.given(detail), UIKitFacts.Collector.holdsTernary(Syntax(detail)) { return .stateSaidByText }
        let details = [detail?.description].compactMap { $0 } + item.facts.filter { $0.path == Names.setDetail }.map(\.value)
        let tested = Set(conditions.flatMap(Self.leaves))
        let said = details.contains { Self.givenValue($0.filter { !$0.isWhitespace }) && !tested.isDisjoint(with: Self.names(in: $0)) }
        return said ? .stateSaidByText : .unsaidState
    }

    /// What the file says about the item a call makes: under the name it is kept by, and under each property that
    /// local is then stored in (`let value = CPListItem(…); temperatureItem = value`, later `temperatureItem?.setText(…)`).
    private func items(made call: FunctionCallExprSyntax) -> UIKitView {
        guard let (name, local) = name(of: call) else { return UIKitView(facts: []) }
        var item = about(name, local: local, at: Syntax(call))
        guard local, let scope = file.ancestry.memberDeclaration(of: Syntax(call)) else { return item }
        for token in file.identifiers(named: [name], within: scope) where token.position > call.endPosition {
            guard let use = token.parent?.as(DeclReferenceExprSyntax.self), let assignee = UIKitFacts.assignee(of: ExprSyntax(use)),
                  let (root, path) = UIKitFacts.components(of: assignee), root == "self" else { continue }
            item = item.merged(about(path, local: false, at: Syntax(use)))
        }
        return item
    }

    /// The facts about an item kept under `name`: a local of the member, else a property of the type.
    private func about(_ name: String, local: Bool, at node: Syntax) -> UIKitView {
        let member = file.ancestry.memberDeclaration(of: node)
        return facts.about(name, member: member?.id, type: file.ancestry.typePath(of: node), property: !local)
    }

    /// The name an item is kept under, and whether it is a local of the member (not a stored property).
    private func name(of call: FunctionCallExprSyntax) -> (name: String, local: Bool)? {
        if let bound = LocalBindings.boundName(of: call) {
            let variable = call.ancestor(VariableDeclSyntax.self)
            return (bound, variable?.parent?.is(MemberBlockItemSyntax.self) != true)
        }
        if let assignee = UIKitFacts.assignee(of: ExprSyntax(call)), let (root, path) = UIKitFacts.components(of: assignee), root == "self" {
            return (path, false)
        }
        return nil
    }

    /// Whether an argument gives a text: present, and not `nil`, `""` or `[]`.
    private static func given(_ argument: ExprSyntax?) -> Bool {
        guard let argument else { return false }
        return givenValue(argument.compactText)
    }

    private static func givenValue(_ value: String) -> Bool { !["nil", "\"\"", "[]", "[\"\"]"].contains(value) }

    /// The conditions (as written) that choose an image argument, other than the appearance: a choice written in the
    /// argument (`image: isOn ? check : nil`) or in a local it names (`let icon = starred ? a : b`). A picture chosen
    /// earlier by a flag for what is shown at all (`let art = showArtwork ? cover : nil`) is content, not a state.
    private static func stateConditions(_ value: Syntax, at site: Syntax, throughLocal: Bool) -> [String] {
        if value.is(ClosureExprSyntax.self) { return [] }
        if let expression = value.as(ExprSyntax.self), let tested = ImageNatures.tested(expression) {
            let chosen = !ThemeCondition.isTheme(tested) && (!throughLocal || ImageNatures.isStateCondition(tested))
            return chosen ? [tested] : []
        }
        if let reference = value.as(DeclReferenceExprSyntax.self), value.parent?.is(MemberAccessExprSyntax.self) != true,
           let bound = LocalBindings.value(of: reference.baseName.text, before: site) {
            return stateConditions(Syntax(bound), at: Syntax(bound), throughLocal: true)
        }
        return value.children(viewMode: .sourceAccurate).flatMap { stateConditions($0, at: site, throughLocal: throughLocal) }
    }

    /// The last name of each reference in a condition (`voice.identifier == selectedIdentifier` → identifier,
    /// selectedIdentifier): what it tests.
    private static func leaves(_ condition: String) -> [String] {
        condition.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." })
            .compactMap { $0.split(separator: ".").last.map(String.init) }.filter { $0.first?.isLetter == true && $0 != "nil" }
    }

    /// Every identifier in a text.
    private static func names(in text: String) -> Set<String> {
        Set(text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
    }
}

/// The CarPlay names the VoiceOver rule reads, declared once.
enum CarPlayVocabulary {
    /// Each CarPlay item or button made in code, with the argument that gives it the text VoiceOver reads (nil: none,
    /// it is named only by an accessibility label). The system's own now-playing buttons (rate, shuffle, repeat)
    /// come with their names and are no sites, and so is an image row (`CPListImageRowItem`), whose elements are.
    static let titles: [String: String?] = [
        "CPListItem": "text", "CPGridButton": "titleVariants", "CPBarButton": "title",
        "CPNowPlayingImageButton": nil, "CPListImageRowItemCondensedElement": "title", "CPListImageRowItemCardElement": "title",
        "CPListImageRowItemRowElement": "title", "CPListImageRowItemImageGridElement": "title", "CPMessageListItem": "text",
        // A template's action button: `CPButton(image:handler:)` has no title unless one is set later (`button.title = …`).
        "CPButton": "title", "CPTextButton": "title",
    ]
    static let image = "image"
    static let detail = "detailText"
    static let setDetail = "setDetailText"
    /// Members that give an item its text after it is made (`item.setText(…)`, `button.title = …`).
    static let laterTitles: Set<String> = ["setText", "title", "setTitle", "text"]
    /// The members `UIKitFacts` keeps for CarPlay items besides the UIKit ones.
    static let readMembers: Set<String> = ["setText", "setDetailText", "detailText"]
}
