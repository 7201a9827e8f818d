/// Why a VoiceOver site got its verdict: what names it (or hides it, or gives it a role), or what it lacks.
public enum VoiceOverReason: RuleReason {
    /// An accessibility label on the element (or, for a button, on its image).
    case labelled
    /// Hidden from accessibility (itself or a container).
    case hidden
    /// `Image(decorative:)`.
    case decorative
    /// The icon of a `Label`.
    case inLabel
    /// Inside a control that has a title.
    case labelledButton
    /// The icon of a tab item that has a title.
    case inTabItem
    /// Inside a container combined into one element with a label.
    case combinedElement
    /// A tappable view with the button trait.
    case buttonTrait
    /// A tappable view with an accessibility action.
    case accessibilityAction
    /// A tap whose action only puts the keyboard away.
    case dismissesKeyboard
    /// An `accessibilityRepresentation` gives it a role and name.
    case represented
    /// A helper modifier of the scanned code (named) applies the label.
    case labelledBy(String)
    /// A helper modifier (named) hides the element.
    case hiddenBy(String)
    /// A helper modifier (named) gives the tapped view the button trait.
    case buttonTraitBy(String)
    /// A helper modifier (named) gives the tapped view an accessibility action.
    case accessibilityActionBy(String)
    /// An image VoiceOver reads by its file or symbol name.
    case unlabelledImage
    /// A button whose label is only an image, without an accessibility label.
    case unlabelledButton
    /// A tap gesture on a view VoiceOver does not know is a button.
    case tapWithoutButtonTrait

    /// Every reason, in the order the documentation lists them.
    public static let allCases: [VoiceOverReason] = [
        .labelled, .hidden, .decorative, .inLabel, .labelledButton, .inTabItem, .combinedElement, .buttonTrait,
        .accessibilityAction, .dismissesKeyboard, .represented, .labelledBy(placeholder), .hiddenBy(placeholder),
        .buttonTraitBy(placeholder), .accessibilityActionBy(placeholder), .unlabelledImage, .unlabelledButton, .tapWithoutButtonTrait,
    ]

    public var name: String {
        switch self {
        case .labelled: "labelled"
        case .hidden: "hidden"
        case .decorative: "decorative"
        case .inLabel: "in-label"
        case .labelledButton: "labelled-button"
        case .inTabItem: "in-tab-item"
        case .combinedElement: "combined-element"
        case .buttonTrait: "button-trait"
        case .accessibilityAction: "accessibility-action"
        case .dismissesKeyboard: "dismisses-keyboard"
        case .represented: "represented"
        case .labelledBy: "labelled-by"
        case .hiddenBy: "hidden-by"
        case .buttonTraitBy: "button-trait-by"
        case .accessibilityActionBy: "accessibility-action-by"
        case .unlabelledImage: "unlabelled-image"
        case .unlabelledButton: "unlabelled-button"
        case .tapWithoutButtonTrait: "tap-without-button-trait"
        }
    }

    public var subject: String? {
        switch self {
        case let .labelledBy(helper), let .hiddenBy(helper), let .buttonTraitBy(helper), let .accessibilityActionBy(helper): helper
        default: nil
        }
    }

    public var meaning: String {
        switch self {
        case .labelled: "an accessibility label on the element (or, for a button, on its image)"
        case .hidden: "hidden from accessibility (itself or a container)"
        case .decorative: "Image(decorative:)"
        case .inLabel: "the icon of a Label"
        case .labelledButton: "inside a Button (or a NavigationLink, Link, Menu, Toggle) that has a title"
        case .inTabItem: "the icon of a tab item that has a title"
        case .combinedElement: "inside a container combined into one element with a label"
        case .buttonTrait: "a tappable view with the button trait"
        case .accessibilityAction: "a tappable view with an accessibility action"
        case .dismissesKeyboard: "a tap whose action only puts the keyboard away (clears a @FocusState, ends editing): not a control"
        case .represented: "an accessibilityRepresentation gives it a role and name"
        case .labelledBy: "a helper modifier of the scanned code applies the accessibility label"
        case .hiddenBy: "a helper modifier of the scanned code hides it from accessibility"
        case .buttonTraitBy: "a helper modifier of the scanned code gives the tapped view the button trait"
        case .accessibilityActionBy: "a helper modifier of the scanned code gives the tapped view an accessibility action"
        case .unlabelledImage: "an image VoiceOver reads by its file or symbol name: fail"
        case .unlabelledButton: "a button whose label is only an image, without an accessibility label: fail"
        case .tapWithoutButtonTrait: "a tap gesture on a view VoiceOver does not know is a button: fail"
        }
    }

    public var verdict: Verdict {
        switch self {
        case .unlabelledImage, .unlabelledButton, .tapWithoutButtonTrait: .fail
        default: .pass
        }
    }
}
