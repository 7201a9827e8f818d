/// The SwiftUI names the VoiceOver rule reads, declared once.
enum VoiceOverVocabulary {
    /// Controls that are sites when their label is only an image: VoiceOver reads them as a button, link, menu
    /// or switch named after the symbol or file.
    static let imageOnlyControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink"]
    /// Controls whose title, like a button's, labels the images in their label.
    static let titledControls: Set<String> = ["NavigationLink", "Link", "Menu", "Toggle", "ShareLink", "Picker"]
    /// Controls a tap gesture on which needs no button trait of its own.
    static let tappableControls: Set<String> = ["Button", "Toggle", "NavigationLink", "Link"]
    /// The names a site starts at.
    static let siteNames: Set<String> = imageOnlyControls.union([image, tapGesture])
    /// `Image(…)`.
    static let image = "Image"
    /// `.onTapGesture { … }`.
    static let tapGesture = "onTapGesture"
    /// `Label(_:systemImage:)`: its icon is named by its title.
    static let label = "Label"
    /// `.tabItem { … }`: its icon is named by the text beside it.
    static let tabItem = "tabItem"

    /// Modifiers whose content is decoration behind, over or cut from a view (`.background(Image("waves"))`).
    static let decorativeContainers: Set<String> = ["background", "overlay", "mask"]
    /// Views that give a control a title when they are in its label.
    static let titleViews: Set<String> = ["Text", "Label", "TextField"]
    /// Views that give a tab item a title.
    static let tabTitleViews: Set<String> = ["Text", "Label"]
    /// Arguments after which a control's trailing closure is its label (`Button(action: go) { … }`).
    static let labelFollows: Set<String> = ["action", "destination", "isOn", "item", "value"]

    /// Modifiers that name the element they are on.
    static let labelModifiers: Set<String> = ["accessibilityLabel", "accessibilityRepresentation", "accessibilityLabeledPair"]
    /// `.accessibility(label:)`, `.accessibility(hidden:)`: the deprecated form.
    static let legacyAccessibility = "accessibility"
    /// `.accessibilityHidden(_:)`.
    static let hiddenModifier = "accessibilityHidden"
    /// `.accessibilityLabel(_:)`.
    static let labelModifier = "accessibilityLabel"
    /// `.accessibilityElement(children:)`; with `.combine` or `.ignore` (the default) the container is one element.
    static let elementModifier = "accessibilityElement"
    static let combiningChildren: Set<String> = ["ignore", "combine"]
    /// `.accessibilityAddTraits(_:)` and the traits that make a tapped view a control.
    static let traitsModifier = "accessibilityAddTraits"
    static let controlTraits: Set<String> = ["isButton", "isLink"]
    /// The trait a helper modifier must add for a tapped view (`.accessibilityAddTraits(.isButton)`).
    static let buttonTrait = "isButton"
    /// Modifiers that give a view accessibility actions.
    static let actionModifiers: Set<String> = ["accessibilityAction", "accessibilityActions"]
    /// `.accessibilityRepresentation { … }`: a control standing in for the view.
    static let representation = "accessibilityRepresentation"
    /// How every accessibility modifier is named: none of them is a helper to look up.
    static let accessibilityPrefix = "accessibility"

    /// SwiftUI modifiers that neither label nor hide: not helpers to look up.
    static let knownModifiers: Set<String> = [
        "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "frame", "padding", "font", "foregroundStyle", "foregroundColor",
        "background", "overlay", "clipShape", "clipped", "cornerRadius", "shadow", "opacity", "symbolRenderingMode", "symbolVariant",
        "imageScale", "tint", "renderingMode", "interpolation", "antialiased", "offset", "rotationEffect", "scaleEffect", "animation",
        "transition", "onTapGesture", "onAppear", "onChange", "contentShape", "mask", "fixedSize", "layoutPriority", "id", "tag",
        "buttonStyle", "labelStyle", "disabled", "help", "contextMenu", "sheet", "task", "onLongPressGesture", "gesture",
    ]

    /// Calls that only put the keyboard away.
    static let keyboardDismissals: Set<String> = ["endEditing", "resignFirstResponder", "hideKeyboard", "dismissKeyboard"]
    /// The UIKit call a keyboard dismissal passes on (`sendAction(#selector(UIResponder.resignFirstResponder), …)`).
    static let resignFirstResponder = "resignFirstResponder"
    /// `@FocusState`: clearing one puts the keyboard away.
    static let focusState = "FocusState"

    /// Whether a modifier name may be a helper of the scanned code worth looking up.
    static func mayBeHelper(_ name: String) -> Bool {
        !knownModifiers.contains(name) && !name.hasPrefix(accessibilityPrefix)
    }
}
