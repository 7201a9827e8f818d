import DocGenCore

/// WCAG 1.1.1 Non-text Content and 4.1.2 Name, Role, Value: images are labelled or hidden, controls have a
/// name and a role VoiceOver can read.
public struct VoiceOverRule: AccessibilityRule {
    public static let id = "voiceover"
    public static let title = "VoiceOver labels"
    public static let criteria = ["1.1.1", "4.1.2"]
    public static let summary = "An image, an image-only button or a tappable view has no name or role for VoiceOver."
    public static let description = """
        Lists every Image(_:), Image(systemName:) and Image(uiImage:), every Button, NavigationLink, Link, Menu, Toggle or ShareLink whose label is only an image, \
        and every .onTapGesture on a view that is not a button. An image passes with .accessibilityLabel, \
        .accessibilityHidden(true), Image(decorative:), a helper modifier of the scanned code that applies one \
        of these (found through its definition), or an enclosing element that supplies the label: a Label, a \
        Button with a title, a container with .accessibilityElement(children: .combine or .ignore) and a label, \
        or a hidden container. An image-only button needs an accessibility label (on the button or its image); \
        a tap gesture needs .accessibilityAddTraits(.isButton) or an accessibility action. Fix a failure by \
        labelling the element, hiding it when it is decorative, or using a Button.
        """
    public static let optionKeys: [RuleOptionKey] = []

    static let control = SeverityRuleDescription("control", .high, "controls: image-only buttons and tappable views")
    static let informativeImage = SeverityRuleDescription("informative-image", .medium, "images that carry information")
    static let other = SeverityRuleDescription("other", .low, "the rest: images in backgrounds, overlays and masks")
    public static let severityRules: [SeverityRuleDescription] = [control, informativeImage, other]

    public typealias Reason = VoiceOverReason

    public static let triggeringExamples = [
        "struct V: View {\n    var body: some View { ↓Image(\"hero\").resizable() }\n}",
        "struct V: View {\n    var body: some View { ↓Button(action: close) { Image(systemName: \"xmark\") } }\n}",
        "struct V: View {\n    var body: some View { Text(\"More\").↓onTapGesture { open() } }\n}",
        "struct V: View {\n    var body: some View { HStack { ↓Image(\"badge\"); Text(\"Rated\") }.accessibilityElement(children: .combine) }\n}",
        "struct V: View {\n    let on: Bool\n    var body: some View { ↓Image(systemName: on ? \"bell.fill\" : \"bell.slash\") }\n}",
        "final class V: UIView {\n    func build() {\n        let close = ↓UIButton(type: .system)\n"
            + "        close.setImage(UIImage(systemName: \"xmark\"), for: .normal)\n        addSubview(close)\n    }\n}",
    ]

    public static let nonTriggeringExamples = [
        "struct V: View {\n    var body: some View { Image(systemName: \"star.fill\").accessibilityLabel(\"Favourite\") }\n}",
        "struct V: View {\n    var body: some View { Image(decorative: \"divider\") }\n}",
        "struct V: View {\n    var body: some View { Image(systemName: \"leaf\") }\n}",
        "final class V: UIView {\n    func build() {\n        let close = UIButton(type: .system)\n"
            + "        close.setImage(UIImage(systemName: \"xmark\"), for: .normal)\n        close.accessibilityLabel = \"Close\"\n    }\n}",
        "struct V: View {\n    var body: some View { Label(\"Settings\", systemImage: \"gear\") }\n}",
        "struct V: View {\n    var body: some View { Button(\"Close\", systemImage: \"xmark\", action: close) }\n}",
        "struct V: View {\n    var body: some View { Text(\"More\").onTapGesture { open() }.accessibilityAddTraits(.isButton) }\n}",
        "extension View { func decorative() -> some View { accessibilityHidden(true) } }\n"
            + "struct V: View {\n    var body: some View { Image(systemName: \"sparkles\").decorative() }\n}",
    ]
}

extension VoiceOverRule: ScannerRule {
    typealias Analysis = VoiceOverAnalysis
}
