import DocGenCore

/// WCAG 1.4.3 Contrast (Minimum) and 1.4.11 Non-text Contrast: colours that stay the same in light and dark mode,
/// and apps that force one appearance.
public struct ColorSchemeRule: AccessibilityRule {
    public static let id = "color-scheme"
    public static let title = "Colour scheme"
    public static let criteria = ["1.4.3", "1.4.11"]
    public static let summary = "A fixed colour loses its contrast in light or dark mode, or the app forces one appearance."
    public static let description = """
        Finds colours that are the same in light and dark mode and judges them against what lies behind them. Fixed: \
        Color(red:green:blue:), Color(white:), Color(hue:saturation:brightness:), hex initialisers with a literal \
        (Color(hex: "#1A1C1E"), also a run-time hex's literal fallback, Color(hex: serverHex ?? "#03A9F4")), .white and .black (also .black.opacity(0.4), UIColor.white.withAlphaComponent(0.2)), \
        UIColor(red:green:blue:alpha:), UIColor(white:alpha:), CGColor literals, UIKit's fixed .darkGray, .lightGray, \
        .darkText and .lightText, and any token (a static property, a theme member, a computed property, a token \
        function such as srgb(0x00, 0x9A, 0xC7)) whose definition is one of these, followed across files and packages \
        (an element of a palette array, colors[index % colors.count], is any of its colours); \
        a protocol's colour read through a value of the protocol's type takes each conforming type's definition in \
        turn. A model's @Published colour is set at run time and shows its initial value until then (@Published var \
        accent: Color = .white): that fallback is judged. A stored property without a value takes the values its type is made with: a component's own property \
        (let tint: Color) what each Component(tint: …) in the scanned code passes, or its initialiser's default; a \
        property read through another value (style.ink, model.tint) what the type makes itself — its presets \
        (static let storm = Self(fill: …, ink: .white), or written with the type's name) and initialisers — paired \
        preset by preset, and Style.storm.ink reads that preset alone; a member of the element a ForEach, List or map \
        closure is handed (ForEach(metrics) { metric in … metric.color }) is read through the collection's element type \
        ([Metric], declared on a property or a function's result); a value read from the environment \
        (@Environment(\\.widgetPalette) var palette) takes the type its EnvironmentValues property declares. A helper \
        function's colour parameter without a default takes what the helper's callers in its type or its subclasses \
        pass (a base controller's paintHeader(background:) called by its screens). A property \
        read in its own didSet or willSet (var ink = UIColor.white { didSet { label.textColor = ink } }) shows what \
        the scanned code assigns it (badge.ink = …, in the type or on a property or local of the type), its default \
        only when no code sets it. Not fixed: semantic colours (.primary, Color(.label), UIColor.secondaryLabel), asset colours \
        (Color("Brand"), UIColor(named:), generated asset symbols), .accentColor and .tint, system hues (.red, \
        .gray, .systemRed), materials, dynamic providers (UIColor { traits in … }), a value chosen on the colour \
        scheme or on a theme's light and dark variants (a ternary, if or switch that reads colorScheme, \
        userInterfaceStyle, a theme or a dark/light name — not one naming a colour's own brightness, such as \
        prefersLightText(onBackground: hex) ? .white : .black, which picks black or white the same in both \
        appearances and is fixed), and a definition any of whose branches is one of these. \
        .clear is not a colour. A fixed fallback a helper returns for missing data (guard let podcast else { return \
        .black }) is not chosen by the appearance: where the site reads the helper itself, the fallback is judged as \
        well, even when the helper's other values follow the theme. A name SwiftUI declares only as a ShapeStyle (.background, .foreground, .separator, \
        .tint…) read as a Color — Color.background, .accentColor(.background), .foregroundColor(.background) — is the \
        app's own token when it declares one on Color. A site compiled for one platform (inside #if os(watchOS)) \
        reads a token's #if os(…) branches for that platform: a tint that follows the appearance on iOS and is one \
        fixed colour on watchOS is fixed at a watch-only site. \
        Sites: .preferredColorScheme(.light/.dark) with a literal scheme, or one a developer flag forces \
        (usesDark ? .dark : nil), fails (a scheme chosen by comparing a setting with .dark passes); a fixed \
        foreground — .foregroundColor, .foregroundStyle (each layer of a palette), .tint, \
        .accentColor, CircularProgressViewStyle(tint:), UIKit textColor, setTitleColor, tintColor (also a complication \
        template's), onTintColor, a view's setTintColor(_:), an AVRoutePickerView's activeTintColor, a CATextLayer's foregroundColor — on text, a symbol or a \
        control: tints are control colours, judged at 3:1, but a .tint on text, or on a stack of text with no \
        control or indicator in it, colours the text's links and is judged as text (a shape's fill, a mask and a \
        decorative image are not sites); a swipe action's .tint is the fill the system draws the action's white title on, so white is judged \
        against a fixed tint at 3:1; a fixed background — \
        .background, .listRowBackground, UIKit backgroundColor — behind text or symbols. \
        Behind a foreground is the nearest background in the same body: on the view's own modifiers, on a container \
        around it, the first child of an enclosing ZStack (a Spacer or EmptyView draws nothing), the view an .overlay \
        sits on, a shape filled behind it, a .borderedProminent button's tint (the tint itself, the button's fill, is \
        judged against what lies behind the button), glass (also a glass button style chosen in a \
        .modify { view in … } branch), and the app's own view modifiers on the chain (.cardStyle() declared in an \
        extension of View, or .modifier(Card()), also one applied in a branch of a closure-taking helper, \
        .modify { view in view.tileStyle() }): the backgrounds and list-row backgrounds their bodies set (when they \
        set none, what lies behind shows); for UIKit, the view's own backgroundColor, then the subviews added \
        before it to its container, then the container's, set in the same type, up to the type's own view, whose \
        background any file of the type may set (an extension in Player+Update.swift colours what Player+Shelf.swift \
        tints), and which also lies behind a view whose container the file does not show (added by a helper, a \
        cell's subview); layers added with addSublayer count \
        as subviews, and a CAShapeLayer's fillColor lies behind the layers added to it. "The same body" is read literally: \
        a View's body, a ButtonStyle's makeBody and a ViewModifier's body(content:) are each a body of their own, \
        while a helper of the type (a computed property or function) is judged at its uses in the type; when \
        nothing is found above a view, a background inside its own content counts. A fixed foreground on a fixed \
        background fails below 4.5:1, or 3:1 for large text (.title3 and larger, 18 pt and above, 14 pt bold; a size \
        given as a fraction of a geometry proxy, geometry.size.height * 0.06, is read on the smallest phone, 600 by \
        320 pt), \
        symbols, icons and control tints, with the ratio in the message: a translucent colour is blended over what \
        lies behind it, a translucent background over white and over black, the worse counting; a gradient is \
        judged at its worst stop; two colours chosen by the same condition in the same type are paired branch by \
        branch — also two helpers that switch on the same argument (fill(for: sender), ink(for: sender)), case by \
        case, a default case taking the cases its switch does not list — and every other combination counts. A background that is set but not fixed (semantic, asset, \
        system hue, material, glass, an image or video, a component or a value set at run time) is paired with the \
        foreground and passes. A fixed foreground with no background in its body sits on the system background, \
        which changes with the scheme, and fails. A fixed background fails when text or a symbol in front of it \
        keeps a colour that is not fixed (the adaptive primary: black in light mode, white in dark mode) unless \
        .environment(\\.colorScheme, …) forces the scheme; text whose foregrounds are all fixed is judged at those \
        foregrounds (a helper's colour with a fixed fallback for missing data counts as fixed there, its other values \
        being the helper's, not the adaptive primary; a foreground set in a closure-taking helper on the text's chain, .if(isLeader) { view in \
        view.foregroundColor(.white) }, counts as set), and components of their own in front of it are judged in their own bodies. In front of a \
        background set inside a closure-taking helper (view.modify { $0.background(…) }) is the view the helper is \
        called on; text in a helper of a type inherits a foreground set around every use of the helper in the type; \
        a UIKit subview with a background of its own, and those added after it, are not in front of its container's; \
        a view controller's own view to which the type adds no subview (and whose only outlets are tables), and a \
        table or collection view, show content laid out elsewhere (another file of the type, cells): in front of them \
        are the views the type colours, or, when it colours none, text in the adaptive primary colour; a root view \
        laid out in Interface Builder has the type's text outlets (labels, buttons, text fields) in front of it, in \
        the colours the type gives them. \
        A UIKit view from \
        a storyboard or xib (an @IBOutlet never added in code) is unknown; so is a colour no scanned declaration \
        defines. Not sites: .environment(\\.colorScheme, …), overrideUserInterfaceStyle, .presentationBackground, \
        attributed-string colours. Fix a failure with a semantic or asset colour that has a dark variant, a \
        background set with the foreground, or a pair with enough contrast; let the person's setting choose the \
        appearance.
        """
    public static let optionKeys: [RuleOptionKey] = []

