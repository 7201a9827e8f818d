/// The WCAG 2.2 success criteria: the one vocabulary that audit items, scanner rules and the
/// conformance page name criteria with.
///
/// Every success criterion of WCAG 2.2 is declared here once, with its number, its name and its
/// level as the Recommendation gives them. 4.1.1 Parsing, removed in 2.2, is not a criterion.
public enum WCAG {
    /// The version of WCAG the criteria come from.
    public static let version = "2.2"

    /// Where the Understanding documents of this version live.
    public static let understandingBase = "https://www.w3.org/WAI/WCAG22/Understanding/"

    /// Every success criterion, in the order of the Recommendation.
    public static let criteria: [WCAGCriterion] = [
        .init("1.1.1", "Non-text Content", .a),
        .init("1.2.1", "Audio-only and Video-only (Prerecorded)", .a),
        .init("1.2.2", "Captions (Prerecorded)", .a),
        .init("1.2.3", "Audio Description or Media Alternative (Prerecorded)", .a),
        .init("1.2.4", "Captions (Live)", .aa),
        .init("1.2.5", "Audio Description (Prerecorded)", .aa),
        .init("1.2.6", "Sign Language (Prerecorded)", .aaa),
        .init("1.2.7", "Extended Audio Description (Prerecorded)", .aaa),
        .init("1.2.8", "Media Alternative (Prerecorded)", .aaa),
        .init("1.2.9", "Audio-only (Live)", .aaa),
        .init("1.3.1", "Info and Relationships", .a),
        .init("1.3.2", "Meaningful Sequence", .a),
        .init("1.3.3", "Sensory Characteristics", .a),
        .init("1.3.4", "Orientation", .aa),
        .init("1.3.5", "Identify Input Purpose", .aa),
        .init("1.3.6", "Identify Purpose", .aaa),
        .init("1.4.1", "Use of Color", .a),
        .init("1.4.2", "Audio Control", .a),
        .init("1.4.3", "Contrast (Minimum)", .aa),
        .init("1.4.4", "Resize Text", .aa),
        .init("1.4.5", "Images of Text", .aa),
        .init("1.4.6", "Contrast (Enhanced)", .aaa),
        .init("1.4.7", "Low or No Background Audio", .aaa),
        .init("1.4.8", "Visual Presentation", .aaa),
        .init("1.4.9", "Images of Text (No Exception)", .aaa),
        .init("1.4.10", "Reflow", .aa),
        .init("1.4.11", "Non-text Contrast", .aa),
        .init("1.4.12", "Text Spacing", .aa),
        .init("1.4.13", "Content on Hover or Focus", .aa),
        .init("2.1.1", "Keyboard", .a),
        .init("2.1.2", "No Keyboard Trap", .a),
        .init("2.1.3", "Keyboard (No Exception)", .aaa),
        .init("2.1.4", "Character Key Shortcuts", .a),
        .init("2.2.1", "Timing Adjustable", .a),
        .init("2.2.2", "Pause, Stop, Hide", .a),
        .init("2.2.3", "No Timing", .aaa),
        .init("2.2.4", "Interruptions", .aaa),
        .init("2.2.5", "Re-authenticating", .aaa),
        .init("2.2.6", "Timeouts", .aaa),
        .init("2.3.1", "Three Flashes or Below Threshold", .a),
        .init("2.3.2", "Three Flashes", .aaa),
        .init("2.3.3", "Animation from Interactions", .aaa),
        .init("2.4.1", "Bypass Blocks", .a),
        .init("2.4.2", "Page Titled", .a),
        .init("2.4.3", "Focus Order", .a),
        .init("2.4.4", "Link Purpose (In Context)", .a),
        .init("2.4.5", "Multiple Ways", .aa),
        .init("2.4.6", "Headings and Labels", .aa),
        .init("2.4.7", "Focus Visible", .aa),
        .init("2.4.8", "Location", .aaa),
        .init("2.4.9", "Link Purpose (Link Only)", .aaa),
        .init("2.4.10", "Section Headings", .aaa),
        .init("2.4.11", "Focus Not Obscured (Minimum)", .aa),
        .init("2.4.12", "Focus Not Obscured (Enhanced)", .aaa),
        .init("2.4.13", "Focus Appearance", .aaa),
        .init("2.5.1", "Pointer Gestures", .a),
        .init("2.5.2", "Pointer Cancellation", .a),
        .init("2.5.3", "Label in Name", .a),
        .init("2.5.4", "Motion Actuation", .a),
        .init("2.5.5", "Target Size (Enhanced)", .aaa),
        .init("2.5.6", "Concurrent Input Mechanisms", .aaa),
        .init("2.5.7", "Dragging Movements", .aa),
        .init("2.5.8", "Target Size (Minimum)", .aa),
        .init("3.1.1", "Language of Page", .a),
        .init("3.1.2", "Language of Parts", .aa),
        .init("3.1.3", "Unusual Words", .aaa),
        .init("3.1.4", "Abbreviations", .aaa),
        .init("3.1.5", "Reading Level", .aaa),
        .init("3.1.6", "Pronunciation", .aaa),
        .init("3.2.1", "On Focus", .a),
        .init("3.2.2", "On Input", .a),
        .init("3.2.3", "Consistent Navigation", .aa),
        .init("3.2.4", "Consistent Identification", .aa),
        .init("3.2.5", "Change on Request", .aaa),
        .init("3.2.6", "Consistent Help", .a),
        .init("3.3.1", "Error Identification", .a),
        .init("3.3.2", "Labels or Instructions", .a),
        .init("3.3.3", "Error Suggestion", .aa),
        .init("3.3.4", "Error Prevention (Legal, Financial, Data)", .aa),
        .init("3.3.5", "Help", .aaa),
        .init("3.3.6", "Error Prevention (All)", .aaa),
        .init("3.3.7", "Redundant Entry", .a),
        .init("3.3.8", "Accessible Authentication (Minimum)", .aa),
        .init("3.3.9", "Accessible Authentication (Enhanced)", .aaa),
        .init("4.1.2", "Name, Role, Value", .a),
        .init("4.1.3", "Status Messages", .aa),
    ]

