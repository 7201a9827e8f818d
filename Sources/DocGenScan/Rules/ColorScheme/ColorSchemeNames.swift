/// The SwiftUI and UIKit names the colour-scheme rule finds sites and their surroundings by.
enum ColorSchemeNames {
    /// Modifiers that set the colour of text, symbols and controls.
    static let foregroundModifiers: Set<String> = ["foregroundColor", "foregroundStyle", "tint", "accentColor"]
    /// Modifiers that are background sites.
    static let backgroundSites: Set<String> = ["background", "listRowBackground"]
    /// Modifiers that put a colour behind a view (sites or not).
    static let backgroundModifiers: Set<String> = backgroundSites.union(["containerBackground", "presentationBackground"])
    /// UIKit properties that set a foreground colour, with the minimum ratio of what they colour.
    /// Tints colour a control's or view's glyphs and fills (a switch's `onTintColor`, a volume control's
    /// `setTintColor(_:)`): control tints, 3:1.
    static let uiKitForegrounds: [String: Double] = [
        "textColor": Contrast.text, "tintColor": Contrast.large, "onTintColor": Contrast.large, "setTitleColor": Contrast.text,
        "setTintColor": Contrast.large, "activeTintColor": Contrast.large,
    ]
    /// Foregrounds only some views have, by the suffix of the view's class: an `AVRoutePickerView`'s icon while
    /// routing (its `activeTintColor`; another type's property of that name is its own), and a layer's
    /// `foregroundColor`, text's colour only on a `CATextLayer` (not a shape's or a string's).
    static let uiKitForegroundOwners: [String: String] = ["activeTintColor": "RoutePickerView", "foregroundColor": "TextLayer"]
    /// UIKit setters that take the colour as their first argument (`button.setTitleColor(.white, for: .normal)`).
    static let uiKitColorSetters: Set<String> = ["setTitleColor", "setTintColor"]
    /// The names a site starts at.
    static let siteNames: Set<String> = foregroundModifiers.union(backgroundSites).union(uiKitForegrounds.keys)
        .union(["preferredColorScheme", "backgroundColor", "CircularProgressViewStyle"])

    /// Modifiers whose content is presented apart from the view (a new surface on the system background).
    static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "toolbar", "ToolbarItem", "ToolbarItemGroup",
        "navigationDestination", "contextMenu", "inspector", "searchSuggestions", "swipeActions", "mask",
    ]
    /// Members that are the edge of a body: a view's, a style's or a view modifier's own body.
    static let bodies: Set<String> = ["body", "makeBody"]

    /// Text styles of large text (WCAG's 18 pt and above).
    static let largeStyles: Set<String> = ["largeTitle", "title", "title2", "title3", "extraLargeTitle", "extraLargeTitle2"]
    /// Font weights of bold text.
    static let boldWeights: Set<String> = ["bold", "semibold", "heavy", "black"]

    /// Views that show text.
    static let textViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "TextEditor", "LabeledContent"]
    /// Controls and indicators: their parts need 3:1 (1.4.11).
    static let controlParts: Set<String> = ["ProgressView", "Gauge", "Toggle", "Slider", "Stepper", "Picker", "DatePicker", "ColorPicker"]
    /// Controls whose label is given by a title or a closure.
    static let controls: Set<String> = ["Button", "Link", "Menu", "NavigationLink", "ShareLink", "Toggle", "PasteButton", "EditButton"]
    /// Views that show their closures' content in place.
    static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group", "ScrollView",
        "List", "Form", "Section", "ForEach", "NavigationStack", "NavigationView", "GeometryReader", "ViewThatFits", "VStackLayout",
        "HStackLayout", "ControlGroup", "GroupBox", "DisclosureGroup", "TimelineView", "ScrollViewReader", "AnyLayout",
    ]
    /// Symbol images: `Image(systemName:)` and the SF Symbols wrappers' `Image(systemSymbol:)`.
    static let symbolLabels: Set<String> = ["systemName", "systemSymbol", "symbol"]
}
