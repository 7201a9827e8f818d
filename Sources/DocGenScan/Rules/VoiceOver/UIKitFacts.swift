import SwiftSyntax

/// What UIKit code says about its views' accessibility, read in one walk of a file: every assignment to a member of
/// a view (`icon.accessibilityLabel = …`, `isAccessibilityElement = true`) and every call on one
/// (`button.setImage(…)`, `view.addGestureRecognizer(tap)`), by the name the view is reached through.
struct UIKitFacts {
    /// One statement about a view.
    struct Fact {
        /// The view: a local or property name, or `self` for the type's own view (`accessibilityLabel = …`).
        let root: String
        /// The member path after the root: `accessibilityLabel`, `titleLabel.text`, `setImage`.
        var path: String
        /// The assigned value or the call's arguments, as written.
        let value: String
        /// The member declaration (function, property, initializer) the statement is in.
        let member: SyntaxIdentifier?
        /// The type (or extension) path the statement is in.
        let type: String
        /// Written in a branch of a condition (`tick.isHidden = false` in an `if`), for the members that show a state.
        var branch = false
        /// Written in a branch of an `if` (not a `switch` case, which in a cell's configuration is often the row's kind).
        var ifBranch = false
        /// Its value chooses between two (`icon.image = on ? a : b`, `UIImage(named: on ? "a" : "b")`).
        var chooses = false
        /// Its value makes a fixed image (`UIImage(named: "lock")`, `UIImage(systemName:)`), not one loaded at run time.
        var fixedImage = false
        /// Written in a branch that also sets a label's text, which says what the branch shows.
        var saidByText = false
        /// For a member of another view (`cell.badge.isHidden`), the type of that view when its local says it
        /// (`let cell = … as! BadgeCell`, `let cell = BadgeCell()`).
        var rootType: String?
        /// The statement (an assignment's sequence, a call).
        var node: SyntaxIdentifier?
        /// For a member that shows a state, the names its condition tests (`!item.isFavourite` → `isFavourite`, the
        /// `if`s around it, a ternary's test), which a label composed for the whole element may say.
        var conditionKeys: [String] = []

        /// Whether the statement, about a view other code shows (`cell.badge.isHidden = !isMember`, `if device.isTV {
        /// cell.icon.image = UIImage(named: "tv") } else { … }`, a tint set in an `if`'s branch, a chosen picture), shows a
        /// state no label's text set beside it says. A `switch` case is not counted: in a cell's configuration it is
        /// often the row's kind.
        var showsStateOfAnotherView: Bool {
            let last = path.split(separator: ".").last.map(String.init) ?? path
            guard UIKitVocabulary.stateMembers.contains(last), !saidByText else { return false }
            if last == UIKitVocabulary.isHidden { return branch || (value != "true" && value != "false") }
            return chooses || ifBranch && (last == UIKitVocabulary.tintColor || fixedImage)
        }
    }

    private(set) var facts: [Fact] = []
    /// Views made from a type that may be the scanned code's own subclass of a UIKit view (`let logo = BrandMark(…)`,
    /// `badge = TintedIcon()`): kept under a name or assigned, and not named like a system type.
    private(set) var constructed: [FunctionCallExprSyntax] = []
    /// The file's functions that assign an accessibility label (`func updateLabel(…) { tick.accessibilityLabel = … }`),
    /// by name, found in the same walk.
    private(set) var labellingFunctions: Set<String> = []

    init(file: ParsedFile) {
        let collector = Collector(file: file)
        collector.walk(file.tree)
        // A chosen picture beside a call of a function that labels it: known only once every function has been walked.
        for (index, calls) in collector.labelCalls where calls.contains(where: collector.labellingFunctions.contains) {
            collector.facts[index].saidByText = true
        }
        facts = collector.facts
        constructed = collector.constructed
        labellingFunctions = collector.labellingFunctions
    }

    /// Whether a type name may be the scanned code's own: `UIImageView`, `NSLayoutConstraint`, `CALayer` are not. An app's
    /// own class prefix (`HBHornButton`) is two capitals too, so only the prefixes of Apple's frameworks rule a name out.
    static func mayBeOwnType(_ name: String) -> Bool {
        guard name.first?.isUppercase == true else { return false }
        let capitals = name.prefix { $0.isUppercase }
        return capitals.count < 3 || !systemPrefixes.contains(String(capitals.prefix(2)))
    }

