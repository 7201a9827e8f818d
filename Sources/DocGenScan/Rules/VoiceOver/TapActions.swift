import SwiftSyntax

/// What a tap gesture's action does, when that decides it needs no button trait: nothing at all, or only putting
/// the keyboard away.
enum TapActions {
    typealias Names = VoiceOverVocabulary

    /// The action closure of `.onTapGesture { … }`.
    static func action(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.argument(labeled: "perform")?.as(ClosureExprSyntax.self)
    }

    /// Whether the action is an empty closure (`.onTapGesture {}`): it only keeps the tap from the views behind.
    static func isEmpty(_ call: FunctionCallExprSyntax) -> Bool {
        guard let action = action(of: call) else { return false }
        return action.statements.isEmpty
    }

    /// Whether a tap's action only puts the keyboard away (clears a `@FocusState`, ends editing): a tap on the
    /// background that VoiceOver users never need, not a control that lacks a role.
    static func onlyDismissesKeyboard(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> Bool {
        guard let statements = action(of: call)?.statements, !statements.isEmpty else { return false }
        let type = file.ancestry.innermostTypeDeclaration(of: Syntax(call))
        return statements.allSatisfy { item in
            guard let expression = item.item.as(ExprSyntax.self) else { return false }
            if let called = expression.as(FunctionCallExprSyntax.self) {
                return Names.keyboardDismissals.contains(called.calleeName ?? "")
                    || called.arguments.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(Names.resignFirstResponder) }
            }
            guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  let name = sequence.elements.first?.simplePath, let value = sequence.elements.last,
                  value.is(NilLiteralExprSyntax.self) || value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
                  let type else { return false }
            return isFocusState(name.replacingOccurrences(of: "self.", with: ""), in: type)
        }
    }

    /// Whether a type declares `@FocusState var name`.
    private static func isFocusState(_ name: String, in type: Syntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(Names.focusState), let attribute = token.ancestor(AttributeSyntax.self),
                  let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }
}
