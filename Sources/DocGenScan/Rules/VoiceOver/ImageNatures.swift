import SwiftSyntax

/// Whether an image needs a name of its own (``ImageNature``): a system symbol is read by its own label, an asset
/// by its file name; a symbol (or asset) that a condition chooses, colours or shows carries a state, which a
/// text shown under the same condition may say.
///
/// The texts of a type and the conditions they are shown under are read once per type.
struct ImageNatures {
    typealias Names = VoiceOverVocabulary
    let file: ParsedFile
    /// The conditions each type shows text under (and tests in its texts' ternaries), with the branch that shows
    /// the text, by the type declaration.
    private var textConditions: [SyntaxIdentifier: [Condition]] = [:]

    /// A condition a view is shown under, and the branch (`if` body, `switch` case) that shows it.
    struct Condition: Hashable {
        var signature: String
        var branch: SyntaxIdentifier?
        /// Shown apart from the view (a text in a menu or a sheet).
        var apart = false
    }

    init(file: ParsedFile) { self.file = file }

    /// The nature of `Image(…)` (or `Label(_:systemImage:)`) shown by `call`, with the modifiers `modifiers` on it.
    mutating func nature(of call: FunctionCallExprSyntax, modifiers: [FunctionCallExprSyntax]) -> ImageNature {
        let symbol = call.labels.contains { Names.symbolLabels.contains($0 ?? "") || $0 == "systemImage" }
        // An accessibility label on the image, written in the branch that shows it, is read only in that state: it says it.
        // So does a `Label`'s title, unless the other branch shows the same title without the icon.
        let labelled = AccessibilityFacts(modifiers).label != nil || call.calleeName == Names.label && !Self.titleShownOtherwise(call)
        var conditions = Self.presence(of: Syntax(file.ancestry.chainTop(of: call)), image: call, labelled: labelled, file: file)
        let name = call.arguments.first { Names.symbolLabels.contains($0.label?.text ?? "") || $0.label?.text == "systemImage" }
            ?? call.arguments.first { $0.label == nil }
        if let name {
            // `Image(colorScheme == .dark ? "chart_dark" : "chart")`: the same picture for the dark appearance, no state.
            if let tested = Self.tested(name.expression) {
                if !ThemeCondition.isTheme(tested) { conditions.append(Condition(signature: tested, branch: nil)) }
            } else if let property = name.expression.simplePath?.replacingOccurrences(of: "self.", with: ""), !property.contains("."),
                      isComputed(property, around: call) {
                conditions.append(Condition(signature: property, branch: nil))
            } else if let chosen = choosingCall(name.expression, around: call) {
                conditions.append(Condition(signature: chosen, branch: nil))
            }
        }
        for modifier in modifiers where Names.stateModifiers.contains(modifier.calleeName ?? "") {
            for argument in modifier.arguments {
                // `.foregroundStyle(canPost ? tint : .secondary)`: dimmed when it cannot be used, which is not a state it shows.
                if let tested = Self.tested(argument.expression) ?? choosingCall(argument.expression, around: call), Self.isStateCondition(tested) {
                    conditions.append(Condition(signature: tested, branch: nil))
                }
            }
        }
        guard !conditions.isEmpty else { return symbol ? .symbol : .asset }
        return .state(asset: !symbol, saidByText: saysState(conditions, around: call))
    }

    /// Whether `name` is a computed property of the type around `node`, in this file (`var trendIcon: String { … }`).
    private func isComputed(_ name: String, around node: FunctionCallExprSyntax) -> Bool {
        let owner = file.ancestry.typePath(of: Syntax(node))
        return file.declarations.contains { $0.kind == .property && $0.owner == owner && $0.name == name && $0.isComputed }
    }

