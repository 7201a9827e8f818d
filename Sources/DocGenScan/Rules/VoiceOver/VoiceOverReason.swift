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
    /// A CarPlay item or button named by its own text or title.
    case titledControl
    /// A ClockKit image provider's picture in a complication template that a text provider names.
    case complicationText
    /// Inside a container combined into one element with a label.
    case combinedElement
    /// A system symbol outside a control: VoiceOver reads the symbol's own label (advisory: hide it if decorative).
    case systemSymbol
    /// An image showing a state that a text shown under the same condition says.
    case stateSaidByText
    /// Every place the view of the scanned code holding it (named) is shown names it or hides it.
    case labelledWhereUsed(String)
    /// A control whose label is a view of the scanned code (named) that shows text.
    case titledBy(String)
    /// A tappable view with the button trait.
    case buttonTrait
    /// A tap whose action only puts the keyboard away.
    case dismissesKeyboard
    /// A tap gesture whose action is empty.
    case emptyTap
    /// An `accessibilityRepresentation` gives it a role and name.
    case represented
    /// A helper modifier of the scanned code (named) applies the label.
    case labelledBy(String)
    /// A helper modifier (named) hides the element.
    case hiddenBy(String)
    /// A helper modifier (named) gives the tapped view the button trait.
    case buttonTraitBy(String)
    /// A UIKit image view never made an accessibility element and showing no state: VoiceOver does not read it.
    case notAnElement
    /// The verdict depends on a view that cannot be found in the scanned code (named).
    case unresolved(String)
    /// An image VoiceOver reads by its file name.
    case unlabelledImage
    /// An image showing a state (chosen, coloured or shown by a condition) that no text, label or value says.
    case unsaidState
    /// An image view standing for the screen's title (`navigationItem.titleView`) without an accessibility label.
    case imageAsTitle
    /// A button whose label is only an image, without an accessibility label.
    case unlabelledButton
    /// A tap gesture on a view VoiceOver does not know is a button.
    case tapWithoutButtonTrait
    /// A tap gesture on a view with an accessibility action but no button trait.
    case accessibilityAction
    /// A tap gesture on a view a helper modifier (named) gives an accessibility action, but no button trait.
    case accessibilityActionBy(String)
    /// A control component (named) named by its text whose view also holds a control that fails (a sheet's icon-only
    /// close button): a call takes the worst of the controls it shows.
    case holdsFailingControl(String)

    /// Every reason, in the order the documentation lists them.
    public static let allCases: [VoiceOverReason] = [
        .labelled, .hidden, .decorative, .inLabel, .labelledButton, .inTabItem, .titledControl, .complicationText, .combinedElement, .systemSymbol, .stateSaidByText,
        .labelledWhereUsed(placeholder), .titledBy(placeholder), .buttonTrait, .dismissesKeyboard, .emptyTap, .represented,
        .labelledBy(placeholder), .hiddenBy(placeholder), .buttonTraitBy(placeholder), .notAnElement, .unresolved(placeholder), .unlabelledImage,
        .unsaidState, .imageAsTitle, .unlabelledButton, .tapWithoutButtonTrait, .accessibilityAction, .accessibilityActionBy(placeholder),
        .holdsFailingControl(placeholder),
    ]

    public var name: String {
        switch self {
        case .labelled: "labelled"
        case .hidden: "hidden"
        case .decorative: "decorative"
        case .inLabel: "in-label"
        case .labelledButton: "labelled-button"
        case .inTabItem: "in-tab-item"
        case .titledControl: "titled-control"
        case .complicationText: "complication-text"
        case .combinedElement: "combined-element"
        case .systemSymbol: "system-symbol"
        case .stateSaidByText: "state-said-by-text"
        case .labelledWhereUsed: "labelled-where-used"
        case .titledBy: "titled-by"
        case .buttonTrait: "button-trait"
        case .dismissesKeyboard: "dismisses-keyboard"
        case .emptyTap: "empty-tap"
        case .represented: "represented"
        case .labelledBy: "labelled-by"
        case .hiddenBy: "hidden-by"
        case .buttonTraitBy: "button-trait-by"
        case .notAnElement: "not-an-element"
        case .unresolved: "unresolved"
        case .unlabelledImage: "unlabelled-image"
        case .unsaidState: "unsaid-state"
        case .imageAsTitle: "image-as-title"
        case .unlabelledButton: "unlabelled-button"
        case .tapWithoutButtonTrait: "tap-without-button-trait"
        case .accessibilityAction: "accessibility-action"
        case .accessibilityActionBy: "accessibility-action-by"
        case .holdsFailingControl: "holds-failing-control"
        }
    }

    public var subject: String? {
        switch self {
        case let .labelledBy(name), let .hiddenBy(name), let .buttonTraitBy(name), let .accessibilityActionBy(name),
             let .labelledWhereUsed(name), let .titledBy(name), let .unresolved(name), let .holdsFailingControl(name): name
        default: nil
        }
    }

    public var meaning: String {
        switch self {
        case .labelled: "an accessibility label on the element (or, for a button, on its image)"
        case .hidden: "hidden from accessibility (itself or a container)"
        case .decorative: "Image(decorative:)"
        case .inLabel: "the icon of a Label with a title"
        case .labelledButton: "inside a control (Button, NavigationLink, Link, Menu, Toggle, ShareLink, Picker) whose label has text"
        case .inTabItem: "the icon of a tab item that has a title"
        case .titledControl:
            "a CarPlay item or button (CPListItem, CPGridButton, CPBarButton, CPButton, CPTextButton, an image-row element) named by its own text or title, "
                + "whose image shows no state: CarPlay reads the text"
        case .complicationText:
            "a picture given to a ClockKit image provider (CLKImageProvider, CLKFullColorImageProvider) in a complication template "
                + "that also gets a text provider: VoiceOver reads the complication's text"
        case .combinedElement: "inside a container combined into one element (.accessibilityElement(children: .combine or .ignore)) with a label"
        case .systemSymbol:
            "a system symbol (Image(systemName:), Image(systemSymbol:)) outside a control that shows no state: VoiceOver reads the "
                + "symbol's own label; advisory (low): hide it with .accessibilityHidden(true) when it is decoration"
        case .stateSaidByText: "an image showing a state, which a text shown under the same condition says"
        case .labelledWhereUsed: "every place the view of the scanned code holding it (named) is shown names it: inside a control whose label has text, a labelled element or combined container, or hidden"
        case .titledBy: "a control whose label is a view of the scanned code (named) that shows text"
        case .buttonTrait: "a tappable view with the button trait"
        case .dismissesKeyboard: "a tap whose action only puts the keyboard away (clears a @FocusState, ends editing): not a control"
        case .emptyTap: "a tap gesture with an empty action (it only stops a gesture reaching the views behind): nothing to activate"
        case .represented: "an accessibilityRepresentation gives it a role and name"
        case .labelledBy: "a helper modifier of the scanned code applies the accessibility label"
        case .hiddenBy: "a helper modifier of the scanned code hides it from accessibility"
        case .buttonTraitBy: "a helper modifier of the scanned code gives the tapped view the button trait"
        case .notAnElement:
            "a UIKit image view (UIImageView, a subclass, an @IBOutlet) that is never made an accessibility element and whose "
                + "image shows no state: UIKit does not expose it to VoiceOver, so nothing is read"
        case .unresolved: "it depends on a view that is not in the scanned code (named), so the scanner cannot tell what VoiceOver reads"
        case .unlabelledImage: "an image VoiceOver reads by its file name (an asset, Image(uiImage:), an image resource), a UIKit image view made an accessibility element (isAccessibilityElement = true) with no label, or the only content of a control with no name, or a picture given to a ClockKit image provider with no accessibilityLabel in a complication template with no text provider: fail"
        case .unsaidState:
            "an image showing a state (chosen, coloured or shown by a condition or a computed property: a selection checkmark, "
                + "a trend arrow, a stale badge) that no text, accessibility label or value says: fail"
        case .imageAsTitle:
            "an image view set as the screen's title (navigationItem.titleView: a logo instead of the screen's name) without an "
                + "accessibility label: the screen has no title VoiceOver reads: fail"
        case .unlabelledButton: "a control whose label is only an image (or a Slider with no label view, or a custom slider moved by a drag gesture), without an accessibility label: fail"
        case .tapWithoutButtonTrait: "a tap gesture on a view VoiceOver does not know is a button: fail"
        case .accessibilityAction: "a tap gesture on a view with an accessibility action but no button trait: VoiceOver does not say it is a button: fail"
        case .accessibilityActionBy: "a tap gesture on a view a helper modifier of the scanned code gives an accessibility action, but no button trait: fail"
        case .holdsFailingControl:
            "a call of a control component of the scanned code (named) whose own control is named, but whose view also holds "
                + "a control that fails (an icon-only close button or a selection shown only by a checkmark in the sheet it "
                + "opens): a call takes the worst of the controls it shows: fail"
        }
    }

    public var verdict: Verdict {
        switch self {
        case .unlabelledImage, .unsaidState, .imageAsTitle, .unlabelledButton, .tapWithoutButtonTrait, .accessibilityAction, .accessibilityActionBy,
             .holdsFailingControl: .fail
        case .unresolved: .unknown
        default: .pass
        }
    }
}
