import DocGenCore
import Foundation
import SwiftSyntax

/// The VoiceOver rule's analysis: each file is walked once (``LabelSites``), leaving the views it declares and
/// uses as notes; the notes of every file make the ``ComponentGraph``, through which `finish` judges what a file
/// could not decide alone: an image in a view of the scanned code judged where that view is shown, a control
/// whose label is such a view, a call of a control component, a tap on a view that gives itself the button trait.
struct VoiceOverAnalysis: RuleAnalysis {
    typealias Rule = VoiceOverRule
    typealias Notes = VoiceOverNotes
    typealias Context = ComponentGraph
    let options: RuleOptions

    init(options: RuleOptions) { self.options = options }

    /// A file is judged alone; the context serves `finish` only.
    static let judgeReadsContext = false

    func prepare(definers: DefinerFiles<NoData>, index: DefinitionIndex, notes: [VoiceOverNotes]?) -> ComponentGraph {
        guard let notes else { return ComponentGraph() }
        return ComponentGraph(notes: notes, index: index)
    }

    func judge(_ file: ParsedFile, context: ComponentGraph) -> FileJudgement<VoiceOverNotes, LabelDraft> {
        var sites = LabelSites(file: file)
        let (drafts, notes) = sites.judge()
        return FileJudgement(drafts: drafts, notes: notes)
    }

    func finish(_ drafts: [SiteDraft<LabelDraft>], context: ComponentGraph, index: DefinitionIndex) -> [RuleFinding<VoiceOverReason>] {
        let names = Set(drafts.lazy.flatMap(\.pending.helpers))
        let helpers = Dictionary(uniqueKeysWithValues: names.map { ($0, HelperModifier(named: $0, index: index)) })
        let resolver = ComponentResolver(graph: context)
        var findings: [RuleFinding<VoiceOverReason>] = []
        for draft in drafts {
            var site = draft.site
            let pending = draft.pending
            let helped = pending.helpers.lazy.compactMap { helpers[$0]?.reason(for: pending.shape) }.first
            var judged = FinishedDraft(resolver: resolver).reason(for: pending.outcome)
            guard judged.isSite else { continue }
            // A helper that labels or hides says more than the advisory a system symbol gets.
            if helped?.verdict == .pass, judged.reason?.verdict != .pass || judged.reason == .systemSymbol { judged.reason = helped }
            let failure: VoiceOverReason
            let rule: SeverityRuleDescription
            switch pending.shape {
            case let .image(decorativePlace):
                failure = .unlabelledImage
                rule = decorativePlace || judged.reason == .systemSymbol ? VoiceOverRule.other : VoiceOverRule.informativeImage
            case .button:
                failure = .unlabelledButton
                rule = VoiceOverRule.control
            case .tap:
                failure = .tapWithoutButtonTrait
                rule = VoiceOverRule.control
            }
            site.severity = options.severity(of: rule)
            findings.append(RuleFinding(site: site, reason: judged.reason ?? helped ?? failure))
        }
        return findings
    }
}

/// The reason of a draft once the graph is known, or that it is not a site after all.
struct FinishedDraft {
    let resolver: ComponentResolver
    /// How many control components deep the controls being judged are held (a picker's sheet holding a close button).
    var depth = 0
    typealias Terminal = ComponentResolver.Terminal
    /// Components held deeper than this are not followed (a component whose sheet shows the component again).
    static let maximumDepth = 3

    struct Judged {
        var isSite = true
        /// The reason; nil leaves it to a helper modifier, or the shape's failure.
        var reason: VoiceOverReason?

        static let notASite = Judged(isSite: false, reason: nil)
    }

