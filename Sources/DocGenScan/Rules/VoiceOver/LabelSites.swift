import SwiftSyntax

/// A VoiceOver site as its file shows it: its verdict when the file decides it, else what the rest of the scan
/// must look up (where a view of the scanned code is shown, what it shows), and the helper modifiers
/// (`.decorative()`) whose definitions may label or hide it.
struct LabelDraft: Sendable {
    enum Shape: Sendable {
        case image(decorativePlace: Bool)
        case button
        case tap
    }

    enum Outcome: Sendable {
        /// Decided in the file (nil reason from a helper only).
        case decided(VoiceOverReason?)
        /// An image of this nature, shown as placed.
        case image(ImageNature, Placement)
        /// A control whose label shows `label`, placed as `placement`; `unsaidState` when an image in its label
        /// shows a state that the control's label cannot say.
        case control(label: LabelContent, placement: Placement, unsaidState: Bool)
        /// A call of a view of the scanned code or of a helper modifier: a site when it is a control.
        case componentCall(ViewRef, arguments: [String: LabelContent], placement: Placement)
        /// An image view that loads its picture from a URL (`AsyncImage(url:)`, a package's `LazyImage(url:)`): an image
        /// with no name of its own when the scanned code does not declare it, else a call of a view of the scanned code.
        case loadedImage(ViewRef, placement: Placement)
        /// A tap on a view of the scanned code, named by the trait its own view may have; `fallback` otherwise.
        case tapOn(ViewRef, fallback: VoiceOverReason?)
        /// A tap inside the view of type `key` that is judged `fallback`, unless every place the type is shown hides it.
        case tapInHiddenView(key: String, fallback: VoiceOverReason?)
        /// A view made from (or declared as) a type of the scanned code, judged as `reason` when that type is a
        /// subclass of `base` (`ThemedIcon: UIImageView`), else not a site.
        indirect case subclass(type: String, scope: String, base: String, then: Outcome)
        /// An image view kept in property `name` of type `owner` that its own file shows no state with: judged `reason`,
        /// unless another file toggles that member (`cell.badge.isHidden = !isMember`), which makes it an unsaid state.
        case member(name: String, owner: String, reason: VoiceOverReason)
        /// A view made from `type` in code and given no label, title or hiding where it is made: a site when `type` is a
        /// button class of the scanned code that gives itself only an image, judged as that class is; `local` is what the
        /// construction's own code says (a label), if anything; `setMembers` the members its code sets on it (a label the
        /// class copies from one of them names it); `outlet` when it is an @IBOutlet laid out in a storyboard or XIB.
        case buttonOfClass(type: String, scope: String, local: VoiceOverReason?, setMembers: Set<String> = [], outlet: String? = nil,
                           alone: VoiceOverReason? = nil)
        /// A control that shows views of the scanned code in its label and says no state of its own: `.unsaidState` when one
        /// of them shows a state by an image alone (a selection mark, ``ComponentGraph/selectionMarks``), else `otherwise`
        /// (nil: no site).
        indirect case selectionMarkIn([ViewRef], otherwise: Outcome?)
        /// A bar item wrapping a button that a helper function of the scanned code makes (`function`): a site when that
        /// helper makes an image-only button, judged by `local` (a label given here) or as the helper's button is.
        case madeBy(function: String, local: VoiceOverReason?)
    }

    var shape: Shape
    var outcome: Outcome
    /// Modifiers on the site's chain (and its containers') that are not SwiftUI's, to look up.
    var helpers: [String] = []
}

/// Finds the VoiceOver sites of one file: images, controls whose label is only an image, calls of control
/// components, and tap gestures on views that are not controls. The view code is walked once from each
/// declaration (``ViewWalker``); an image or control outside it (in a string interpolation, in code that is
/// not a view) is judged by what holds it in the file.
struct LabelSites {
    typealias Names = VoiceOverVocabulary
    let file: ParsedFile
    /// The tap facts of each chain, by its outermost call.
    private var tapChains: [SyntaxIdentifier: TapChain] = [:]
    private var natures: ImageNatures
    /// The declarations of the file whose own view shows an image with an unsaid state (``VoiceOverNotes/selectionMarks``).
    private var selectionMarks: Set<String> = []
    /// The declarations of the file that hold a control nothing names (``VoiceOverNotes/unnamedControls``).
    private var unnamedControls: [String: Set<String>] = [:]
    /// The controls each type of the file holds besides the one it is (``VoiceOverNotes/heldControls``).
    private var heldControls: [String: [LabelDraft]] = [:]

