import DocGenCore

/// WCAG 1.4.4 Resize Text: every font follows the Larger Text (Dynamic Type) setting.
public struct DynamicTypeRule: AccessibilityRule {
    public static let id = "dynamic-type"
    public static let title = "Dynamic Type"
    public static let criteria = ["1.4.4"]
    public static let summary = "A font keeps its size when the person chooses larger text."
    public static let description = """
        Sites: every .font(…) (with or without a leading dot, also with an implicit self in view helpers), every \
        `label.font = …` (and `font = …` of a label subclass or a local), every .font attribute of an attributes \
        dictionary whose font is a parameter of the function around it ([.font: font] in a highlighter given its font: \
        a wrapper, judged by what its callers pass; not in one only used to measure text with size(withAttributes:) \
        or boundingRect; a token or a construction there is judged where it is defined or written), every Font/UIFont construction wherever it \
        is — .system(size:) and .system(.body, …), .custom(_:size:), UIFont.systemFont(ofSize:) and the other \
        system fonts, UIFont(name:size:), UIFont(descriptor:size:), .preferredFont(forTextStyle:), font.withSize(_:) \
        — in a .font value or an assignment (a second site with the same verdict), a token's definition, a helper's \
        return or a local (not one written as a statement of its own, label.font.withSize(15), whose value is \
        dropped); every @ScaledMetric; and .lineLimit(1) with a fixed frame(height:), which clips large text. \
        Scales: text styles (.body, .system(.title)), Font.custom(_:size:) (it scales with body) and \
        custom(_:size:relativeTo:), a size from UIFontMetrics.scaledValue(for:) or a font from \
        UIFontMetrics(…).scaledFont(for:) (also a base font held in a local the same body passes to scaledFont(for:)), a size read from an instance @ScaledMetric of a View, ViewModifier or \
        DynamicProperty. UIKit: a text style or UIFontMetrics font on a label, field, text view or button fails \
        unless it sets adjustsFontForContentSizeCategory = true (it stays at the size it had when set); on \
        attributes or a layer the font is judged alone, and a CATextLayer's `layer.font = CGFont(…)` by the \
        `layer.fontSize` its type sets. Does not scale: a literal size, a size from a constant or \
        a ternary of constants, a field of a constant (iconSize.width of a CGSize(width: 28, height: 28), \
        Size.large.metrics.fontSize of a property returning a tuple), a size copied from a font's pointSize \
        (boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title1).pointSize): the number stays when the text \
        size changes; the preferredFont read only for it fails with it), Font.custom(_:fixedSize:), a size from a static @ScaledMetric or one declared \
        outside a view, a label's font copied from another label given a fixed one. Exempt: a fixed size on an SF \
        Symbol or image hidden from accessibility (.accessibilityHidden(true) on it or a container, \
        Image(decorative:), or a symbol view every use of which in its file is hidden): decoration, not text. \
        Clamped: a font that scales fails under a .dynamicTypeSize(…) on it or a container whose largest size is below \
        the accessibility sizes (...DynamicTypeSize.xxxLarge or less), and under .environment(\\.dynamicTypeSize, S) \
        or .environment(\\.sizeCategory, S) pinning one such size: the text stops growing before 200%. \
        A size of 1 pt or less on a construction is a placeholder (a face kept to be resized, UIFont(name: \
        "Serif", size: 1)) and a size read from pointSize in a UIFont method keeps the size of the font it is called \
        on: both pass, the font that gives the size is judged where it is made. \
        Sizes are read by their \
        structure: arithmetic and min/max scale when one operand scales. Tokens (Typography.h1, \
        theme.typography.body, Font.appTitle) are resolved across files and indexed packages (`--index`, SwiftPM \
        checkouts); a token's every possible value is judged (every return of its getter or function, every \
        branch, for a stored property without a value what its type's initializers assign (a parameter's default \
        for `self.font = font`), private helpers with their parameters bound to the arguments), and a font or size read from a \
        parameter is judged by what the callers in the same file pass, or — for a font parameter of a function no \
        call in its file reaches — by what its calls in other files pass (Highlighter.highlight(text, font: \
        Editor.font), made on its type or from inside it) (a size parameter of a helper that no scanned \
        file calls is a raw point size: fixed). A use inherits its definition's verdict \
        and names it, and the definition is reported once with the number of its uses. What cannot be resolved \
        is unknown, naming what is missing. Fix a failure with a text style, a size from an instance \
        @ScaledMetric or UIFontMetrics, and adjustsFontForContentSizeCategory = true on UIKit labels.
        """
    public static let optionKeys: [RuleOptionKey] = []