    /// Whether a text of the type around `call` is shown under one of `conditions` in a branch of its own (not the
    /// text beside the image, which is there either way), or tests one of them.
    private mutating func saysState(_ conditions: [Condition], around call: FunctionCallExprSyntax) -> Bool {
        guard let type = file.ancestry.innermostTypeDeclaration(of: Syntax(call)) else { return false }
        if textConditions[type.id] == nil {
            var found: [Condition] = []
            for token in file.identifiers(named: ["Text", "Label"], within: type) {
                guard let text = token.namedCall else { continue }
                let apart = shownApart(Syntax(text), followingUses: true)
                var add = Self.conditions(around: Syntax(text))
                for argument in text.arguments {
                    if let tested = Self.tested(argument.expression) ?? choosingCall(argument.expression, around: text) {
                        add.append(Condition(signature: tested, branch: nil))
                    }
                }
                found += add.map { Condition(signature: $0.signature, branch: $0.branch, apart: apart) }
            }
            textConditions[type.id] = found
        }
        // A text in a menu or sheet says the state of an image there, not of one beside the view.
        let imageApart = shownApart(Syntax(call), followingUses: true)
        let texts = (textConditions[type.id] ?? []).filter { !$0.apart || imageApart }
        return conditions.contains { condition in
            texts.contains { text in
                // An image chosen both ways (a ternary: `condition.branch` nil) shows either answer, so a text shown when
                // the test holds or when it fails says it; one shown only in a branch is said by a text under that test.
                let same = condition.branch == nil ? Self.tests(text.signature) == Self.tests(condition.signature) : text.signature == condition.signature
                return same && (text.branch == nil || text.branch != condition.branch)
            }
        }
    }

    /// What a condition tests, whichever way round (`!list.isEmpty` → `list.isEmpty`).
    private static func tests(_ signature: String) -> Substring {
        var tested = Substring(signature)
        while tested.hasPrefix("!") || tested.hasPrefix("(") && tested.hasSuffix(")") {
            tested = tested.hasPrefix("!") ? tested.dropFirst() : tested.dropFirst().dropLast()
        }
        return tested
    }

