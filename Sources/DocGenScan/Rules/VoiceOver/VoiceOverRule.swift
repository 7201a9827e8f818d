import DocGenCore

/// WCAG 1.1.1 Non-text Content and 4.1.2 Name, Role, Value: images are labelled or hidden, controls have a
/// name and a role VoiceOver can read.
public struct VoiceOverRule: AccessibilityRule {
    public static let id = "voiceover"
    public static let title = "VoiceOver labels"
    public static let criteria = ["1.1.1", "4.1.2"]
    public static let summary = "An image, an image-only control or a tappable view has no name, role or state VoiceOver can read."
    public static let description = """
        Judges images, controls and tap gestures as VoiceOver speaks them. Sites: every Image(_:), Image(systemName:), \
        Image(uiImage:) and Label(_:systemImage:) that is not a control's whole label (Image(named:) is no SwiftUI view: \
        a UIKit image under a local typealias Image = UIImage, as generated asset code writes it); every image view given a URL that \
        the scanned code does not declare (AsyncImage(url:), an image-loading package's LazyImage(url:), KFImage(source) \
        or RemoteImage.url(…)), whose loaded picture has no name of its own unless the content closure labels or hides \
        the image it is given (phase.image.accessibilityLabel(title), not a placeholder's label); every Button, NavigationLink, Link, \
        Menu, Toggle, ShareLink or control component of the scanned code whose label is not plainly text (the control is \
        the site, not its image); every Slider with no label view (Slider(value: $level, in: 0...1), or an EmptyView \
        label; a trailing closure that takes a parameter is onEditingChanged), which fails unless an accessibility label \
        on it or a container, or a LabeledContent around it, names it: a title shown above a slider is an element of its \
        own (in UIKit, every UISlider() made in code, which fails unless its accessibilityLabel is set, it is hidden, or \
        the view holding it is one labelled element; one kept under no name is unknown); every .onTapGesture on a view that is not a control (a TextField, SecureField or TextEditor is one, and so is \
        the body of a ToggleStyle or ButtonStyle: a tap there is the control's own); and in UIKit code every \
        image view (UIImageView, or a subclass of it the scanned code declares, made in code or an @IBOutlet), \
        UIImage(named:) or UIImage(resource:) shown in one, UIButton (a subclass, an @IBOutlet) given only an image (also \
        through its configuration: config.image set and no config.title), UIBarButtonItem(image:), a \
        UIBarButtonItem(customView: close) whose button a helper function of the scanned code makes with only an image \
        (let close = makeCloseButton(imageName: "x"), judged by a label given to the button or the item there, else as \
        the helper's button is) and UITapGestureRecognizer. A button class of the scanned code that gives itself only an \
        image is a site where it is declared and wherever code makes one (let bell = BellButton(frame: .zero)), judged \
        there by a label given to it, else as its class is; an @IBOutlet of such a class is unknown unless the class \
        chooses its picture by a state (it fails). A label the class copies from a property of its own (if let onLabel = \
        onAccessibilityLabel { accessibilityLabel = onLabel }) names a button only where code sets that property. A button of a class that shows nothing of its own (one that only \
        re-tints the picture it is given) is judged where code makes it as a UIButton is: given only an image and no label, it fails. \
        In CarPlay code, every CPListItem, CPGridButton, CPBarButton, \
        template action button (CPButton, CPTextButton), CPNowPlayingImageButton and image-row element (CPListImageRowItemCondensedElement, …) made in code is a site.

        A system symbol outside a control that shows no state passes with a low advisory (VoiceOver reads the symbol's \
        own name; hide it if it is decoration). It fails when it carries a state that nothing says: chosen, coloured or \
        shown by a condition or a computed property (a selection checkmark, a trend arrow) with no accessibility label, \
        value or text shown under the same condition (for an image chosen both ways by a ternary, a text shown when the test \
        fails says it too: if !alerts.isEmpty { Text("Needs attention") } beside alerts.isEmpty ? ok : warning); a label written in the branch that shows the image, or a Label's \
        title (unless the title is fixed and only the icon is chosen: Label(feature, systemImage: supported ? \
        "checkmark" : "xmark") fails, since VoiceOver reads a Label's title and not its icon), says it, and the same image shown in both branches of a condition is no state. An accessibility label of \
        the image's own (or of the control it is in) names it, state and all; a label of a container around it must say \
        the state. An image in a branch with no else that shows text of its own (a row shown when there is something to \
        show) comes and goes with that text and marks no state (so does a view property holding the image and a text, \
        shown as if locked { lockNotice }), a view property shown both when a test holds and when it fails (if failed { \
        fileCard; retry } else { spinner; fileCard }) shows no state of that test, nor does a colour chosen by a capability flag \
        (canSend ? tint : .secondary). An asset image \
        (Image("name"), Image(uiImage:)) with no label fails: VoiceOver reads its file name.

        An image passes with .accessibilityLabel, .accessibilityHidden(true) (not .accessibilityHidden(condition), which \
        hides it only sometimes), .hidden(), Image(decorative:), a helper modifier of \
        the scanned code that applies one of these (found through its definition), or an element that names it: a \
        Label or a tab item with a title, a control whose label has text (a Text, a Label, or a view of the scanned code \
        that shows text, followed across files, through a parameter's declared type (target.icon) and a loop's element \
        (kind.label)), a container with .accessibilityElement(children: .combine or .ignore) \
        and a label, a container with a label and no .accessibilityElement of its own (a label worked out in place or by \
        a computed property of the view can say a state), or a hidden container. A view of the scanned code is judged where it is shown, across files; a view that UIKit code hosts \
        (UIHostingController(rootView: Screen().toolbar { … }), also through AnyView or a local it names) is shown alone; one \
        that cannot be resolved (a view from a package) makes the site unknown, never a failure. \
        What a call passes to a view of the scanned code (YarnRow(name: n) { Image("ball") }) is judged where that call is \
        shown, not wherever the view is used; a trailing closure fills the first closure parameter after the arguments \
        written before it; a view kept in a local constant (let cancel = Image(systemName: "xmark"), or a closure run in \
        place that returns one) shows what its value shows, also when it is passed on by name to a function's some View \
        parameter, and AnyView(view) shows its view. The control is the row: an image that is part of a control's label, wherever the label is \
        written (inline, a view property or function, a button or toggle style, a helper view or a view passed to a \
        component), is no site of its own; the control is the site, and one whose label is only images fails once. \
        Written outside the control's own code, such an image is read with the control's text, except a selection mark: \
        a control whose label shows a view of the scanned code that marks a selection by an image alone (a checkmark, \
        tick or radio image, or one shown under a test of a selection: if isSelected, if item.id == chosen) fails \
        (unsaid-state) unless an .isSelected trait, a value or an accessibility label of its own says it. \
        accessibilityIdentifier is not a label. An image-only control needs an accessibility label (on the control or \
        its image). A control component is one whose view is a control (also inside a toolbar item, or in every branch \
        that shows something: a switch's default: EmptyView() does not count), or a custom slider: a view that shows only shapes and whose drag gesture \
        writes a @Binding of its own (value = picked(at: drag.location.x)) with no accessibilityAdjustableAction or \
        accessibilityRepresentation in its body, which each place that shows it must name (and make adjustable); a navigation link driven by a binding \
        that shows nothing (NavigationLink("", isActive:), an EmptyView label) is no control. A call of a view that holds \
        a control nothing names (an icon-only button) acting through a closure the view keeps (let onRemove: () -> Void; \
        Button(action: onRemove) { Image(systemName: "xmark") }, also through a helper function of the view given it: \
        arrow("chevron.up", action: onUp)) is a control site when the call passes that closure (by \
        its label, or a trailing closure for the view's last closure property): the call configures the control and \
        fails with it; a call that passes no such closure shows a composite view, no control. A tap gesture needs .accessibilityAddTraits(.isButton) (on a loaded image, the content closure may give it to the \
        image value it is given); an accessibility action alone does not say \
        it is a button; a tap that only puts the keyboard away, or does nothing, is not a control; a tap in a view of \
        the scanned code that every place showing the view hides is hidden with it.

        UIKit views are judged by what the file says about them through the name they are kept under: \
        accessibilityLabel, isAccessibilityElement = false or accessibilityElementsHidden (hidden), accessibilityTraits \
        with .button for a tapped view, a title for a button, and a view that makes itself one element \
        (isAccessibilityElement = true with a label or value, or a table cell, one element by default, that gives itself a \
        label) for the image views and buttons inside it (a state one of \
        those shows is said when that label is composed by a function of the type's own or an interpolation that tests \
        the same condition: badge.isHidden = !item.isFavourite, and the label's function reads isFavourite). An image view \
        is silent by default: UIKit does not expose it to VoiceOver unless it is made an accessibility element, so one \
        that is not, and shows no state, passes (not-an-element), however it is laid out. It fails when it is made an \
        element with no label; when its image is chosen or tinted by a condition (a ternary, different images or tints \
        in the branches of an if or switch, a fixed image set in a branch that sets no label's text there or in an if \
        nested in it), or it is shown or hidden by one \
        (isHidden = !selected, or isHidden set in the branches of an if that sets no label's text there), in its own \
        file or in another that reaches it through a typed local (let cell = … as! BadgeCell; cell.badge.isHidden = …), \
        with no label (unsaid-state); and when it stands for the screen's title (navigationItem.titleView = logo) with \
        no label (image-as-title). A state is said when a text or another view's accessibility label set beside the \
        toggle is chosen by a ternary on the same flag (tick.isHidden = !picked beside box.accessibilityLabel = picked ? \
        unpick : pick). A picture that is content (passed to an image loader, avatar.kf.setImage(with: url), or a copy of \
        another view's image) shows no state by being shown, hidden or made under a condition; a switch over the theme \
        (switch activeTheme) chooses no state. A UIBarButtonItem(image:) whose image a condition chooses (let folder = unlocked ? \
        open : locked) and whose accessibility label is one fixed string shows a state it never says (unsaid-state). A cell's accessory view (a chevron) shows a state only when its picture is chosen; an \
        image view drawn inside a button's image (button.imageView?.addSubview(tick)) is part of the button. An \
        @IBOutlet button that code does not label is unknown, since its storyboard or XIB is not scanned, unless code \
        chooses its image by a state (setImage(playing ? pause : play)), which no storyboard label can say: it fails. \
        A picture chosen in another file in the branches of an if (if device.isTV { cell.icon.image = … } else { … }) or \
        tinted there is a state; a switch over the row's kind is not, and a picture chosen by a ternary beside a text \
        chosen with it (title.text = on ? "Remove" : "Add") is said by that text, as it is beside a call that passes the \
        ternary's condition to a function of the file that sets an accessibility label (updatePhotoLabel(picked: picked)). A UIImage(named:) assigned to the image \
        view kept in a member of another view (cell.kindIcon.image = UIImage(named: "loom-floor")) is a site judged by \
        what its file does with that member: set in a branch of an if that sets no label's text, chosen by a ternary, or \
        the member shown and hidden by a condition, it shows a state (unsaid-state); otherwise it is not an element.

        An image chosen only by the light or dark appearance (Theme.isDark ? "chart_dark" : "chart", \
        traitCollection.userInterfaceStyle == .dark, colorScheme == .dark in an Image's name) is the same picture for \
        another background, no state; a comparison of two values (theme == selectedTheme in a theme picker) still is one.

        CarPlay draws its templates and VoiceOver reads each item or button by its text or title (titled-control): one \
        with only an image (CPBarButton(image:), CPButton(image:) with no title set, CPNowPlayingImageButton, CPGridButton(titleVariants: []), \
        CPListItem(text: nil, …) given an image) fails unless an accessibilityLabel is set (unlabelled-button). An item \
        whose image alone switches with a state (image: isSelected ? check : nil) fails (unsaid-state) unless an \
        accessibilityValue, or a detail text made from what the condition tests (detailText: order.map { … } beside \
        image: order == nil ? area : check), says it; a picture shown at all by a flag (let art = showArtwork ? cover : \
        nil) is content. An item made empty and stored under another name (let row = CPListItem(text: nil, detailText: \
        nil); tideItem = row) is judged with what the file sets on that name later (tideItem?.setText(…)); one given \
        neither text nor image is no site. The system's own now-playing buttons (rate, shuffle, repeat) name themselves \
        and are no sites.

        A ClockKit complication is read from its providers: every picture given to an image provider \
        (CLKImageProvider(onePieceImage: UIImage(named: "mark")!), CLKFullColorImageProvider(fullColorImage:)) is a site. It \
        passes when the provider gets an accessibilityLabel, or when the template it is given to also gets a text provider \
        (textProvider:, headerTextProvider:), which names the complication (complication-text); in an image-only template \
        (a logo that stands for the app) it fails (unlabelled-image). An empty picture (UIImage()) is no site.

        Fix a failure by labelling the element, hiding it when it is decorative, saying a state in its label or value, \
        or using a Button.
        """
    public static let optionKeys: [RuleOptionKey] = []

