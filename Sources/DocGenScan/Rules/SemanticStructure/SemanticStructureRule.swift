import DocGenCore

/// WCAG 1.3.1 Info and Relationships and 2.4.6 Headings and Labels: text that looks like a heading is one to
/// VoiceOver, and a row that shows one item is read as one element.
public struct SemanticStructureRule: AccessibilityRule {
    public static let id = "semantic-structure"
    public static let title = "Semantic structure"
    public static let criteria = ["1.3.1", "2.4.6"]
    public static let summary = "Text styled as a title is not a heading for VoiceOver, or a row's texts are read one by one."
    public static let description = """
        Headings: lists every .font(…) on text whose font is a title text style (.largeTitle, .title, .title2, \
        .title3, with any weight or design; UIKit .largeTitle, .title1–.title3) — directly, through \
        .system(.title), .custom(_:size:relativeTo: .title), UIFont.preferredFont(forTextStyle:), or a token \
        resolved to its definition across files and packages (Typography.pageTitle, theme.fonts.title, \
        Font.scaledTitle, a token function's text-style argument, a helper's style: argument as in \
        .font(style: .title2)). .headline is not a title style. A title font on an image, an input field, a \
        control's label (Button, NavigationLink, Link, Menu, Toggle, Picker — also through a helper modifier of the \
        scanned code that wraps the view in one, Button(action: action) { self }) or a Section header is no site; a \
        navigation title is a heading the system provides and no site either. A heading passes with \
        .accessibilityAddTraits(.isHeader) or .accessibilityHeading(…) on the text or a container around it, a \
        helper modifier that adds one (found through its definition), UIKit accessibilityTraits with .header on \
        the label; it passes as a value when the text shows a number or state rather than a heading \
        (Text(x, format:), a timer, monospaced digits, a numeric content transition, a value named stateText, \
        score, count…, or text a formatter computes: Units.formatTemperature(t), reading.humidity.map(f); the last \
        name of each path counts, so state.title is a title). A title font set on self in a View extension method \
        is judged at the method's uses: no site when every use styles a text field or a view hidden from VoiceOver. \
        Rows: an HStack or VStack that is the whole content of a ForEach, List or Section row — \
        written there, or the view of a helper or of a row view's body used there (decided at its uses in other \
        files; a view only ever used as a control's label is no row; a row view beside a selection mark in a row's \
        stack is the row; a list of type-erased views, ForEach(…) { i in rows[i] }, makes every view the project \
        wraps in AnyView(…) a row; uses in #Preview code do not count) — and shows two texts, or a text and an \
        informative image (two images, or one shown or chosen by a condition, as a selection checkmark), outside \
        controls (a helper modifier that makes the row a button's label included), is a site: each branch of an if/else is read on its own, Text + Text \
        is one text, a stack inside the row's stack is part of it, and a stack with a text field is a form field, \
        not a row. It passes when .accessibilityElement(children: .combine) \
        (or .ignore with a label) is on it, on its use, or in a helper modifier; a LabeledContent row passes. \
        Fix a heading with .accessibilityAddTraits(.isHeader); fix a row with \
        .accessibilityElement(children: .combine).
        """
    public static let optionKeys: [RuleOptionKey] = []

    static let heading = SeverityRuleDescription("heading", .medium, "text styled as a title without the header trait")
    static let row = SeverityRuleDescription("row", .low, "rows whose title and value texts are read one by one")
    public static let severityRules: [SeverityRuleDescription] = [heading, row]

    public typealias Reason = SemanticStructureReason

    public static let triggeringExamples = [
        "struct V: View {\n    var body: some View { Text(\"Trips\").↓font(.largeTitle.bold()) }\n}",
        "enum Typography { static let pageTitle = Font.title2.weight(.semibold) }\n"
            + "struct V: View {\n    var body: some View { Text(\"Profile\").↓font(Typography.pageTitle) }\n}",
        "import UIKit\nfinal class Header: UIView {\n    let title = UILabel()\n"
            + "    func setUp() { title.↓font = .preferredFont(forTextStyle: .title1) }\n}",
        "struct V: View {\n    let trips: [Trip]\n    var body: some View {\n        List(trips) { trip in\n"
            + "            ↓HStack {\n                Text(trip.name)\n                Spacer()\n                Text(trip.dates)\n            }\n        }\n    }\n}",
    ]

    public static let nonTriggeringExamples = [
        "struct V: View {\n    var body: some View { Text(\"Trips\").font(.largeTitle).accessibilityAddTraits(.isHeader) }\n}",
        "struct V: View {\n    var body: some View { Text(\"Details\").font(.headline) }\n}",
        "struct V: View {\n    let score: Int\n    var body: some View { Text(score, format: .number).font(.largeTitle) }\n}",
        "struct V: View {\n    var body: some View { Button { go() } label: { Text(\"Start\").font(.title2) } }\n}",
        "struct V: View {\n    let trips: [Trip]\n    var body: some View {\n        List(trips) { trip in\n"
            + "            HStack {\n                Text(trip.name)\n                Text(trip.dates)\n            }\n"
            + "            .accessibilityElement(children: .combine)\n        }\n    }\n}",
        "struct V: View {\n    var body: some View { Form { Section { LabeledContent(\"Version\", value: \"2.1\") } } }\n}",
    ]
}

extension SemanticStructureRule: ScannerRule {
    typealias Analysis = SemanticStructureAnalysis
}
