import SwiftSyntax

/// A selection mark: an image shown or chosen to mark the selected item (a checkmark, a tick, a radio dot), which a
/// control holding it must say by an `.isSelected` trait, a value or its text (README "Settled in round 5": a selection
/// shown only by a mark fails). Other state images in a component a control shows (a status symbol) are read with
/// the control's text, as before.
extension ImageNatures {
    /// Words of an image's name that make it a mark (`checkmark`, `small-tick`, `radio_on`).
    private static let markWords: Set<String> = ["check", "checkmark", "tick", "radio"]
    /// Words of a condition that test a selection (`isSelected`, `isCurrent`, `active`, `item == chosen`).
    private static let selectionWords: Set<String> = ["selected", "selection", "current", "active", "checked", "chosen", "picked"]

    /// Whether an image showing a state marks a selection: its name is a mark's, or a condition it is shown under tests a
    /// selection (a name for one, or a comparison of two values: `folder.id == model.currentFolder`).
    static func isSelectionMark(_ image: FunctionCallExprSyntax) -> Bool {
        let name = image.arguments.first?.expression.compactText ?? ""
        if ThemeCondition.words(of: name).contains(where: markWords.contains) { return true }
        return conditions(around: Syntax(image)).contains { condition in
            let signature = condition.signature
            if ThemeCondition.words(of: signature).contains(where: selectionWords.contains) { return true }
            // `a == b` with two values (not `state == .idle`, a case, nor a literal): the one that is chosen.
            guard signature.contains("=="), !signature.contains("!=") else { return false }
            let sides = signature.components(separatedBy: "==")
            return sides.count == 2 && sides.allSatisfy { side in
                guard let first = side.first else { return false }
                return first != "." && first != "\"" && !first.isNumber && side != "nil" && side != "true" && side != "false"
            }
        }
    }
}