    static let control = SeverityRuleDescription("control", .high, "controls: image-only buttons and tappable views")
    static let informativeImage = SeverityRuleDescription("informative-image", .medium, "images that carry information")
    static let other = SeverityRuleDescription("other", .low, "the rest: images in backgrounds and overlays (an image drawn only as a mask is no site), and system symbols that show no state (an advisory)")
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
        "final class V: UIView {\n    let lock = ↓UIImageView()\n    func update(locked: Bool) { lock.isHidden = !locked }\n}",
        "struct SourcePicker: View {\n    @State private var open = false\n    var body: some View {\n"
            + "        Button(\"Source\") { open = true }\n"
            + "            .sheet(isPresented: $open) { ↓Button { open = false } label: { Image(systemName: \"xmark\") } }\n    }\n}\n"
            + "struct V: View {\n    var body: some View { Form { ↓SourcePicker() } }\n}",
    ]

    public static let nonTriggeringExamples = [
        "struct V: View {\n    var body: some View { Image(systemName: \"star.fill\").accessibilityLabel(\"Favourite\") }\n}",
        "struct V: View {\n    var body: some View { Image(decorative: \"divider\") }\n}",
        "struct V: View {\n    var body: some View { Image(systemName: \"leaf\") }\n}",
        "final class V: UIView {\n    func build() {\n        let close = UIButton(type: .system)\n"
            + "        close.setImage(UIImage(systemName: \"xmark\"), for: .normal)\n        close.accessibilityLabel = \"Close\"\n    }\n}",
        "final class V: UIView {\n    func build() {\n        let icon = UIImageView(image: UIImage(named: \"anchor\"))\n"
            + "        addSubview(icon)\n    }\n}",
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
