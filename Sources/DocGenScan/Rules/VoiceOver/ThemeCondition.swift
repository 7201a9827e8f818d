import Foundation
import SwiftSyntax

/// A condition that tests only the light or dark appearance (`Theme.isDarkTheme()`, `traitCollection.userInterfaceStyle
/// == .dark`, `colorScheme == .dark`, `theme == .midnight` on a theme enum; not `theme == selected`, a
/// picker's mark): an image it picks is the same picture drawn
/// for another background, not a state, so VoiceOver has nothing more to say.
enum ThemeCondition {
    /// Words of a condition that name the appearance, after camel-case splitting.
    private static let themeWords: Set<String> = ["dark", "light", "theme", "themes", "appearance"]
    /// Pairs of words that name it together (`userInterfaceStyle`, `colorScheme`).
    private static let themePairs: [(String, String)] = [("interface", "style"), ("color", "scheme")]

    /// Whether a condition, as written, tests only the appearance: it names it and joins no other test to it.
    static func isTheme(_ condition: String) -> Bool {
        if condition.contains("&&") || condition.contains("||") { return false }
        // `theme == selectedTheme` in a theme picker compares two values: it marks the chosen one, a state.
        for comparison in ["==", "!="] where condition.contains(comparison) {
            let sides = condition.components(separatedBy: comparison).map { $0.trimmingCharacters(in: .whitespaces) }
            if !sides.contains(where: { $0.hasPrefix(".") || $0 == "true" || $0 == "false" }) { return false }
        }
        let words = Self.words(of: condition)
        if words.contains(where: themeWords.contains) { return true }
        return zip(words, words.dropFirst()).contains { pair in themePairs.contains { $0 == pair } }
    }

    /// Whether a ternary (folded, or the unfolded `cond ? a : b` of a sequence) tests only the appearance.
    static func isThemeTernary(_ node: Syntax) -> Bool {
        if let ternary = node.as(TernaryExprSyntax.self) { return isTheme(ternary.condition.description) }
        guard node.is(UnresolvedTernaryExprSyntax.self), let list = node.parent?.as(ExprListSyntax.self) else { return false }
        var condition: [String] = []
        for element in list {
            if element.id == node.id { break }
            // `icon.image = dark ? a : b`: the condition starts after the assignment.
            if element.is(AssignmentExprSyntax.self) { condition = [] } else { condition.append(element.description) }
        }
        return isTheme(condition.joined(separator: " "))
    }

    /// The lowercased camel-case words of the identifiers in `text` (`isDarkTheme()` → is, dark, theme).
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in text {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase, previousLower, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