    init(file: ParsedFile) {
        self.file = file
        natures = ImageNatures(file: file)
    }

    /// Every site of the file, in source order, and the notes the rest of the scan needs.
    mutating func judge() -> (drafts: [SiteDraft<LabelDraft>], notes: VoiceOverNotes) {
        var walker = ViewWalker(file: file)
        walker.walkFile()
        var drafts: [SiteDraft<LabelDraft>] = []
        for token in file.identifiers(named: Names.siteNames) {
            guard let call = token.namedCall else { continue }
            let draft: LabelDraft?
            switch token.text {
            case Names.image: draft = call.isMemberCall ? nil : imageSite(call, walked: walker.images[call.id])
            case Names.tapGesture: draft = call.isMemberCall ? tapSite(call) : nil
            default:
                draft = call.isMemberCall ? nil : controlSite(call, walked: walker.controls[call.id])
                if let draft, let walked = walker.controls[call.id] { hold(draft, control: walked) }
            }
            if let draft { drafts.append(site(draft, at: token, call: call)) }
        }
        for control in walker.controls.values where !Names.siteNames.contains(control.call.calleeName ?? "") {
            guard let token = control.call.calleeToken, let draft = controlSite(control.call, walked: control) else { continue }
            hold(draft, control: control)
            drafts.append(site(draft, at: token, call: control.call))
        }
        for token in file.identifiers(named: [Self.slider]) {
            guard let call = token.namedCall, let draft = sliderSite(call) else { continue }
            drafts.append(site(draft, at: token, call: call))
        }
        let controlLabels = Set(walker.controls.values.flatMap { $0.labelImages.map(\.id) })
        for token in file.identifiers(named: [Names.label]) {
            guard let call = token.namedCall, let draft = stateIconLabelSite(call, inControlLabel: controlLabels.contains(call.id)) else { continue }
            drafts.append(site(draft, at: token, call: call))
        }
        for call in walker.componentCalls {
            let placement = call.named ?? call.placement
            let loads = Names.mayLoadImage(call.reference.name) && Names.loadsFromURL(call.call)
            let draft = loads
                ? LabelDraft(shape: .image(decorativePlace: call.decorative),
                             outcome: .loadedImage(call.reference, placement: call.named ?? ViewWalker.namesLoadedImage(call.call, file: file) ?? placement))
                : LabelDraft(shape: .button, outcome: .componentCall(call.reference, arguments: call.arguments, placement: placement))
            if !loads, let type = call.heldBy, !type.isEmpty { heldControls[type, default: []].append(draft) }
            drafts.append(site(draft, at: call.token, call: call.call))
        }
        var notes = walker.notes
        notes.selectionMarks = selectionMarks
        notes.unnamedControls = unnamedControls
        notes.heldControls = heldControls
        let uikit = UIKitSites(file: file)
        notes.statefulMembers = uikit?.statefulMembers() ?? [:]
        (notes.imageButtonClasses, notes.buttonClasses) = uikit?.imageButtonClasses() ?? ([:], [:])
        notes.imageButtonFactories = uikit?.imageButtonFactories() ?? [:]
        for (token, kind, node, draft) in uikit?.drafts() ?? [] {
            let argument = node.as(FunctionCallExprSyntax.self).map { Array($0.arguments).map(\.collapsedText).joined(separator: " ") } ?? ""
            let site = ScanSite.drafted(rule: VoiceOverRule.id, in: file, at: token, kind: kind,
                                        enclosing: file.ancestry.enclosingName(of: node), argument: argument)
            drafts.append(SiteDraft(site: site, pending: draft))
        }
        for (token, node, draft) in ClockKitSites(file: file)?.drafts() ?? [] {
            let site = ScanSite.drafted(rule: VoiceOverRule.id, in: file, at: token, kind: token.text,
                                        enclosing: file.ancestry.enclosingName(of: node), argument: "")
            drafts.append(SiteDraft(site: site, pending: draft))
        }
        for (token, node, draft) in CarPlaySites(file: file)?.drafts() ?? [] {
            let argument = node.as(FunctionCallExprSyntax.self).map { Array($0.arguments).filter { !$0.expression.is(ClosureExprSyntax.self) }
                .map(\.collapsedText).joined(separator: " ") } ?? ""
            let site = ScanSite.drafted(rule: VoiceOverRule.id, in: file, at: token, kind: token.text,
                                        enclosing: file.ancestry.enclosingName(of: node), argument: argument)
            drafts.append(SiteDraft(site: site, pending: draft))
        }
        return (drafts, notes)
    }