    static let forcedScheme = SeverityRuleDescription("forced-scheme", .low, ".preferredColorScheme with a literal scheme")
    static let foreground = SeverityRuleDescription("foreground", .medium, "a fixed foreground colour on text, a symbol or a control")
    static let background = SeverityRuleDescription("background", .medium, "a fixed background colour behind text or symbols")
    public static let severityRules: [SeverityRuleDescription] = [foreground, background, forcedScheme]

    public typealias Reason = ColorSchemeReason

    public static let triggeringExamples = [
        "struct V: View {\n    var body: some View { Text(\"Saved\").↓foregroundColor(.white) }\n}",
        "struct V: View {\n    var body: some View { Text(\"Go\").↓foregroundStyle(.white).padding().background(Color(red: 0, green: 0.6, blue: 0.78)) }\n}",
        "extension Color { static let brand = Color(hex: \"#F44336\") }\n"
            + "struct V: View {\n    var body: some View { Image(systemName: \"star\").↓foregroundStyle(Color.brand) }\n}",
        "struct V: View {\n    var body: some View { VStack { Text(\"Offer\") }.↓background(.black) }\n}",
        "struct V: View {\n    var body: some View { NavigationStack { List { Text(\"Row\") } }.↓preferredColorScheme(.dark) }\n}",
        "import UIKit\nfinal class Header: UIView {\n    let title = UILabel()\n"
            + "    func setUp() {\n        addSubview(title)\n        title.↓textColor = .white\n    }\n}",
    ]

    public static let nonTriggeringExamples = [
        "struct V: View {\n    var body: some View { Text(\"Saved\").foregroundStyle(.secondary) }\n}",
        "struct V: View {\n    var body: some View { Text(\"Go\").foregroundStyle(.white).padding().background(Color.black.opacity(0.8)) }\n}",
        "struct V: View {\n    var body: some View { ZStack { Color.black; Text(\"Night\").foregroundColor(.white) } }\n}",
        "struct V: View {\n    var body: some View { Text(\"Badge\").foregroundColor(.white).background(Color.accentColor) }\n}",
        "struct V: View {\n    @Environment(\\.colorScheme) var scheme\n"
            + "    var body: some View { Text(\"Hi\").foregroundColor(scheme == .dark ? .white : .black) }\n}",
        "struct V: View {\n    @AppStorage(\"appearance\") var appearance = \"system\"\n"
            + "    var body: some View { List { Text(\"Row\") }.preferredColorScheme(appearance == \"dark\" ? .dark : nil) }\n}",
    ]
}

extension ColorSchemeRule: ScannerRule {
    typealias Analysis = ColorSchemeAnalysis
}
