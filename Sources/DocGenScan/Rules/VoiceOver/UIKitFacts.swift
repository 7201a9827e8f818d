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
        let path: String
        /// The assigned value or the call's arguments, as written.
        let value: String
        /// The member declaration (function, property, initializer) the statement is in.
        let member: SyntaxIdentifier?
        /// The type (or extension) path the statement is in.
        let type: String
    }

    private(set) var facts: [Fact] = []

    init(file: ParsedFile) {
        let collector = Collector(file: file)
        collector.walk(file.tree)
        facts = collector.facts
    }

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
        let elements = Array(list)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
              let index = elements.firstIndex(where: { $0.id == expression.id }), index >= 2 else { return nil }
        return elements[0]
    }

    private final class Collector: SyntaxVisitor {
        let file: ParsedFile
        var facts: [Fact] = []

        init(file: ParsedFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let (root, path) = UIKitFacts.components(of: elements[0]) {
                add(root, path, elements.dropFirst(2).map(\.collapsedText).joined(separator: " "), at: Syntax(node))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let arguments = { node.arguments.map(\.expression.collapsedText).joined(separator: ", ") }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                    add("self", name, arguments(), at: Syntax(node))
                } else if let (root, path) = UIKitFacts.components(of: base) {
                    if root == "self", !UIKitVocabulary.isOwnMember(path) {
                        // `icon.setImage(…)`: the view is `icon`.
                        add(path, name, arguments(), at: Syntax(node))
                    } else {
                        // `icon.accessibilityTraits.insert(.button)`, `accessibilityTraits.insert(.button)`.
                        add(root, "\(path).\(name)", arguments(), at: Syntax(node))
                    }
                }
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                      UIKitVocabulary.viewCalls.contains(reference.baseName.text) {
                add("self", reference.baseName.text, arguments(), at: Syntax(node))
            }
            return .visitChildren
        }

        private func add(_ root: String, _ path: String, _ value: @autoclosure () -> String, at node: Syntax) {
            // Only the members the rule reads are kept: a file's other calls and assignments cost nothing more.
            guard UIKitVocabulary.readMembers.contains(String(path.split(separator: ".").last ?? "")) else { return }
            facts.append(Fact(root: root, path: path, value: value(), member: file.ancestry.memberDeclaration(of: node)?.id,
                              type: file.ancestry.typePath(of: node)))
        }
    }
}