    /// The condition a ternary in `expression` tests (`isOn ? "star.fill" : "star"` → `isOn`), written without spaces.
    static func tested(_ expression: ExprSyntax) -> String? {
        if let ternary = expression.as(TernaryExprSyntax.self) { return signature(ternary.condition) }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return nil }
        return signature(elements[..<index].map(\.compactText).joined())
    }

    /// The condition that shows or hides a view written directly in a branch (`if isSelected { Image(…) }`, a
    /// `switch` case): what it shows is a state. Not a branch whose alternative is a spinner (the view is what
    /// shows once loaded), nor a test of what is available (``isStateCondition(_:)``).
    static func presence(of top: Syntax, image: FunctionCallExprSyntax, labelled: Bool, file: ParsedFile?, shownWith: Syntax? = nil) -> [Condition] {
        var top = top
        var labelled = labelled
        while true {
            guard let item = top.parent?.as(CodeBlockItemSyntax.self), let list = item.parent else { return [] }
            if let switchCase = list.parent?.as(SwitchCaseSyntax.self) {
                guard !labelled, let switchExpr = switchCase.ancestor(SwitchExprSyntax.self), !switchExpr.subject.isSelf,
                      case let .case(label) = switchCase.label else { return [] }
                return label.caseItems.map {
                    Condition(signature: signature("\(switchExpr.subject.compactText)==\(caseName($0.pattern))"), branch: switchCase.id)
                }
            }
            if let closure = list.parent?.as(ClosureExprSyntax.self), let owner = ViewChains.callOwning(closure), !owner.isMemberCall,
               Names.layoutStacks.contains(owner.calleeName ?? "") {
                // `if isSelected { HStack { Spacer(); Image(…) } }`: the stack is what the branch shows.
                var outer = Syntax(owner)
                while let member = outer.parent?.as(MemberAccessExprSyntax.self), let call = member.parent?.as(FunctionCallExprSyntax.self) {
                    outer = Syntax(call)
                }
                // A stack in the branch combined into one labelled element: its label is read only in that state.
                if let chain = outer.as(FunctionCallExprSyntax.self) {
                    let facts = AccessibilityFacts(ViewChain(ExprSyntax(chain)).modifiers)
                    if facts.label != nil { labelled = true }
                }
                top = outer
                continue
            }
            if let file, let accessors = list.parent?.as(AccessorBlockSyntax.self), list.as(CodeBlockItemListSyntax.self)?.count == 1,
               let binding = accessors.parent?.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.ancestor(MemberBlockSyntax.self) {
                // `var lockedNotice: some View { VStack { Image(…); Text(lockedTitle) } }`: its text comes and goes with it.
                return presenceOfUses(name, in: type, image: image, labelled: labelled, file: file, shownWith: Syntax(list))
            }
            guard let block = list.parent?.as(CodeBlockSyntax.self), let ifExpr = block.parent?.as(IfExprSyntax.self) else { return [] }
            let alternatives = [ifExpr.body] + (ifExpr.elseBody.flatMap { if case let .codeBlock(other) = $0 { [other] } else { nil } } ?? [])
            if labelled || alternatives.contains(where: { $0.id != block.id && (isSpinner($0) || shows(image, in: $0)) }) { return [] }
            // `if count > 0 { HStack { Label("Requests", …); Image(systemName: "chevron.right") } }`: with nothing shown
            // otherwise, the branch shows a row with its text, and the image comes and goes with that text rather than
            // marking a state beside it.
            if ifExpr.elseBody == nil, showsText(in: Syntax(block)) || shownWith.map(showsText(in:)) == true { return [] }
            let negated = block.id != ifExpr.body.id
            return ifExpr.conditions.compactMap { condition in
                guard let tested = signature(of: condition.condition), isStateCondition(tested) else { return nil }
                return Condition(signature: negated ? "!" + tested : tested, branch: block.id)
            }
        }
    }

    /// Whether another branch shows the same image (`if compact { Image(icon).small } else { Image(icon) }`): the condition
    /// changes how it looks, not what it says.
    private static func shows(_ image: FunctionCallExprSyntax, in block: CodeBlockSyntax) -> Bool {
        guard let name = image.arguments.first?.expression.compactText else { return false }
        return block.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == image.calleeName, let other = token.namedCall, !other.isMemberCall else { return false }
            return other.arguments.first?.expression.compactText == name
        }
    }

    /// Whether a text is shown apart from the view, in a sheet, a menu or a context menu (`.contextMenu { Button { … } label:
    /// { Label(isLiked ? "Unlike" : "Like", …) } }`): it does not say what the image beside the view shows.
    /// A view property is shown apart when every use of it in its type is (`.contextMenu { menuItems }`).
    private func shownApart(_ node: Syntax, followingUses: Bool) -> Bool {
        var current = node
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self), let owner = ViewChains.callOwning(closure), owner.isMemberCall,
               Names.separateContent.contains(owner.calleeName ?? "") {
                return true
            }
            if DeclarationBoundary.isBoundary(parent) {
                guard followingUses, let property = parent.as(VariableDeclSyntax.self),
                      let name = property.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = property.ancestor(MemberBlockSyntax.self) else { return false }
                // Uses are `name` and `self.name`, not a modifier that shares the name (`.contextMenu { contextMenu }`).
                let uses = file.identifiers(named: [name], within: Syntax(type)).filter { token in
                    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
                    guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return true }
                    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                }
                return !uses.isEmpty && uses.allSatisfy { shownApart(Syntax($0), followingUses: false) }
            }
            current = parent
        }
        return false
    }

    /// `var badge: some View { Image(…) }` shown as `if isLiked { badge }`: the conditions every use of the property in its type
    /// is shown under are the image's; none when one use shows it unconditionally.
    /// A property shown both when a test holds and when it fails (`if failed { card; retry } else { spinner; card }`) is
    /// shown either way: that test is no state of it.
    private static func presenceOfUses(_ name: String, in type: MemberBlockSyntax, image: FunctionCallExprSyntax, labelled: Bool,
                                       file: ParsedFile, shownWith: Syntax) -> [Condition] {
        var found: [Condition] = []
        for token in file.identifiers(named: [name], within: Syntax(type)) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var use = Syntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { use = Syntax(member) }
            let conditions = presence(of: use, image: image, labelled: labelled, file: nil, shownWith: shownWith)
            if conditions.isEmpty { return [] }
            found += conditions
        }
        let tested = Dictionary(grouping: found) { tests($0.signature) }
        return found.filter { condition in
            let both = tested[tests(condition.signature)] ?? []
            return !(both.contains { $0.signature.hasPrefix("!") } && both.contains { !$0.signature.hasPrefix("!") })
        }
    }

    /// Whether another branch of the `if` that shows a `Label` shows its title too (`if current { Label(name, systemImage:
    /// "checkmark") } else { Text(name) }`): then the title does not say why the icon is there.
    private static func titleShownOtherwise(_ label: FunctionCallExprSyntax) -> Bool {
        guard let title = label.arguments.first?.expression.compactText, let ifExpr = label.ancestor(IfExprSyntax.self) else { return false }
        let branches = [ifExpr.body] + (ifExpr.elseBody.flatMap { if case let .codeBlock(other) = $0 { [other] } else { nil } } ?? [])
        return branches.contains { branch in
            let holdsLabel = branch.position <= label.position && label.endPosition <= branch.endPosition
            return !holdsLabel && branch.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == "Text" || token.text == Names.label, let other = token.namedCall, !other.isMemberCall else { return false }
                return other.arguments.first?.expression.compactText == title
            }
        }
    }

    /// Whether a branch shows a text of its own (a `Text`, or a `Label` with a title) besides an image.
    private static func showsText(in block: Syntax) -> Bool {
        block.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "Text" || token.text == Names.label, let call = token.namedCall, !call.isMemberCall else { return false }
            return !call.arguments.isEmpty
        }
    }

    /// Whether a branch only shows a progress indicator.
    private static func isSpinner(_ block: CodeBlockSyntax) -> Bool {
        let shown = ViewStatements.items(block.statements).compactMap(ViewStatements.expression)
        return shown.count == 1 && ViewChain(shown[0]).rootCall?.calleeName == "ProgressView"
    }

    /// Whether a condition tests a state rather than what is there or possible: not `x != nil` or a count, and not a flag
    /// named for a capability or for showing something (`canEdit`, `hasTitle`, `showsIcon`, `isSupported`).
    static func isStateCondition(_ condition: String) -> Bool {
        if condition.hasSuffix("!=nil") || condition.contains(".count") || condition.contains("isEmpty") { return false }
        let flag = String(condition.drop { $0 == "!" }.split(separator: ".").last ?? "")
        guard flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return true }
        let lowered = flag.lowercased()
        for prefix in ["show", "has", "can", "should", "allows", "supports"] where lowered.hasPrefix(prefix) { return false }
        for suffix in ["supported", "enabled", "available", "visible", "allowed"] where lowered.hasSuffix(suffix) { return false }
        return true
    }

    /// The conditions `node` is shown under, out to its declaration: the `if` conditions whose branch holds it (not
    /// availability checks or bare optional bindings), and the `switch` cases, with their branches.
    static func conditions(around node: Syntax) -> [Condition] {
        var found: [Condition] = []
        var child = node
        while let parent = child.parent, !DeclarationBoundary.isBoundary(parent) {
            if let ifExpr = parent.as(IfExprSyntax.self), child.id != Syntax(ifExpr.conditions).id {
                let negated = child.id != Syntax(ifExpr.body).id
                for condition in ifExpr.conditions {
                    guard let tested = signature(of: condition.condition) else { continue }
                    found.append(Condition(signature: negated ? "!" + tested : tested, branch: child.id))
                }
            } else if let switchCase = parent.as(SwitchCaseSyntax.self), let switchExpr = switchCase.ancestor(SwitchExprSyntax.self),
                      case let .case(label) = switchCase.label {
                let subject = switchExpr.subject.compactText
                for item in label.caseItems {
                    found.append(Condition(signature: signature("\(subject)==\(Self.caseName(item.pattern))"), branch: switchCase.id))
                }
            }
            child = parent
        }
        return found
    }

    /// The signature of one `if` condition: `a == .b` and `case .b = a` both `a==.b`; nil for `#available` and `let x`.
    private static func signature(of condition: ConditionElementSyntax.Condition) -> String? {
        switch condition {
        case let .expression(expression): return signature(expression.compactText)
        case let .matchingPattern(pattern): return signature("\(pattern.initializer.value.compactText)==\(caseName(pattern.pattern))")
        case .optionalBinding, .availability: return nil
        }
    }

    /// `.failure(let error)` → `.failure`.
    private static func caseName(_ pattern: PatternSyntax) -> String {
        var text = pattern.compactText.replacingOccurrences(of: "let", with: "").replacingOccurrences(of: "var", with: "")
        if let open = text.firstIndex(of: "(") { text = String(text[..<open]) }
        return text
    }

    private static func signature(_ text: String) -> String {
        text.replacingOccurrences(of: "self.", with: "")
    }

    private static func signature(_ expression: ExprSyntax) -> String { signature(expression.compactText) }
}
