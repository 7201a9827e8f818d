/// Why a colour-scheme site got its verdict: how a fixed colour stands against what lies behind it, or whether the
/// app forces one appearance.
public enum ColorSchemeReason: RuleReason {
    /// `.preferredColorScheme(.dark)` (or `.light`) with a literal scheme, or one a developer flag forces.
    case forcedScheme
    /// `.preferredColorScheme(…)` with `nil` or a scheme the person chose.
    case chosenScheme
    /// A fixed foreground on a fixed background below the minimum ratio.
    case lowContrast
    /// A fixed foreground on a fixed background with enough contrast.
    case contrast
    /// A fixed foreground on a background set in the same body that is not fixed.
    case paired
    /// A fixed foreground with no background in the same body.
    case systemBackground
    /// A fixed background behind text or symbols that keep a colour that is not fixed.
    case adaptiveText
    /// A fixed background whose text and symbols all have fixed colours.
    case fixedText
    /// A fixed background behind components that set their own colours.
    case componentContent
    /// A colour (named) that no scanned declaration defines.
    case unresolvedColor(String)
    /// Text in front of a fixed background in a colour (named) the component's callers supply.
    case suppliedColor(String)
    /// A UIKit view (named) whose container views are laid out in Interface Builder.
    case interfaceBuilder(String)

    /// Every reason, in the order the documentation lists them.
    public static let allCases: [ColorSchemeReason] = [
        .forcedScheme, .chosenScheme, .lowContrast, .contrast, .paired, .systemBackground, .adaptiveText, .fixedText,
        .componentContent, .unresolvedColor(placeholder), .suppliedColor(placeholder), .interfaceBuilder(placeholder),
    ]

    public var name: String {
        switch self {
        case .forcedScheme: "forced-scheme"
        case .chosenScheme: "chosen-scheme"
        case .lowContrast: "low-contrast"
        case .contrast: "contrast"
        case .paired: "paired"
        case .systemBackground: "system-background"
        case .adaptiveText: "adaptive-text"
        case .fixedText: "fixed-text"
        case .componentContent: "component-content"
        case .unresolvedColor: "unresolved-color"
        case .suppliedColor: "supplied-color"
        case .interfaceBuilder: "interface-builder"
        }
    }

    public var subject: String? {
        switch self {
        case let .unresolvedColor(name), let .suppliedColor(name), let .interfaceBuilder(name): name
        default: nil
        }
    }

    public var meaning: String {
        switch self {
        case .forcedScheme:
            "preferredColorScheme with a literal scheme, or one a developer flag forces: the app ignores the person's setting: fail"
        case .chosenScheme: "preferredColorScheme with nil or a scheme the person chose (a value compared with .dark or .light)"
        case .lowContrast:
            "a fixed foreground on a fixed background below 4.5:1 (3:1 for large text, symbols, icons and control tints); "
                + "the ratio is in the message: fail"
        case .contrast: "a fixed foreground on a fixed background with enough contrast in every case"
        case .paired:
            "the background behind a fixed foreground is set but not fixed (semantic, asset, system hue, accent, material, "
                + "an image or video, a theme value): the designer paired them and the ratio cannot be computed"
        case .systemBackground:
            "a fixed foreground with no background in the same body: it sits on the system background, which changes with "
                + "the scheme: fail"
        case .adaptiveText:
            "a fixed background behind text or symbols whose colour is not fixed (the adaptive primary, a system hue, a "
                + "theme value): it is black on it in light mode and white in dark mode, or changes: fail"
        case .fixedText: "a fixed background whose text and symbols all have fixed colours: judged at those foregrounds"
        case .componentContent: "a fixed background behind components of their own, which set their colours in their own bodies"
        case .unresolvedColor: "a colour token no scanned declaration defines (an asset symbol, a package not scanned): verdict unknown"
        case .suppliedColor:
            "text in front of a fixed background in a colour the component's callers supply (a stored property or parameter "
                + "without a default): each use decides whether it contrasts: verdict unknown"
        case .interfaceBuilder:
            "a UIKit view whose container views are laid out in a storyboard or xib, so what lies behind it is not in the "
                + "code: verdict unknown"
        }
    }

    public var verdict: Verdict {
        switch self {
        case .forcedScheme, .lowContrast, .systemBackground, .adaptiveText: .fail
        case .chosenScheme, .contrast, .paired, .fixedText, .componentContent: .pass
        case .unresolvedColor, .suppliedColor, .interfaceBuilder: .unknown
        }
    }
}