    /// Keeps a control a type's view holds besides the control the type is (the root of its `body`), for the calls of
    /// that type; the root of another view property (a toolbar item's button) is held like any other.
    private mutating func hold(_ draft: LabelDraft, control: WalkedControl) {
        guard let type = control.heldBy, !type.isEmpty, !(control.isComponentRoot && control.declaration == ComponentKey.type(type)) else { return }
        heldControls[type, default: []].append(draft)
    }

    private func site(_ draft: LabelDraft, at token: TokenSyntax, call: FunctionCallExprSyntax) -> SiteDraft<LabelDraft> {
        let argument = Array(call.arguments).filter { !$0.expression.is(ClosureExprSyntax.self) }.map(\.collapsedText).joined(separator: " ")
        let site = ScanSite.drafted(rule: VoiceOverRule.id, in: file, at: token, kind: token.text,
                                    enclosing: file.ancestry.enclosingName(of: Syntax(call)), argument: argument)
        return SiteDraft(site: site, pending: draft)
    }

    // MARK: images

    /// `Image(…)`: placed by the walk, or by what holds it in the file.
    private mutating func imageSite(_ call: FunctionCallExprSyntax, walked: WalkedImage?) -> LabelDraft? {
        if let first = call.labels.first, let label = first, Names.notSwiftUIImageLabels.contains(label) { return nil }
        if call.labels.first == Names.decorativeLabel { return LabelDraft(shape: .image(decorativePlace: false), outcome: .decided(.decorative)) }
        if call.labels.contains(Names.imageLabelArgument) { return LabelDraft(shape: .image(decorativePlace: false), outcome: .decided(.labelled)) }
        if Self.onlyMasks(call, file: file) { return nil }
        let modifiers = ViewChain(ExprSyntax(file.ancestry.chainTop(of: call))).modifiers
        guard let walked else { return unwalkedImage(call, modifiers: modifiers) }
        if let control = Self.controlLabelled(by: call, modifiers: modifiers), Self.namedByItsImage(control, file: file) { return nil }
        let shape = LabelDraft.Shape.image(decorativePlace: walked.decorative)
        let nature = natures.nature(of: call, modifiers: modifiers)
        let placement = walked.placement
        if case let .inControl(label, _) = placement, label.kind == .control {
            // An image in the label of a control of this declaration: the control is the site, unless the label's
            // text names the image, which passes.
            switch label.content.local {
            case .text?: if nature.needsStateSaid && !label.saysState { return nil }
            case .noText?: return nil
            default: break
            }
        }
        if nature.needsStateSaid, case let .open(.key(key)) = placement, ImageNatures.isSelectionMark(call) { selectionMarks.insert(key) }
        if let reason = Self.decided(nature, placement) { return LabelDraft(shape: shape, outcome: .decided(reason), helpers: walked.helpers) }
        return LabelDraft(shape: shape, outcome: .image(nature, placement), helpers: walked.helpers)
    }

    /// Whether an image is drawn only as a mask (`.mask(Image("heart"))`, `.mask { Image(…) }`, in a stack inside one):
    /// VoiceOver never meets it, so it is no site (README "Settled in round 6").
    static func onlyMasks(_ image: FunctionCallExprSyntax, file: ParsedFile) -> Bool {
        file.ancestry.viewNesting(around: image).containers.contains { container in
            switch container {
            case let .argument(owner), let .closure(_, owner, _): owner.isMemberCall && owner.calleeName == Names.mask
            }
        }
    }

    /// The control whose label closure shows `image` directly (`Button { Image(…).accessibilityLabel(…) }`), when the
    /// image has an accessibility label.
    static func controlLabelled(by image: FunctionCallExprSyntax, modifiers: [FunctionCallExprSyntax]) -> FunctionCallExprSyntax? {
        guard AccessibilityFacts(modifiers).label != nil, let closure = image.ancestor(ClosureExprSyntax.self),
              let owner = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              !owner.isMemberCall, Names.imageOnlyControls.contains(owner.calleeName ?? ""),
              LabelChains.labelClosure(of: owner)?.id == closure.id else { return nil }
        return owner
    }