    static let text = SeverityRuleDescription("text", .high, "body, label, button and form text (Text, Button, Label, TextField, a container of text, UILabel)")
    static let titleText = SeverityRuleDescription(
        "title", .medium, "titles and numbers shown large: title text styles, sizes of 24 pt or more, tokens and labels named title, heading, headline, display, hero or large")
    static let symbol = SeverityRuleDescription("symbol", .medium, "SF Symbols and images shown to VoiceOver, and @ScaledMetric sizes")
    static let decorativeSymbol = SeverityRuleDescription(
        "decorative-symbol", .low, "SF Symbol sizing on images hidden from accessibility or decorative")
    static let clipping = SeverityRuleDescription("clipping", .medium, ".lineLimit(1) together with a fixed frame(height:) on text")
    public static let severityRules: [SeverityRuleDescription] = [text, titleText, symbol, decorativeSymbol, clipping]

    public typealias Reason = DynamicTypeReason

    public static let triggeringExamples = [
        "struct V: View {\n    var body: some View { Text(\"Hi\").↓font(.↓system(size: 17)) }\n}",
        "enum Typography { static let h1 = Font.↓system(size: 32) }\nstruct V: View {\n    var body: some View { Text(\"Hi\").↓font(Typography.h1) }\n}",
        "struct V: View {\n    var body: some View { Text(\"Hi\").↓font(.↓custom(\"Avenir\", fixedSize: 15)) }\n}",
        "enum Metrics { @↓ScaledMetric static var icon: CGFloat = 20 }\nstruct V: View {\n    var body: some View { Image(systemName: \"star\").↓font(.↓system(size: Metrics.icon)).accessibilityLabel(\"Star\") }\n}",
        "import UIKit\nfinal class Cell: UITableViewCell {\n    let title = UILabel()\n    func setUp() {\n        title.adjustsFontForContentSizeCategory = true\n        title.↓font = UIFont.↓systemFont(ofSize: 15)\n    }\n}",
        "import UIKit\nfinal class Cell: UITableViewCell {\n    let detail = UILabel()\n    func setUp() { detail.↓font = UIFont.↓preferredFont(forTextStyle: .body) }\n}",
        "struct V: View {\n    var body: some View { Text(\"Hi\").font(.body).↓lineLimit(1).frame(height: 20) }\n}",
        "import UIKit\nfinal class Cell: UITableViewCell {\n    let detail = UILabel()\n    func setUp() {\n        detail.adjustsFontForContentSizeCategory = true\n        detail.↓font = .↓boldSystemFont(ofSize: UIFont.↓preferredFont(forTextStyle: .body).pointSize)\n    }\n}",
    ]

    public static let nonTriggeringExamples = [
        "struct V: View {\n    var body: some View { Text(\"Hi\").font(.headline).bold() }\n}",
        "struct V: View {\n    @ScaledMetric private var icon: CGFloat = 20\n    var body: some View { Image(systemName: \"star\").font(.system(size: icon)).accessibilityLabel(\"Star\") }\n}",
        "struct V: View {\n    var body: some View { Text(\"Hi\").font(.custom(\"Avenir\", size: 15, relativeTo: .body)) }\n}",
        "import UIKit\nfinal class Cell: UITableViewCell {\n    let title = UILabel()\n    func setUp() {\n        title.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: \"Avenir\", size: 15)!)\n        title.adjustsFontForContentSizeCategory = true\n    }\n}",
        "struct V: View {\n    var body: some View { Text(\"Hi\").font(DesignKit.Fonts.external) }\n}",
        "struct Seal: View {\n    var body: some View { Image(systemName: \"seal\").font(.system(size: 40)) }\n}\nstruct V: View {\n    var body: some View { VStack { Seal().accessibilityHidden(true); Text(\"Empty\").font(.body) } }\n}",
    ]

    /// Whether a token or label name says it is a title or a large number.
    static func isTitleName(_ name: String) -> Bool {
        let last = (name.split(separator: ".").last.map(String.init) ?? name).lowercased()
        if last == "titlelabel" { return false }
        return ["title", "heading", "headline", "display", "hero", "large", "h1", "h2", "banner", "score"].contains { last.contains($0) }
    }
}

extension DynamicTypeRule: ScannerRule {
    typealias Analysis = DynamicTypeAnalysis
}
