import SwiftSyntax

/// The SwiftUI names the VoiceOver rule reads, declared once.
enum VoiceOverVocabulary {
    /// Controls that are sites when their label is only an image: VoiceOver reads them as a button, link, menu
    /// or switch named after the symbol or file.
    static let imageOnlyControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink"]
    /// Controls whose title, like a button's, labels the images in their label.
    static let titledControls: Set<String> = ["NavigationLink", "Link", "Menu", "Toggle", "ShareLink", "Picker"]
    /// Controls (text inputs too, which VoiceOver already activates) a tap gesture on which needs no button trait of its own.
    static let tappableControls: Set<String> = ["Button", "Toggle", "NavigationLink", "Link", "TextField", "SecureField", "TextEditor"]
    /// `NavigationLink("", isActive: $showsDetail) { … }`, `NavigationLink(tag:selection:)`: a link driven by a binding.
    static let programmaticLinkArguments: Set<String> = ["isActive", "tag"]
    /// How the names of controls from packages end (`AsyncButton { … } label: { … }`): such a call with a label
    /// closure is read as a control.
    static let controlSuffixes = ["Button", "Link", "Toggle"]
    /// `Picker`: each view of its content is an option, named by what it shows.
    static let picker = "Picker"
    /// The names a site starts at.
    static let siteNames: Set<String> = imageOnlyControls.union([image, tapGesture])
    /// `Image(…)`.
    static let image = "Image"
    /// `.onTapGesture { … }`.
    static let tapGesture = "onTapGesture"
    /// `Label(_:systemImage:)`: its icon is named by its title.
    static let label = "Label"
    /// The icon arguments of `Label(_:systemImage:)`, `Label(_:image:)` and SF Symbols wrappers (`systemSymbol:`).
    static let labelIconArguments: Set<String> = ["systemImage", "image", "systemSymbol"]
    /// `.tabItem { … }`: its icon is named by the text beside it.
    static let tabItem = "tabItem"

    /// `Image(…)` argument labels: a system symbol, an image that says nothing, an image given a label.
    static let symbolLabels: Set<String> = ["systemName", "systemSymbol"]
    static let decorativeLabel = "decorative"
    /// `Image(named:)`: SwiftUI's `Image` has no such initializer; it is a UIKit or AppKit image under a local
    /// `typealias Image = UIImage` (generated asset code), not a view.
    static let notSwiftUIImageLabels: Set<String> = ["named"]
    static let imageLabelArgument = "label"