    /// Criteria of earlier versions that WCAG 2.2 removed, with their names, for a helpful error.
    public static let removed: [String: String] = ["4.1.1": "Parsing"]

    private static let byID = Dictionary(uniqueKeysWithValues: criteria.map { ($0.id, $0) })

    /// The criterion with a number such as `1.4.4`, or `nil` when WCAG 2.2 has none.
    public static func criterion(_ id: String) -> WCAGCriterion? { byID[id] }

    /// Why `id` is not a criterion, for an error message: removed in 2.2, or unknown.
    public static func unknownCriterionMessage(_ id: String) -> String {
        if let name = removed[id] {
            return "WCAG criterion '\(id)' (\(name)) was removed in WCAG \(version)"
        }
        return "unknown WCAG criterion '\(id)': WCAG \(version) has no success criterion with that number"
    }
}

/// A WCAG conformance level. Each level includes the ones below it: AA conformance means every
/// Level A and Level AA criterion is met.
public enum WCAGLevel: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Level A, the minimum.
    case a = "A"
    /// Level AA.
    case aa = "AA"
    /// Level AAA, the highest.
    case aaa = "AAA"

    /// The values accepted in configuration, in order.
    public static let allowedValues = allCases.map(\.rawValue)

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: WCAGLevel, rhs: WCAGLevel) -> Bool { lhs.rank < rhs.rank }
}

/// One WCAG success criterion.
public struct WCAGCriterion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The criterion's number, such as `1.4.4`.
    public let id: String
    /// Its name, such as `Resize Text`.
    public let name: String
    /// Its level.
    public let level: WCAGLevel

    init(_ id: String, _ name: String, _ level: WCAGLevel) {
        self.id = id
        self.name = name
        self.level = level
    }

    /// The number's parts, for ordering `1.4.10` after `1.4.9`.
    public var numbers: [Int] { id.split(separator: ".").map { Int($0) ?? 0 } }

    /// The address of the criterion's Understanding document, derived from its name the way W3C names
    /// them: lowercase, punctuation dropped, words joined by hyphens.
    public var understandingURL: String {
        var slug = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if (character == " " || character == "-"), !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return WCAG.understandingBase + slug + ".html"
    }

    /// `1.4.4 Resize Text`.
    public var title: String { "\(id) \(name)" }

    /// `1.4.4 Resize Text (AA)`.
    public var description: String { "\(title) (\(level.rawValue))" }

    public static func < (lhs: WCAGCriterion, rhs: WCAGCriterion) -> Bool {
        lhs.numbers.lexicographicallyPrecedes(rhs.numbers)
    }
}