    func reason(for outcome: LabelDraft.Outcome) -> Judged {
        switch outcome {
        case let .decided(reason):
            return Judged(reason: reason)
        case let .image(nature, placement):
            return image(nature, placement)
        case let .control(label, placement, unsaidState):
            return control(label: label, placement: placement, unsaidState: unsaidState)
        case let .componentCall(reference, arguments, placement):
            return componentCall(reference, arguments: arguments, placement: placement)
        case let .loadedImage(reference, placement):
            // Declared nowhere in the scanned code: a picture with no name of its own, judged as an image where it is shown.
            let declared = !(resolver.graph.resolver?.keys(of: reference, graph: resolver.graph).isEmpty ?? true)
                || resolver.graph.declaredNames.contains(reference.name)
            return declared ? componentCall(reference, arguments: [:], placement: placement) : image(.asset, placement)
        case let .subclass(type, scope, base, then):
            guard let index = resolver.graph.resolver?.index, let path = index.type(named: type, from: scope),
                  resolver.graph.subclasses[base]?.contains(path) == true else { return .notASite }
            return reason(for: then)
        case let .member(name, owner, reason):
            return Judged(reason: resolver.graph.statefulMembers[name]?.contains(owner) == true ? .unsaidState : reason)
        case let .buttonOfClass(type, scope, local, setMembers, outlet, alone):
            guard let path = resolver.graph.resolver?.index.type(named: type, from: scope) else { return .notASite }
            guard let reason = resolver.graph.imageButtonClasses[path] else {
                // A class that shows nothing of its own: the button is what its maker gives it (`setImage` alone, no label).
                if let alone, resolver.graph.buttonClasses[path]?.bare == true { return Judged(reason: alone) }
                return .notASite
            }
            if let local { return Judged(reason: local) }
            let facts = resolver.graph.buttonClasses[path]
            // `selectButton.onAccessibilityLabel = …`: the class copies it into its label.
            if let facts, !facts.labelProperties.isDisjoint(with: setMembers) { return Judged(reason: .labelled) }
            // Laid out in a storyboard that may label it, unless the class shows a state by its picture.
            if let outlet, reason.verdict == .fail { return Judged(reason: facts?.choosesImage == true ? .unsaidState : .unresolved("@IBOutlet:\(outlet)")) }
            return Judged(reason: reason)
        case let .selectionMarkIn(references, otherwise):
            let graph = resolver.graph
            let marked = references.contains { reference in
                graph.resolver?.keys(of: reference, graph: graph).contains(where: graph.selectionMarks.contains) == true
            }
            if marked { return Judged(reason: .unsaidState) }
            return otherwise.map { reason(for: $0) } ?? .notASite
        case let .madeBy(function, local):
            guard let reason = resolver.graph.imageButtonFactories[function] else { return .notASite }
            return Judged(reason: local ?? reason)
        case let .tapInHiddenView(key, fallback):
            let terminals = resolver.terminals(of: .open(.key(key)))
            let hidden = !terminals.isEmpty && terminals.allSatisfy { terminal in
                if case let .named(reason, _) = terminal { return reason == .hidden || reason.name == "hidden-by" }
                return false
            }
            return Judged(reason: hidden ? .hidden : fallback)
        case let .tapOn(reference, fallback):
            guard let resolver = resolver.graph.resolver else { return Judged(reason: fallback) }
            let trait = resolver.keys(of: reference, graph: self.resolver.graph).lazy.compactMap { self.resolver.graph.traits[$0] }.first
            return Judged(reason: trait ?? fallback)
        }
    }

    // MARK: images

    private func image(_ nature: ImageNature, _ placement: Placement) -> Judged {
        switch placement {
        case let .helper(name, label, inner):
            if resolver.isControlModifier(name) {
                return image(nature, .inControl(ControlLabel(kind: .control, content: label, saysState: false), outer: inner))
            }
            return image(nature, inner)
        case let .inControl(label, outer):
            let judged = reason(nature, at: .control(label, outer: resolver.terminals(of: outer)), direct: true)
            return judged.map { Judged(reason: $0) } ?? .notASite
        case let .open(hole):
            let terminals = resolver.terminals(of: .open(hole))
            let reasons = terminals.compactMap { reason(nature, at: $0, direct: false) }
            // Shown only in the labels of controls, wherever those labels are written: the controls are the sites.
            if reasons.isEmpty, !terminals.isEmpty { return .notASite }
            guard let combined = Self.combine(reasons) else { return Judged(reason: Placement.alone(nature)) }
            if combined.verdict == .pass, combined != .systemSymbol, combined != .stateSaidByText {
                return Judged(reason: .labelledWhereUsed(Self.display(hole)))
            }
            return Judged(reason: combined)
        case .named, .alone:
            return Judged(reason: LabelSites.decided(nature, placement))
        }
    }