    /// The reason an image gets where the file alone decides it.
    static func decided(_ nature: ImageNature, _ placement: Placement) -> VoiceOverReason? {
        switch placement {
        case let .named(reason, saysState): return nature.needsStateSaid && !saysState ? .unsaidState : reason
        case .alone: return Placement.alone(nature)
        case let .inControl(label, _):
            guard label.naming.local == .text else { return nil }
            return nature.needsStateSaid && !label.saysState ? .unsaidState : .labelledButton
        case .open, .helper: return nil
        }
    }

    /// An image outside the view code walked: named by its own modifiers, by what holds it in the file (a label, a
    /// titled control, a tab item, a labelled or hidden container), or read as it is.
    private mutating func unwalkedImage(_ call: FunctionCallExprSyntax, modifiers: [FunctionCallExprSyntax]) -> LabelDraft? {
        let nesting = file.ancestry.viewNesting(around: call)
        let facts = AccessibilityFacts(nesting.modifiers(around: call, counting: file.ancestry))
        let nature = natures.nature(of: call, modifiers: modifiers)
        if let own = facts.ownPlacement, let reason = Self.decided(nature, own) {
            return LabelDraft(shape: .image(decorativePlace: false), outcome: .decided(reason))
        }
        var decorativePlace = false
        for container in nesting.containers {
            switch container {
            case let .argument(owner):
                if owner.isMemberCall, Names.decorativeContainers.contains(owner.calleeName ?? "") { decorativePlace = true }
            case let .closure(closure, owner, chain):
                let name = owner.calleeName ?? ""
                if name == Names.label { return LabelDraft(shape: .image(decorativePlace: false), outcome: .decided(.inLabel)) }
                if Names.imageOnlyControls.contains(name), owner.memberBase == nil, LabelChains.labelClosure(of: owner)?.id == closure.id {
                    let titled = LabelChains.hasTitleArgument(owner) == true || LabelChains.builds(Names.titleViews, in: closure)
                    return titled ? LabelDraft(shape: .image(decorativePlace: false), outcome: .decided(.labelledButton)) : nil
                }
                if Names.decorativeContainers.contains(name), owner.isMemberCall { decorativePlace = true }
                if name == Names.tabItem, owner.isMemberCall, LabelChains.builds(Names.tabTitleViews, in: closure) {
                    return LabelDraft(shape: .image(decorativePlace: false), outcome: .decided(.inTabItem))
                }
                let around = AccessibilityFacts(ViewNesting.modifiers(around: owner, in: chain, counting: file.ancestry))
                if let placement = around.containerPlacement, let reason = Self.decided(nature, placement) {
                    return LabelDraft(shape: .image(decorativePlace: decorativePlace), outcome: .decided(reason))
                }
            }
        }
        return LabelDraft(shape: .image(decorativePlace: decorativePlace), outcome: .decided(Placement.alone(nature)), helpers: facts.helpers)
    }

    // MARK: controls