    /// Modifiers whose content is decoration behind, over or cut from a view (`.background(Image("waves"))`).
    static let decorativeContainers: Set<String> = ["background", "overlay", mask]
    /// `.mask(Image("heart"))`, `.mask { … }`: content never drawn, only its shape cuts the view; an image in it is no element.
    static let mask = "mask"
    /// Modifiers whose content is shown apart from the view, as a screen, a sheet or a menu.
    static let separateContent: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "contextMenu", "toolbar", "alert", "confirmationDialog",
        "swipeActions", "searchSuggestions", "inspector", "safeAreaInset", "refreshable",
    ]
    /// Modifiers whose closures are actions, not views.
    static let actionModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit", "onHover",
        "onDrag", "onDrop", "onOpenURL", "onContinueUserActivity", "simultaneousGesture", "highPriorityGesture", "gesture",
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction", "onPreferenceChange",
        "onGeometryChange", "onScrollGeometryChange", "onKeyPress", "onCommand", "onMove", "onDelete", "onInsert", "onCopyCommand",
        "onPasteCommand", "onExitCommand", "onPlayPauseCommand", "alignmentGuide", "transaction", "onScrollPhaseChange",
    ]
    /// Modifiers that give the control they are on a look from a style type (`.buttonStyle(PillStyle())`): an image the
    /// style draws is part of that control's label.
    static let styleModifiers: Set<String> = ["buttonStyle", "toggleStyle", "menuStyle", "labelStyle", "pickerStyle"]
    /// The member a style type draws its view in.
    static let styleBody = "makeBody"
    /// The styles whose body is a control (a tap in it is the control's).
    static let controlStyles: Set<String> = ["ToggleStyle", "ButtonStyle", "PrimitiveButtonStyle"]
    /// A type's view.
    static let body = "body"

    /// Views that give a control a title when they are in its label.
    static let titleViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "TextEditor"]
    /// Views that give a tab item a title.
    static let tabTitleViews: Set<String> = ["Text", "Label"]
    /// Containers whose content is shown as it is (a stack's views, a list's rows).
    static let transparentContainers: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "Grid", "GridRow", "Group", "ForEach",
        "ScrollView", "List", "Section", "Form", "GeometryReader", "ViewThatFits", "GlassEffectContainer", "NavigationStack",
        "NavigationView", "NavigationSplitView", "TabView", "ToolbarItem", "ToolbarItemGroup", "ControlGroup", "ScrollViewReader",
        "TimelineView", "AnyView", "HSplitView", "VSplitView", "DisclosureGroup", "GroupBox", "LabeledContent", "Tab",
        "ContentUnavailableView", "SwiftUI",
    ]
    /// Stacks that only lay out what they hold.
    static let layoutStacks: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack"]
    /// Views that show nothing VoiceOver reads.
    static let silentViews: Set<String> = [
        "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "EmptyView", "Path",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "UnevenRoundedRectangle", "ContainerRelativeShape",
        "ProgressView", "Canvas",
    ]
    /// Views that show an image.
    static let imageViews: Set<String> = ["Image", "AsyncImage"]
    /// The last word of the name of an image view: a view named so that is declared nowhere in the scanned code
    /// and is given a URL (`AsyncImage(url:)`, an image-loading package's `LazyImage(url:)`, `WebImage(url)`) shows a
    /// picture it loads.
    static let imageViewSuffix = "Image"
    /// Argument labels and static constructors that give an image view the place to load from.
    static let imageSources: Set<String> = ["url", "source", "request", "resource"]

    /// Whether a view of this name may be an image view that loads its picture.
    static func mayLoadImage(_ name: String) -> Bool {
        name.count > imageViewSuffix.count && name.hasSuffix(imageViewSuffix) && name.first?.isUppercase == true
    }

    /// Whether a call of an image view gives it a place to load from: a `url:` (`source:`, `request:`) argument, an
    /// unlabelled first argument (`KFImage(episode.artworkURL)`), or a static constructor so named (`RemoteImage.url(address)`).
    static func loadsFromURL(_ call: FunctionCallExprSyntax) -> Bool {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return imageSources.contains(member.declName.baseName.text) }
        if call.labels.contains(where: { imageSources.contains($0 ?? "") }) { return true }
        // `KFImage(podcast.artwork)`, `WebImage(url)`: an image view declared nowhere in the scanned code shows what its
        // first argument points to; a closure is its content, not a source.
        guard let first = call.arguments.first, first.label == nil else { return false }
        return !first.expression.is(ClosureExprSyntax.self)
    }
    /// Arguments after which a control's trailing closure is its label (`Button(action: go) { … }`).
    static let labelFollows: Set<String> = ["action", "destination", "isOn", "item", "value", "intent", "selection", "isPresented"]
    /// Arguments that hold a navigation link's destination, shown as a screen of its own.
    static let destinationLabels: Set<String> = ["destination"]

    /// Modifiers that name the element they are on.
    static let labelModifiers: Set<String> = ["accessibilityLabel", "accessibilityRepresentation", "accessibilityLabeledPair"]
    /// `.accessibilityValue(…)`: says the state of the element.
    static let valueModifier = "accessibilityValue"
    /// `.accessibility(label:)`, `.accessibility(hidden:)`: the deprecated form.
    static let legacyAccessibility = "accessibility"
    /// `.accessibilityHidden(_:)`.
    static let hiddenModifier = "accessibilityHidden"
    /// `.hidden()`: the view is laid out but neither drawn nor in the accessibility tree.
    static let hiddenView = "hidden"
    /// `.accessibilityLabel(_:)`.
    static let labelModifier = "accessibilityLabel"
    /// `.accessibilityElement(children:)`; with `.combine` or `.ignore` (the default) the container is one element.
    static let elementModifier = "accessibilityElement"
    static let combiningChildren: Set<String> = ["ignore", "combine"]
    /// `.accessibilityAddTraits(_:)` and the traits that make a tapped view a control.
    static let traitsModifier = "accessibilityAddTraits"
    static let controlTraits: Set<String> = ["isButton", "isLink"]
    /// `.isSelected`: says a selection state.
    static let selectedTrait = "isSelected"
    /// The trait a helper modifier must add for a tapped view (`.accessibilityAddTraits(.isButton)`).
    static let buttonTrait = "isButton"
    /// Modifiers that give a view accessibility actions.
    static let accessibilityActionModifiers: Set<String> = ["accessibilityAction", "accessibilityActions"]
    /// `.accessibilityRepresentation { … }`: a control standing in for the view.
    static let representation = "accessibilityRepresentation"
    /// How every accessibility modifier is named: none of them is a helper to look up.
    static let accessibilityPrefix = "accessibility"

    /// Modifiers that colour or fade a view: a condition in them makes an image show a state.
    static let stateModifiers: Set<String> = ["foregroundStyle", "foregroundColor", "tint", "symbolVariant", "opacity", "fill"]

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
    /// Types a declaration shows views as (`some View`, `Image`, a toolbar's content).
    static let viewTypes: Set<String> = ["View", "Image", "Text", "AnyView", "ToolbarContent", "Label", "Button"]
    /// `@ViewBuilder`.
    static let viewBuilder = "ViewBuilder"
    /// The gesture a custom slider is moved by, the `@Binding` it moves, and the modifiers that make such a view
    /// one VoiceOver can adjust.
    static let dragGesture = "DragGesture"
    /// `AnyView(view)`: a container whose content is its argument.
    static let anyView = "AnyView"
    /// `UIHostingController(rootView:)`: the SwiftUI view UIKit code shows.
    static let hostedRootLabel = "rootView"
    static let bindingAttribute = "Binding"
    static let adjustableModifiers: Set<String> = ["accessibilityAdjustableAction", "accessibilityRepresentation"]

    /// Whether a modifier name may be a helper of the scanned code worth looking up.
    static func mayBeHelper(_ name: String) -> Bool {
        !knownModifiers.contains(name) && !name.hasPrefix(accessibilityPrefix)
    }

    /// Whether a call of a type from elsewhere named so, with a label closure, is a control (`AsyncButton`).
    static func isControlName(_ name: String) -> Bool {
        imageOnlyControls.contains(name) || (name.first?.isUppercase == true && controlSuffixes.contains { name.hasSuffix($0) })
    }

    /// Controls whose value VoiceOver reads with their name (on, off, the selected option): they say their state.
    static let valueControls: Set<String> = ["Toggle", "Picker", "Stepper", "Slider"]
}