    /// The two-letter prefixes of Apple's frameworks (UIKit, Foundation, Core Graphics/Animation/Image/Location, CarPlay,
    /// ClockKit, MapKit, AVFoundation, SpriteKit/SceneKit, WebKit, …): a type named with one is the SDK's, not the app's.
    static let systemPrefixes: Set<String> = [
        "UI", "NS", "CG", "CA", "CI", "CL", "CK", "CN", "CM", "CT", "CP", "CX", "CB", "AV", "MK", "SK", "SC", "HK", "WK",
        "GK", "PK", "EK", "MP", "MF", "QL", "UN", "AS", "AR", "IN", "PH", "SF", "GL", "MT", "LA", "NE", "NW", "VN", "ML",
        "WC", "MC", "SS", "ST", "DC", "GC", "AU", "RP",
    ]

    /// The facts about the view named `name` in member `member` (a local) or, when `property` is set, anywhere in
    /// the type `type` (a stored property, `self`).
    func about(_ name: String, member: SyntaxIdentifier?, type: String, property: Bool) -> UIKitView {
        UIKitView(facts: facts.filter { fact in
            fact.root == name && (fact.member == member && member != nil || property && fact.type == type)
        })
    }

    /// The dotted components of a member path (`self.icon.accessibilityLabel` → `icon`, `accessibilityLabel`),
    /// optional chaining and unwrapping dropped, with `self` for an unqualified member.
    static func components(of expression: ExprSyntax) -> (root: String, path: String)? {
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let member = node.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text, at: 0)
                current = member.base
                if current == nil { return nil }
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text, at: 0)
                current = nil
            } else if node.is(SuperExprSyntax.self) {
                // `super.item` is the instance's own (inherited) property, as `self.item` is.
                names.insert("self", at: 0)
                current = nil
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let unwrapped = node.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else {
                return nil
            }
        }
        if names.first == "self" { names.removeFirst() }
        guard let first = names.first else { return nil }
        if names.count == 1 { return ("self", first) }
        return (first, names.dropFirst().joined(separator: "."))
    }

    /// The left side of the assignment whose right side holds `expression` (`icon = UIImageView()`, `icon.image = on ? a : b`).
    static func assignee(of expression: ExprSyntax) -> ExprSyntax? {
        // `item = compact ? UIBarButtonItem(image: …) : nil`: the first branch sits inside the ternary's element.
        let expression = expression.parent?.as(UnresolvedTernaryExprSyntax.self).map(ExprSyntax.init) ?? expression
        guard let list = expression.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return nil }
        guard let target = list.first, let assignment = Assignment(target: target),
              assignment.values.contains(where: { $0.id == expression.id }) else { return nil }
        return target
    }

    final class Collector: SyntaxVisitor {
        let file: ParsedFile
        var facts: [Fact] = []
        var constructed: [FunctionCallExprSyntax] = []
        var labellingFunctions: Set<String> = []
        /// Facts whose chosen picture has calls beside it given the same condition (``calls(around:)``), by index.
        var labelCalls: [(Int, [String])] = []

        init(file: ParsedFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if let target = elements.first, let assignment = Assignment(target: target, compound: Self.addsTraits(elements)),
               let (root, path) = UIKitFacts.components(of: target) {
                add(root, path, assignment.values.map(\.collapsedText).joined(separator: " "), at: Syntax(node), values: assignment.values.map(Syntax.init))
            }
            return .visitChildren
        }

        /// `tideNote.accessibilityTraits |= .button`: traits added with the union operator, kept like an assignment of what
        /// is added (the rule only asks which traits a view is given).
        private static func addsTraits(_ elements: [ExprSyntax]) -> Bool {
            guard elements.count >= 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "|=" else { return false }
            return elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == UIKitVocabulary.traits
                || elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == UIKitVocabulary.traits
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), UIKitFacts.mayBeOwnType(reference.baseName.text),
               LocalBindings.boundName(of: node) != nil || UIKitFacts.assignee(of: ExprSyntax(node)) != nil {
                constructed.append(node)
            }
            let arguments = { node.arguments.map(\.expression.collapsedText).joined(separator: ", ") }
            recordLoadedImage(node)
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                let values = node.arguments.map { Syntax($0.expression) }
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                    add("self", name, arguments(), at: Syntax(node), values: values)
                } else if let (root, path) = UIKitFacts.components(of: base) {
                    if root == "self", !UIKitVocabulary.isOwnMember(path) {
                        // `icon.setImage(…)`: the view is `icon`.
                        add(path, name, arguments(), at: Syntax(node), values: values)
                    } else {
                        // `icon.accessibilityTraits.insert(.button)`, `accessibilityTraits.insert(.button)`.
                        add(root, "\(path).\(name)", arguments(), at: Syntax(node), values: values)
                    }
                }
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                      UIKitVocabulary.viewCalls.contains(reference.baseName.text) {
                add("self", reference.baseName.text, arguments(), at: Syntax(node), values: node.arguments.map { Syntax($0.expression) })
            }
            return .visitChildren
        }

        private func add(_ root: String, _ path: String, _ value: @autoclosure () -> String, at node: Syntax, values: [Syntax]) {
            // Only the members the rule reads are kept: a file's other calls and assignments cost nothing more.
            let last = String(path.split(separator: ".").last ?? "")
            if UIKitVocabulary.labels.contains(last), node.is(SequenceExprSyntax.self) {
                labellingFunctions.formUnion(Self.enclosingFunctions(of: node))
            }
            // A label a button class copies from a property of its own (`onAccessibilityLabel`) is kept too.
            guard UIKitVocabulary.readMembers.contains(last) || last.hasSuffix(UIKitVocabulary.labelPropertySuffix) else { return }
            var fact = Fact(root: root, path: path, value: value(), member: file.ancestry.memberDeclaration(of: node)?.id,
                            type: file.ancestry.typePath(of: node), node: node.id)
            if UIKitVocabulary.stateMembers.contains(last) {
                fact.branch = UIKitSites.shownByCondition(node)
                fact.ifBranch = fact.branch && UIKitSites.shownByCondition(node, alternatives: false, elses: true)
                fact.chooses = values.contains { Self.holdsTernary($0) || Self.holdsTernaryThroughLocal($0) }
                fact.fixedImage = values.contains(where: Self.makesFixedImage)
                // `icon.image = on ? a : b` beside `title.text = on ? "Remove" : "Add"`: the text says what the image shows.
                fact.saidByText = fact.branch && Self.branchSetsText(around: node, choosing: false)
                    || fact.chooses && Self.branchSetsText(around: node, choosing: true)
                // `tick.isHidden = !picked` beside `box.accessibilityLabel = picked ? deselect : select` (or a text so chosen):
                // the label switches with the view, and says what it shows.
                if last == UIKitVocabulary.isHidden, !fact.saidByText, !values.isEmpty {
                    fact.saidByText = Self.siblingChoosesOn(values.flatMap(Self.testedNames), around: node)
                }
                if fact.chooses, !fact.saidByText {
                    let calls = Self.calls(around: node)
                    if !calls.isEmpty { labelCalls.append((facts.count, calls)) }
                }
                fact.conditionKeys = Self.conditionKeys(around: node, values: last == UIKitVocabulary.isHidden ? values : [])
                if root != "self", path.contains("."), let bound = LocalBindings.value(of: root, before: node) {
                    fact.rootType = Self.type(of: bound)
                }
            }
            facts.append(fact)
        }

        /// A view handed to a call that loads a picture into it (`ImageLoader.load(url, into: avatar)`, a call or argument
        /// named for images or loading) or loading one itself (`avatar.kf.setImage(with: url)`): a ``UIKitVocabulary/loadedImage`` fact.
        private func recordLoadedImage(_ node: FunctionCallExprSyntax) {
            // Only a call given a view by name, or loading with a URL, can load a picture into one.
            guard node.arguments.contains(where: { $0.expression.is(DeclReferenceExprSyntax.self) || $0.expression.is(MemberAccessExprSyntax.self)
                || $0.label?.text.hasPrefix("with") == true }) else { return }
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
            let name = (member?.declName.baseName.text ?? node.calleeName ?? "").lowercased()
            if name.contains("setimage"), node.arguments.first?.label?.text.hasPrefix("with") == true, let base = member?.base {
                // `avatar.sd_setImage(with:)` is the view's own; `avatar.kf.setImage(with:)` goes through a namespace member.
                let view = name.hasPrefix("set") ? base.as(MemberAccessExprSyntax.self)?.base : base
                if let view { addLoaded(view, at: node) }
                return
            }
            guard !name.hasPrefix("set") else { return }
            for argument in node.arguments {
                let label = argument.label?.text.lowercased() ?? ""
                guard name.contains("load") || name.contains("image") || label.contains("image") || label == "into",
                      argument.expression.is(DeclReferenceExprSyntax.self) || argument.expression.is(MemberAccessExprSyntax.self)
                else { continue }
                addLoaded(argument.expression, at: node)
            }
        }

        private func addLoaded(_ view: ExprSyntax, at node: FunctionCallExprSyntax) {
            guard let (root, path) = UIKitFacts.components(of: view) else { return }
            // `self.avatar` is the view `avatar`; `cell.avatar` is the member `avatar` of the view `cell`.
            if root == "self" { add(path, UIKitVocabulary.loadedImage, "", at: Syntax(node), values: []) }
            else { add(root, "\(path).\(UIKitVocabulary.loadedImage)", "", at: Syntax(node), values: []) }
        }

        /// The names tested by the conditions a statement is written under (the non-binding conditions of the `if`s
        /// around it) and, for `isHidden`, by its value (`badge.isHidden = !item.isFavourite`).
        private static func conditionKeys(around node: Syntax, values: [Syntax]) -> [String] {
            var keys = values.flatMap(testedNames)
            var current = node
            while let parent = current.parent, !DeclarationBoundary.isBoundary(parent) {
                if let branch = parent.as(IfExprSyntax.self), current.id != Syntax(branch.conditions).id {
                    for condition in branch.conditions {
                        if case let .expression(tested) = condition.condition { keys += testedNames(Syntax(tested)) }
                    }
                }
                current = parent
            }
            return keys
        }

        /// The names a condition tests: the last member or function of each operand (`!list.contains(item)` → `contains`,
        /// `a.isOn && isEditing` → `isOn`, `isEditing`).
        static func testedNames(_ node: Syntax) -> [String] {
            if let call = node.as(FunctionCallExprSyntax.self) { return testedNames(Syntax(call.calledExpression)) }
            if let member = node.as(MemberAccessExprSyntax.self) { return [member.declName.baseName.text] }
            if let reference = node.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
            if let prefix = node.as(PrefixOperatorExprSyntax.self) { return testedNames(Syntax(prefix.expression)) }
            if let unwrapped = node.as(ForceUnwrapExprSyntax.self) { return testedNames(Syntax(unwrapped.expression)) }
            if let optional = node.as(OptionalChainingExprSyntax.self) { return testedNames(Syntax(optional.expression)) }
            if let tuple = node.as(TupleExprSyntax.self) { return tuple.elements.flatMap { testedNames(Syntax($0.expression)) } }
            if let sequence = node.as(SequenceExprSyntax.self) {
                return sequence.elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }.flatMap { testedNames(Syntax($0)) }
            }
            return []
        }

        /// The type a local's value has, when written: `x as! T`, `x as? T`, `T(…)`.
        private static func type(of value: ExprSyntax) -> String? {
            if let cast = value.as(AsExprSyntax.self) { return cast.type.compactText.trimmingCharacters(in: ["?", "!"]) }
            if let sequence = value.as(SequenceExprSyntax.self), let cast = sequence.elements.last?.as(TypeExprSyntax.self) {
                return cast.type.compactText.trimmingCharacters(in: ["?", "!"])
            }
            return TypeName.inferred(from: value)
        }

        /// Whether a value names a local that chooses (`let name = playing ? "pause" : "play"; setImage(UIImage(named: name))`).
        private static func holdsTernaryThroughLocal(_ value: Syntax) -> Bool {
            if let reference = value.as(DeclReferenceExprSyntax.self), value.parent?.is(MemberAccessExprSyntax.self) != true,
               let bound = LocalBindings.value(of: reference.baseName.text, before: value) {
                return holdsTernary(Syntax(bound))
            }
            if value.is(ClosureExprSyntax.self) { return false }
            return value.children(viewMode: .sourceAccurate).contains(where: holdsTernaryThroughLocal)
        }

        /// Whether a value makes an image from a name or symbol (`UIImage(named:)`, `.init(systemName:)`).
        static func makesFixedImage(_ value: Syntax) -> Bool {
            if let call = value.as(FunctionCallExprSyntax.self), call.calleeName == UIKitVocabulary.image || call.calleeName == "init",
               let label = call.labels.first, let label, UIKitVocabulary.fixedImageLabels.contains(label) { return true }
            if value.is(ClosureExprSyntax.self) { return false }
            return value.children(viewMode: .sourceAccurate).contains(where: makesFixedImage)
        }

        /// Whether the statements of the block a node is written in set a label's text (`status.text = …`), with
        /// `choosing` one chosen by a condition (`status.text = on ? a : b`).
        static func branchSetsText(around node: Syntax, choosing: Bool) -> Bool {
            guard let block = node.ancestor(CodeBlockItemListSyntax.self) else { return false }
            return setsText(in: block, choosing: choosing)
        }

        /// Whether the statements of a block, or of the `if`s nested in it (`if renews { date.text = a } else { date.text = b }`
        /// under the branch that sets the picture), set a label's text.
        private static func setsText(in block: CodeBlockItemListSyntax, choosing: Bool) -> Bool {
            block.contains { item in
                if !choosing, let branch = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self) {
                    var next: IfExprSyntax? = branch
                    while let current = next {
                        if setsText(in: current.body.statements, choosing: false) { return true }
                        switch current.elseBody {
                        case let .ifExpr(nested)?: next = nested
                        case let .codeBlock(last)?: return setsText(in: last.statements, choosing: false)
                        case nil: next = nil
                        }
                    }
                    return false
                }
                guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
                else { return false }
                guard let target = sequence.elements.first, let assignment = Assignment(target: target),
                      let (_, path) = UIKitFacts.components(of: target) else { return false }
                return UIKitVocabulary.textMembers.contains(String(path.split(separator: ".").last ?? ""))
                    && (!choosing || assignment.values.contains { holdsTernary(Syntax($0)) })
            }
        }

        /// Whether a statement of the block a node is written in sets a label's text or accessibility label to a value
        /// chosen by a ternary that tests one of `keys` (`status.text = failed ? retry : done`).
        static func siblingChoosesOn(_ keys: [String], around node: Syntax) -> Bool {
            let keys = Set(keys)
            guard !keys.isEmpty, let block = node.ancestor(CodeBlockItemListSyntax.self) else { return false }
            return block.contains { item in
                guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                      sequence.id != node.id else { return false }
                guard let target = sequence.elements.first, let assignment = Assignment(target: target),
                      let (_, path) = UIKitFacts.components(of: target),
                      assignment.values.count >= 3,
                      let ternary = assignment.values.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), ternary > 0,
                      !ThemeCondition.isThemeTernary(Syntax(assignment.values[ternary])) else { return false }
                let last = String(path.split(separator: ".").last ?? "")
                guard UIKitVocabulary.textMembers.contains(last) || UIKitVocabulary.labels.contains(last) else { return false }
                return assignment.values[..<ternary].flatMap { testedNames(Syntax($0)) }.contains(where: keys.contains)
            }
        }

        /// Whether a value chooses between two (`on ? a : b`, `UIImage(named: on ? "a" : "b")`), closures left out.
        static func holdsTernary(_ value: Syntax) -> Bool {
            if value.is(TernaryExprSyntax.self) || value.is(UnresolvedTernaryExprSyntax.self), !ThemeCondition.isThemeTernary(value) { return true }
            if value.is(ClosureExprSyntax.self) { return false }
            return value.children(viewMode: .sourceAccurate).contains(where: holdsTernary)
        }
    }
}