    /// A control met by the walk (or, outside view code, by the file): a site when its label is not plainly text,
    /// or when an image in its label shows a state the control does not say.
    private mutating func controlSite(_ call: FunctionCallExprSyntax, walked: WalkedControl?) -> LabelDraft? {
        if Self.isProgrammaticLink(call) { return nil }
        guard let walked else { return unwalkedControl(call) }
        if walked.isComponentRoot, Self.forwards(walked.label, file: file) { return nil }
        let unsaid = !walked.saysState && walked.labelImages.contains { image in
            let modifiers = ViewChain(ExprSyntax(file.ancestry.chainTop(of: image))).modifiers
            // An image with an accessibility label of its own is named by it, state and all.
            return !AccessibilityFacts(modifiers).ownSaysState && natures.nature(of: image, modifiers: modifiers).needsStateSaid
        }
        if let named = walked.named, case let .named(reason, saysState) = named {
            return LabelDraft(shape: .button, outcome: .decided(unsaid && !saysState ? .unsaidState : reason))
        }
        // A control whose label is only images, with no name of its own, acting through a closure its view keeps: a call of
        // that view configures it and shares its failure (README "Settled in round 5").
        if walked.label.local == .noText, walked.named == nil, walked.helpers.isEmpty,
           let declaration = walked.declaration, !labelledImage(in: call) {
            for (key, arguments) in configuringArguments(of: call, declaration: declaration) {
                unnamedControls[key, default: []].formUnion(arguments)
            }
        }
        // A selection mark shown by a view of the scanned code in the label (`Button { OptionRow(isSelected: on) }`) must be
        // said by the control: a value or `.isSelected` trait, or a label of its own.
        let marks = walked.saysState || walked.named != nil ? [] : walked.labelComponents
        switch walked.label.local {
        case .text?:
            if unsaid { return LabelDraft(shape: .button, outcome: .decided(.unsaidState)) }
            // Named only by the accessibility label of its image: the control is the site, and it passes.
            if Self.namedByItsImage(call, file: file) { return LabelDraft(shape: .button, outcome: .decided(.labelled)) }
            return marks.isEmpty ? nil : LabelDraft(shape: .button, outcome: .selectionMarkIn(marks, otherwise: nil))
        case .noText?:
            if case let .named(reason, _) = walked.placement { return LabelDraft(shape: .button, outcome: .decided(reason)) }
            if case .alone = walked.placement {
                return LabelDraft(shape: .button, outcome: .decided(labelledImage(in: call) ? .labelled : nil), helpers: walked.helpers)
            }
        default: break
        }
        if labelledImage(in: call) { return LabelDraft(shape: .button, outcome: .decided(.labelled)) }
        let control = LabelDraft.Outcome.control(label: walked.label, placement: walked.placement, unsaidState: unsaid)
        return LabelDraft(shape: .button, outcome: marks.isEmpty ? control : .selectionMarkIn(marks, otherwise: control), helpers: walked.helpers)
    }

    /// Whether a call is a navigation link driven by a binding that shows nothing (`NavigationLink("", isActive: $open)
    /// { Detail() }`, kept in a background): it only navigates when the binding says, and is no control to name.
    static func isProgrammaticLink(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "NavigationLink", call.labels.contains(where: { Names.programmaticLinkArguments.contains($0 ?? "") }) else { return false }
        if LabelChains.hasTitleArgument(call) == false { return true }
        guard let label = LabelChains.labelClosure(of: call), label.statements.count == 1,
              let only = label.statements.first?.item.as(FunctionCallExprSyntax.self) else { return false }
        return only.calleeName == "EmptyView"
    }

    /// Whether a control's label shows no title, only images one of which has an accessibility label.
    static func namedByItsImage(_ call: FunctionCallExprSyntax, file: ParsedFile) -> Bool {
        guard LabelChains.hasTitleArgument(call) != true, let label = LabelChains.labelClosure(of: call),
              !LabelChains.builds(Names.titleViews, in: label) else { return false }
        return labelledImage(in: call, file: file)
    }

    /// Whether a control's label content is its caller's (a parameter, `self`, a stored property of its type).
    static func forwards(_ content: LabelContent, file: ParsedFile) -> Bool {
        switch content {
        case let .view(reference):
            switch reference.kind {
            case .parameter: return true
            case let .member(owner):
                return file.declarations.contains { $0.kind == .property && $0.owner == owner && $0.name == reference.name && !$0.isComputed }
            default: return false
            }
        case let .together(parts), let .either(parts): return parts.contains { forwards($0, file: file) }
        default: return false
        }
    }

    /// Whether an image in a control's label has an accessibility label, which names the control.
    private func labelledImage(in call: FunctionCallExprSyntax) -> Bool { Self.labelledImage(in: call, file: file) }

    private static func labelledImage(in call: FunctionCallExprSyntax, file: ParsedFile) -> Bool {
        guard let label = LabelChains.labelClosure(of: call) else { return false }
        for token in label.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(Names.image) {
            guard let image = token.namedCall else { continue }
            if AccessibilityFacts(ViewChain(ExprSyntax(file.ancestry.chainTop(of: image))).modifiers).label != nil { return true }
        }
        return false
    }

