import SwiftSyntax

/// The names and expressions that read the Reduce Motion setting, with their polarity
/// (`true`: the name is true when Reduce Motion is on; `false`: true when it is off, like `animate = !reduceMotion`).
struct ReduceMotionReads: Sendable {
    private(set) var names: [String: Bool] = [
        "UIAccessibility.isReduceMotionEnabled": true,
        "isReduceMotionEnabled": true,
        "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion": true,
        "accessibilityDisplayShouldReduceMotion": true,
        "accessibilityReduceMotion": true,
    ]

    /// The properties bound to `@Environment(\.accessibilityReduceMotion)` these reads were built from.
    private(set) var environmentNames: [String] = []
    /// The feeds these reads were built from.
    private(set) var feeds: [Feed] = []

    /// Built-in reads plus configured names, `@Environment(\.accessibilityReduceMotion)` properties and
    /// everything fed from them, to a fixed point.
    init(configured: [String], environmentNames: [String], feeds: [Feed]) {
        self.environmentNames = environmentNames
        self.feeds = feeds
        for name in configured { names[name.filter { !$0.isWhitespace }] = true }
        for name in environmentNames { names[name] = true }
        var pending = feeds
        var changed = true
        while changed {
            changed = false
            pending.removeAll { feed in
                guard names[feed.target] == nil else { return true }
                guard let polarity = polarity(ofPath: feed.source) else { return false }
                names[feed.target] = polarity != feed.negated
                changed = true
                return true
            }
        }
    }

    /// Every known read name (last path component for dotted paths), to look for in source text.
    var knownNames: Set<String> {
        Set(names.keys.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
    }

    /// Polarity of a written path such as `reduceMotion`, `self.calm` or `settings.reduceMotion`.
    func polarity(ofPath path: String) -> Bool? {
        if let value = names[path] { return value }
        let last = path.split(separator: ".").last.map(String.init) ?? path
        if let value = names[last] { return value }
        let bytes = Array(last.utf8)
        if ASCII.contains(bytes, "reducemotion") || ASCII.contains(bytes, "reducedmotion") { return true }
        return nil
    }

    /// Polarity of an expression that is a read, `nil` when it is not one.
    func polarity(of expression: ExprSyntax) -> Bool? {
        guard let path = expression.simplePath else { return nil }
        return polarity(ofPath: path)
    }

    /// What a condition implies about Reduce Motion.
    func facts(_ tree: ExprTree) -> ConditionFacts {
        switch tree {
        case let .leaf(expression):
            guard let polarity = polarity(of: expression) else { return .none }
            return ConditionFacts(whenTrue: polarity, whenFalse: !polarity)
        case let .not(inner):
            return facts(inner).negated
        case let .binary(op, lhs, rhs):
            switch op {
            case "&&": return .and(facts(lhs), facts(rhs))
            case "||": return .or(facts(lhs), facts(rhs))
            default:
                let literal = Self.boolLiteral(lhs) ?? Self.boolLiteral(rhs)
                let other = Self.boolLiteral(lhs) == nil ? lhs : rhs
                guard let literal else { return .none }
                let base = facts(other)
                return (literal == (op != "!=")) ? base : base.negated
            }
        case .ternary, .ifExpression, .unknown:
            return .none
        }
    }

    /// What an expression used as a condition implies.
    func facts(_ expression: ExprSyntax) -> ConditionFacts { facts(ExprTree(expression)) }

    /// What the condition list of an `if`/`guard` implies (conditions joined by `&&`).
    func facts(_ conditions: ConditionElementListSyntax) -> ConditionFacts {
        var result: ConditionFacts?
        for element in conditions {
            let next: ConditionFacts
            if case let .expression(expression) = element.condition {
                next = facts(expression)
            } else {
                next = .none
            }
            result = result.map { .and($0, next) } ?? next
        }
        return result ?? .none
    }

    private static func boolLiteral(_ tree: ExprTree) -> Bool? {
        guard case let .leaf(expression) = tree, let literal = expression.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }
}