    /// The reason an image of `nature` gets where it ends up shown; nil when it is part of the label of a control
    /// with no text, or shows a state only the control can say: the control is the site (the control is the row),
    /// wherever its label is written (inline, in a view property, a style, a helper view or a component's parameter).
    private func reason(_ nature: ImageNature, at terminal: Terminal, direct: Bool) -> VoiceOverReason? {
        switch terminal {
        case let .named(reason, saysState): return nature.needsStateSaid && !saysState ? .unsaidState : reason
        case .alone: return Placement.alone(nature)
        case let .unknown(name): return .unresolved(name)
        case let .control(label, outer):
            if label.kind == .control, resolver.verdict(of: label.content) == .noText { return nil }
            switch resolver.verdict(of: label.naming) {
            case .text:
                if nature.needsStateSaid, !label.saysState, !Self.named(outer, sayingState: true) {
                    // Inline, the control says the state is unsaid; written elsewhere, it is read with the control's text.
                    return direct ? nil : label.kind == .control ? .labelledButton : .unsaidState
                }
                return .labelledButton
            case .noText:
                // An option of a picker that shows only this image.
                return nature.needsStateSaid ? .unsaidState : .unlabelledImage
            case let .unknown(name):
                return .unresolved(name)
            }
        }
    }

    /// Whether every place a control is shown names it (and can say a state, when asked).
    private static func named(_ terminals: [Terminal], sayingState: Bool) -> Bool {
        !terminals.isEmpty && terminals.allSatisfy { terminal in
            if case let .named(_, says) = terminal { return says || !sayingState }
            return false
        }
    }

    /// One reason for a view shown in several places: the first failure, else the first unknown, else the first pass.
    static func combine(_ reasons: [VoiceOverReason]) -> VoiceOverReason? {
        reasons.first { $0.verdict == .fail } ?? reasons.first { $0.verdict == .unknown } ?? reasons.first
    }

    /// How a report names the view a hole belongs to: `Row.icon`, `Action.image`.
    static func display(_ hole: Hole) -> String {
        switch hole {
        case let .key(key):
            return key.split(separator: ".").suffix(2).joined(separator: ".")
        case let .argument(callee, label, _, _, _):
            return label.map { "\(callee.display).\($0)" } ?? callee.display
        }
    }

    // MARK: controls

    private func control(label: LabelContent, placement: Placement, unsaidState: Bool) -> Judged {
        switch resolver.verdict(of: label) {
        case .text:
            if unsaidState { return Judged(reason: .unsaidState) }
            return Judged(reason: .titledBy(Self.name(of: resolver.audible(label)) ?? "label"))
        case let .unknown(name):
            return Judged(reason: .unresolved(name))
        case .noText:
            let terminals = resolver.terminals(of: placement)
            if Self.named(terminals, sayingState: false), case let .named(reason, _)? = terminals.first {
                if case .open = placement { return Judged(reason: .labelledWhereUsed(Self.display(placement))) }
                return Judged(reason: reason)
            }
            return Judged(reason: nil)
        }
    }

    private static func display(_ placement: Placement) -> String {
        if case let .open(hole) = placement { return display(hole) }
        return "label"
    }

    /// The first view of the scanned code a label shows, to name it in the reason.
    private static func name(of content: LabelContent) -> String? {
        switch content {
        case let .view(reference): reference.display
        case let .together(parts), let .either(parts): parts.lazy.compactMap(name(of:)).first
        default: nil
        }
    }

    // MARK: control components

