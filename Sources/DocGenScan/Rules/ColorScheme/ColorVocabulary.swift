/// The colours, types and modifiers of SwiftUI and UIKit the colour-scheme rule knows by name: every list the
/// rule's reading of colours relies on, in one place.
enum ColorVocabulary {
    /// Colours that are the same in light and dark mode, by name (`.white`, `UIColor.lightGray`).
    static let fixed: [String: RGBA] = [
        "white": .white, "black": .black,
        // UIKit's fixed greys and text colours are constants, not system colours.
        "darkGray": RGBA(white: 1.0 / 3), "lightGray": RGBA(white: 2.0 / 3), "darkText": .black, "lightText": RGBA(white: 1, alpha: 0.6),
    ]

    /// SwiftUI and UIKit system hues: they shift between light and dark mode.
    static let systemHues: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray", "grey",
        "magenta", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
        "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2", "systemGray3",
        "systemGray4", "systemGray5", "systemGray6",
    ]

    /// Semantic colours and styles: they follow the appearance by design.
    static let semantic: Set<String> = [
        "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "tint", "foreground", "background", "separator",
        "placeholder", "link", "fill", "selection", "windowBackground", "label", "secondaryLabel", "tertiaryLabel",
        "quaternaryLabel", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "placeholderText", "opaqueSeparator", "tintColor", "tertiaryFill",
        "secondaryFill", "quaternaryFill",
    ]

    /// Semantic styles SwiftUI declares on `ShapeStyle` only: `Color.background` written in an app is its own token.
    static let styleOnly: Set<String> = [
        "background", "foreground", "separator", "placeholder", "link", "fill", "selection", "windowBackground", "tint", "tertiary",
        "quaternary", "quinary",
    ]

    /// Materials: translucent, blurred and adaptive.
    static let materials: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar", "regular", "thin",
        "thick", "ultraThin", "ultraThick",
    ]

    /// Types whose static members and initialisers make colours.
    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "ShapeStyle"]
    /// Types an implicit member of a colour may be declared on (`extension ShapeStyle where Self == Color`).
    static let memberTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "ShapeStyle"]
    /// Gradient types and the `ShapeStyle` functions that make them.
    static let gradients: Set<String> = [
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "linearGradient", "radialGradient",
        "angularGradient", "ellipticalGradient", "conicGradient", "MeshGradient",
    ]
    /// Shapes: filled with their `.fill`, `.foregroundColor` or `.foregroundStyle`.
    static let shapes: Set<String> = [
        "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "ContainerRelativeShape", "UnevenRoundedRectangle",
        "Path", "ConcentricRectangle",
    ]
    /// Views that show a picture: text over them is paired with them.
    static let pictures: [String: String] = [
        "Image": "an image", "AsyncImage": "an image", "KFImage": "an image", "LazyImage": "an image", "WebImage": "an image",
        "VideoPlayer": "a video", "Map": "a map", "SpriteView": "a scene", "SceneView": "a scene", "RealityView": "a scene",
    ]
    /// Wrappers that show the view they are given.
    static let wrappers: Set<String> = ["AnyView", "AnyShapeStyle", "AnyShape"]
    /// Modifiers of a colour that keep it as it is (as a colour or as a view filled with it).
    static let keeping: Set<String> = [
        "cgColor", "uiColor", "gradient", "ignoresSafeArea", "edgesIgnoringSafeArea", "frame", "padding", "clipShape", "cornerRadius",
        "clipped", "allowsHitTesting", "onAppear", "onDisappear", "onTapGesture", "accessibilityHidden", "id", "transition",
        "animation", "shadow", "contentShape", "offset", "scaleEffect", "zIndex", "compositingGroup", "drawingGroup",
        "containerRelativeFrame", "aspectRatio", "mask", "overlay", "blur", "position", "rotationEffect", "matchedGeometryEffect",
        "accessibilityElement", "onChange", "task", "layoutPriority", "fixedSize", "scaledToFill", "scaledToFit", "resizable",
    ]
    /// Modifiers that lower a colour's opacity, with the opacity (SwiftUI's hierarchical styles, as a reviewer reads them).
    static let hierarchical: [String: Double] = ["secondary": 0.5, "tertiary": 0.3, "quaternary": 0.18, "quinary": 0.1]
    /// Modifiers that set a colour's opacity from their argument.
    static let opacityModifiers: Set<String> = ["opacity", "withAlphaComponent", "copy"]
    /// Labels of a hex initialiser's argument.
    static let hexLabels: Set<String> = ["hex", "hexString", "hexValue", "hexCode"]

    /// Whether a name in a condition says it reads the appearance: the colour scheme, the interface style, a theme, or a
    /// dark or light variant (`colorScheme == .dark`, `Theme.isDarkTheme()`, `switch theme { case .light: … }`).
    static func readsAppearance(_ identifier: String) -> Bool {
        if identifier.contains("colorScheme") || identifier.contains("ColorScheme") || identifier.contains("userInterfaceStyle")
            || identifier.contains("traitCollection") { return true }
        let parts = words(identifier)
        if parts.contains(where: ["theme", "appearance", "scheme"].contains) { return true }
        guard parts.contains(where: ["dark", "light"].contains) else { return false }
        // `prefersLightText(onBackground:)`, `isDarkColor`: the brightness of a colour known at run time, which picks
        // black or white the same in both appearances — not the appearance.
        return !parts.contains(where: Self.colorWords.contains)
    }

    /// Words that make "dark" or "light" describe a colour rather than the appearance.
    static let colorWords: Set<String> = ["text", "color", "colour", "background", "foreground", "tint", "luminance", "brightness", "ink"]

    /// Views that only take space and draw nothing (a `ZStack` whose first child is one has no background there).
    static let drawsNothing: Set<String> = ["Spacer", "EmptyView"]

    /// The lowercase words of a camel-case identifier (`isDarkTheme` → is, dark, theme).
    static func words(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in identifier {
            if character.isUppercase || character == "_" || character.isNumber {
                if !current.isEmpty { words.append(current) }
                current = character == "_" || character.isNumber ? "" : String(character).lowercased()
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
