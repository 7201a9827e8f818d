/// The SwiftUI and UIKit names the semantic-structure rule reads, declared once.
enum StructureVocabulary {
    /// Title text styles of SwiftUI (`Font.TextStyle`) and UIKit (`UIFont.TextStyle`): text in one is styled as a heading.
    static let titleStyles: Set<String> = ["largeTitle", "title", "title1", "title2", "title3", "extraLargeTitle", "extraLargeTitle2"]
    /// Every text style name, to tell a style argument from other arguments.
    static let textStyles: Set<String> = titleStyles.union([
        "headline", "subheadline", "body", "callout", "footnote", "caption", "caption1", "caption2",
    ])
    /// Types whose members are text styles or fonts.
    static let fontTypes: Set<String> = ["Font", "UIFont", "NSFont", "TextStyle"]
    /// Labels under which a font helper takes the text style it scales with (`.font(style: .title2)`).
    static let styleLabels: Set<String> = ["style", "textStyle", "relativeTo", "forTextStyle", "scalingWith", "with"]

    /// `.accessibilityAddTraits(_:)`, its legacy form, and the trait that makes an element a heading.
    static let traitsModifier = "accessibilityAddTraits"
    static let legacyAccessibility = "accessibility"
    static let headerTrait = "isHeader"
    /// `.accessibilityHeading(_:)`.
    static let headingModifier = "accessibilityHeading"
    /// UIKit: `accessibilityTraits` and its `.header` trait.
    static let uiKitTraits = "accessibilityTraits"
    static let uiKitHeader = "header"
    /// `.accessibilityElement(children:)`: `.combine`, or `.ignore` (the default) with a label, makes one element.
    static let elementModifier = "accessibilityElement"
    static let labelModifier = "accessibilityLabel"

    /// Controls whose label is read as the control: text in them is neither a heading nor part of a row.
    static let controls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink", "Picker", "Stepper", "DatePicker"]
    /// Controls whose content closure holds options (menu items, picker rows), parts of the control too.
    static let optionControls: Set<String> = ["Menu", "Picker"]
    /// Arguments after which a control's trailing closure is its label (`Button(action: go) { … }`).
    static let labelFollows: Set<String> = ["action", "destination", "isOn", "value", "selection", "item", "items"]
    /// Views a title font on which styles no text: images and input fields.
    static let notText: Set<String> = [
        "Image", "AsyncImage", "TextField", "SecureField", "TextEditor", "ProgressView", "Gauge", "Slider", "Divider", "Spacer",
    ]
    /// Containers: a title font on one styles the text inside.
    static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "ViewThatFits", "GeometryReader",
    ]
    /// A section's header and footer: list headers already.
    static let sectionParts: Set<String> = ["header", "footer"]

    /// Views whose content is the rows of a list.
    static let rowHosts: Set<String> = ["ForEach", "List", "Section"]
    /// Stacks that make a row of several parts.
    static let rowStacks: Set<String> = ["HStack", "VStack"]
    /// A row of a name and a value that VoiceOver already reads as one element.
    static let labeledContent = "LabeledContent"
    /// The type-erasing view a list's rows may be stored as (`[AnyView]`).
    static let erasedView = "AnyView"
    /// Views that only group their content, looked through when finding a row's stack.
    static let transparent: Set<String> = ["Group"]
    /// SwiftUI views that are not row views of the scanned code.
    static let builtinViews: Set<String> = controls.union(notText).union(containers).union(rowHosts).union([
        "Text", "Label", "LabeledContent", "Color", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "EmptyView", "AnyView",
        "NavigationStack", "NavigationView", "TabView", "Form",
    ])

    /// Words naming a value shown large rather than a heading: a score, a count, a state, a timer.
    static let valueWords = [
        "value", "state", "count", "score", "temperature", "percent", "total", "amount", "number", "timer", "countdown",
        "elapsed", "remaining", "duration", "price", "distance", "reading", "chronometer", "counter", "clock", "humidity",
    ]
    /// Text initialisers that show a value: `Text(value, format: .number)`, `Text(date, style: .timer)`, `Text(timerInterval:)`.
    static let valueLabels: Set<String> = ["format", "formatter", "style", "timerInterval"]

    /// Whether a name says it holds a value rather than a title (`stateText`, `scoreLabel`, `ChronometerText`).
    static func namesValue(_ name: String) -> Bool {
        let lower = name.lowercased()
        return valueWords.contains { lower.contains($0) }
    }

    /// Whether one of a name's words is a value word (`targetHumidity`, `formatTemperature`); unlike
    /// ``namesValue(_:)`` a word inside another (`account`) does not count, as any name of an expression is read.
    static func wordsNameValue(_ name: String) -> Bool {
        ColorVocabulary.words(name).contains { valueWords.contains($0) }
    }

    /// Whether a function's name says it formats a value for display (`formatTemperature`, `formatted`,
    /// `formattedDuration`): text it returns is a value, not a heading.
    static func namesFormatter(_ name: String) -> Bool {
        name.hasPrefix("format") && (name.count == 6 || name.dropFirst(6).first?.isUppercase == true || name.hasPrefix("formatted"))
    }

    /// Whether a token's name says it is a title font (`Typography.pageTitle`, `theme.fonts.heading`).
    static func namesTitle(_ written: String) -> Bool {
        let last = (written.split(separator: ".").last.map(String.init) ?? written).lowercased()
        return ["title", "heading", "h1", "h2", "hero", "display"].contains { last.contains($0) } && !last.contains("subtitle")
    }

    /// Whether a view name is a text (`Text`, `Label`, `EmojiText`) or an image (`Image`, `AsyncImage`, `AvatarView`).
    static func isTextView(_ name: String) -> Bool {
        if name == "Text" || name == "Label" { return true }
        guard name.first?.isUppercase == true, name.contains("Text") else { return false }
        return !isInput(name)
    }

    /// Whether a view name is a text input (`TextField`, `SecureField`, `TextEditor`, `SearchTextField`).
    static func isInput(_ name: String) -> Bool {
        name == "SecureField" || name.hasSuffix("Field") || name.hasSuffix("Editor") || name.hasSuffix("Input")
    }

    static func isImageView(_ name: String) -> Bool {
        name == "Image" || name.hasSuffix("Image") || name.hasSuffix("ImageView") || name.hasSuffix("Avatar") || name.hasSuffix("AvatarView")
    }
}
