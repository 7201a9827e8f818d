/// Why a semantic-structure site got its verdict: what makes a heading-styled text a heading (or not one),
/// and what makes a row read as one element.
public enum SemanticStructureReason: RuleReason {
    /// `.accessibilityAddTraits(.isHeader)` or `.accessibilityHeading(…)` on the text or a container around it,
    /// or UIKit `accessibilityTraits` with `.header` on the label.
    case headerTrait
    /// A helper modifier of the scanned code (named) adds the header trait.
    case headerBy(String)
    /// The text shows a value (a number, a state, a timer), not a heading.
    case valueText
    /// The row is combined into one element (`.accessibilityElement(children: .combine)`, or `.ignore` with a label).
    case combined
    /// A helper modifier of the scanned code (named) combines the row.
    case combinedBy(String)
    /// The row is a `LabeledContent`, read as one element.
    case labeledContent
    /// Text styled as a title with no header trait.
    case missingHeader
    /// A row whose texts VoiceOver reads one by one.
    case readInParts
    /// A font token (named) whose definition cannot be found, with a name that says it is a title.
    case unknownStyle(String)

    /// Every reason, in the order the documentation lists them.
    public static let allCases: [SemanticStructureReason] = [
        .headerTrait, .headerBy(placeholder), .valueText, .combined, .combinedBy(placeholder), .labeledContent, .missingHeader,
        .readInParts, .unknownStyle(placeholder),
    ]

    public var name: String {
        switch self {
        case .headerTrait: "header-trait"
        case .headerBy: "header-by"
        case .valueText: "value-text"
        case .combined: "combined"
        case .combinedBy: "combined-by"
        case .labeledContent: "labeled-content"
        case .missingHeader: "missing-header"
        case .readInParts: "read-in-parts"
        case .unknownStyle: "unknown-style"
        }
    }

    public var subject: String? {
        switch self {
        case let .headerBy(name), let .combinedBy(name), let .unknownStyle(name): name
        default: nil
        }
    }

    public var meaning: String {
        switch self {
        case .headerTrait:
            ".accessibilityAddTraits(.isHeader) or .accessibilityHeading(…) on the text or a container around it "
                + "(UIKit: accessibilityTraits with .header on the label)"
        case .headerBy: "a helper modifier of the scanned code adds the header trait"
        case .valueText: "the text shows a value (a number, a state, a count, a timer), not a heading"
        case .combined: "the row is one element: .accessibilityElement(children: .combine), or .ignore with a label, on it or around it"
        case .combinedBy: "a helper modifier of the scanned code combines the row into one element"
        case .labeledContent: "the row is a LabeledContent, which VoiceOver reads as one element"
        case .missingHeader: "text styled as a title without the header trait: VoiceOver's Headings rotor never reaches it: fail"
        case .readInParts: "a row's title and value texts are read one swipe at a time: fail"
        case .unknownStyle: "a font token named like a title whose definition is not in the scanned code: verdict unknown"
        }
    }

    public var verdict: Verdict {
        switch self {
        case .missingHeader, .readInParts: .fail
        case .unknownStyle: .unknown
        default: .pass
        }
    }
}