    /// A call that configures a control nothing names in the view it shows (a row whose icon-only end button calls the
    /// closure the call passes) takes the worst of its controls: it fails as that control does (README "Settled in round
    /// 5": a component holding several controls that the call configures).
    private func componentCall(_ reference: ViewRef, arguments: [String: LabelContent], placement: Placement) -> Judged {
        guard let resolver = resolver.graph.resolver else { return .notASite }
        let keys = resolver.keys(of: reference, graph: self.resolver.graph)
        // The call passes the closure an unnamed control of the view calls: it configures that control.
        let unnamed = keys.contains { key in !(self.resolver.graph.unnamedControls[key] ?? []).isDisjoint(with: arguments.keys) }
        guard let key = keys.first(where: { self.resolver.graph.controls[$0] != nil }), let label = self.resolver.graph.controls[key] else {
            // A view that only shows a control component's call (a close button wrapping the design system's icon button)
            // is that call, shown where this one is.
            if !unnamed, depth < Self.maximumDepth, let forward = keys.lazy.compactMap({ self.resolver.graph.forwards[$0] }).first,
               resolver.keys(of: forward.reference, graph: self.resolver.graph).contains(where: {
                   self.resolver.graph.controls[$0] != nil || self.resolver.graph.forwards[$0] != nil }) {
                if case let .named(reason, _)? = forward.named { return Judged(reason: reason) }
                return FinishedDraft(resolver: self.resolver, depth: depth + 1)
                    .componentCall(forward.reference, arguments: forward.arguments, placement: placement)
            }
            guard unnamed else { return .notASite }
            if case let .named(reason, _) = placement { return Judged(reason: reason) }
            return Judged(reason: .unlabelledButton)
        }
        if case let .named(reason, _) = placement { return Judged(reason: reason).worse(heldFailure(keys, component: reference)) }
        switch self.resolver.verdict(of: label, arguments: arguments) {
        case .text: return Judged(reason: unnamed ? .unlabelledButton : .titledBy(reference.name)).worse(heldFailure(keys, component: reference))
        case let .unknown(name): return Judged(reason: .unresolved(name))
        case .noText:
            let terminals = self.resolver.terminals(of: placement)
            if Self.named(terminals, sayingState: false), case let .named(reason, _)? = terminals.first { return Judged(reason: reason) }
            return Judged(reason: .unlabelledButton)
        }
    }
}

/// What a helper modifier of the scanned code (`.decorative()`, `.iconLabel("…")`, a function in an extension
/// of `View`) does for VoiceOver, read from the calls in its definition.
struct HelperModifier: Sendable {
    typealias Names = VoiceOverVocabulary
    let name: String
    /// `.accessibilityAddTraits(.isButton…)`.
    var addsButtonTrait = false
    /// `.accessibilityAction(…)` or `.accessibilityActions { … }`.
    var addsAction = false
    /// `.accessibilityHidden(true)`.
    var hides = false
    /// `.accessibilityLabel(…)`.
    var labels = false

    /// The helper `name` as the index defines it; one that is not a function of `View` does nothing.
    init(named name: String, index: DefinitionIndex) {
        self.name = name
        let symbol = SymbolReference(root: .type("View"), path: [name], scope: "", written: "." + name)
        guard let declaration = index.resolve(symbol), declaration.kind == .function,
              let syntax = index.syntax(of: declaration) else { return }
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            guard case let .identifier(called) = token.tokenKind, let call = token.namedCall else { continue }
            if called == Names.traitsModifier, let first = call.arguments.first?.expression.firstToken(viewMode: .sourceAccurate),
               first.tokenKind == .period, first.nextToken(viewMode: .sourceAccurate)?.text == Names.buttonTrait {
                addsButtonTrait = true
            }
            if Names.accessibilityActionModifiers.contains(called) { addsAction = true }
            if called == Names.hiddenModifier, call.firstUnlabeledArgument?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                hides = true
            }
            if called == Names.labelModifier { labels = true }
        }
    }

    /// The reason the helper gives a site of this shape, if it gives one.
    func reason(for shape: LabelDraft.Shape) -> VoiceOverReason? {
        switch shape {
        case .tap:
            if addsButtonTrait { return .buttonTraitBy(name) }
            if addsAction { return .accessibilityActionBy(name) }
        case .image, .button:
            if hides { return .hiddenBy(name) }
            if labels { return .labelledBy(name) }
        }
        return nil
    }
}