    /// A control outside the view code walked: named by its title, its own modifiers or a label on its image.
    private func unwalkedControl(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        guard LabelChains.hasTitleArgument(call) != true, let label = LabelChains.labelClosure(of: call),
              !LabelChains.builds(Names.titleViews, in: label) else { return nil }
        let facts = AccessibilityFacts(file.ancestry.viewNesting(around: call).modifiers(around: call, counting: file.ancestry))
        if let named = facts.ownPlacement, case let .named(reason, _) = named { return LabelDraft(shape: .button, outcome: .decided(reason)) }
        if labelledImage(in: call) { return LabelDraft(shape: .button, outcome: .decided(.labelled)) }
        // `Button { … } label: { ActionRow(icon: "sort", title: title).padding() }` in code the walk does not reach (a
        // toolbar kept in a local): the label is a view of the scanned code, judged by what it shows.
        if label.statements.count == 1, let expression = label.statements.first?.item.as(ExprSyntax.self),
           case let .component(_, reference) = ViewScope(typePath: file.ancestry.typePath(of: Syntax(call))).classify(ViewChain(expression).root) {
            return LabelDraft(shape: .button, outcome: .control(label: .view(reference), placement: .alone, unsaidState: false), helpers: facts.helpers)
        }
        return LabelDraft(shape: .button, outcome: .decided(nil), helpers: facts.helpers)
    }

    // MARK: taps

    /// Whether a node lies in `makeBody(configuration:)` of a type declared a `ToggleStyle`, `ButtonStyle` or
    /// `PrimitiveButtonStyle`: the body of a control.
    private func isInControlStyle(_ node: some SyntaxProtocol) -> Bool {
        guard let member = file.ancestry.memberDeclaration(of: Syntax(node))?.as(FunctionDeclSyntax.self),
              member.name.text == Names.styleBody,
              let type = file.ancestry.innermostTypeDeclaration(of: Syntax(member))?.asProtocol(DeclGroupSyntax.self) else { return false }
        return type.inheritanceClause?.inheritedTypes.contains { Names.controlStyles.contains($0.type.trimmedText) } == true
    }

    /// `.onTapGesture { … }` on a view that is not a control: needs the button trait, on the view or a container.
    private mutating func tapSite(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        let nesting = file.ancestry.viewNesting(around: call)
        // The view the tap is on (the root of its chain), when that is not the tap itself.
        let tapped = nesting.own.first.flatMap { $0.id == call.id ? nil : $0 }
        if let tapped, !tapped.isMemberCall, Names.tappableControls.contains(tapped.calleeName ?? "") { return nil }
        // A tap inside a toggle or button style's body is the control's own (`configuration.isOn.toggle()`): VoiceOver
        // reads the control as one element, named by its label.
        if isInControlStyle(call) { return nil }
        if TapActions.isEmpty(call) { return LabelDraft(shape: .tap, outcome: .decided(.emptyTap)) }
        if TapActions.onlyDismissesKeyboard(call, in: file) { return LabelDraft(shape: .tap, outcome: .decided(.dismissesKeyboard)) }
        let top = nesting.own[nesting.own.count - 1].id
        let chain = tapChains[top] ?? TapChain(nesting, ancestry: file.ancestry)
        tapChains[top] = chain
        file.ancestry.count()
        var (reason, helpers) = chain.reason(forTapAt: call)
        // `LazyImage(url:) { state in state.image?.accessibilityAddTraits(.isButton) }.onTapGesture { … }`: the loaded image
        // carries the trait the content closure gives it.
        if Self.unsettled(reason), let tapped, let trait = ViewWalker.traitOfLoadedImage(tapped, file: file) { reason = trait }
        if Self.unsettled(reason), let tapped, !tapped.isMemberCall,
           case let .component(_, reference) = ViewScope(typePath: file.ancestry.typePath(of: Syntax(call))).classify(ExprSyntax(tapped)) {
            return LabelDraft(shape: .tap, outcome: .tapOn(reference, fallback: reason), helpers: helpers)
        }
        // A tap in a view that its callers may hide (`AvatarView(…).accessibilityHidden(true)`): decided where it is shown.
        let type = file.ancestry.typePath(of: Syntax(call))
        if Self.unsettled(reason), !type.isEmpty {
            return LabelDraft(shape: .tap, outcome: .tapInHiddenView(key: ComponentKey.type(type), fallback: reason), helpers: helpers)
        }
        return LabelDraft(shape: .tap, outcome: .decided(reason), helpers: helpers)
    }

    /// Whether a tap's chain left it without a reason or failing: the view it is on may still settle it.
    private static func unsettled(_ reason: VoiceOverReason?) -> Bool { reason == nil || reason?.verdict == .fail }
}
