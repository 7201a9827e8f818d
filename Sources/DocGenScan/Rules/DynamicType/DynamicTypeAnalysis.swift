import DocGenCore
import SwiftSyntax

/// A dynamic-type site as its file shows it.
struct FontDraft: Sendable {
    enum Shape: Sendable {
        /// `.font(…)` on a view of this role.
        case modifier(FontRole)
        /// `label.font = …`: whether the same receiver sets `adjustsFontForContentSizeCategory = true`, and whether
        /// the receiver is a UIKit text view (a label, field, text view or button) rather than attributes or a layer.
        case assignment(receiver: String, adjusts: Bool, textView: Bool)
        /// A `@ScaledMetric` declaration.
        case metric(isStatic: Bool, owner: String, conformsLocally: Bool)
        /// `.lineLimit(1)` with a `frame(height:)` of this size term.
        case clipping(FontTerm)
        /// A `Font`/`UIFont` construction that sets a size; `definition` names the token it defines.
        case construction(definition: String?, name: String)
    }

    var shape: Shape
    var term: FontTerm
    /// The clamp around a `.font(…)` that stops text before the accessibility sizes, as written (``ChainFacts/clamp``).
    var clamp: String?
}

/// What a `.font(…)` styles.
enum FontRole: String, Sendable {
    /// Text, a control's title, a form field, or a container of them.
    case text
    /// An SF Symbol or image that is shown to VoiceOver.
    case symbol
    /// An SF Symbol or image hidden from accessibility, or decorative.
    case decorativeSymbol
}

/// The Dynamic Type rule's analysis: every file is judged alone; tokens are resolved when sites are finished.
struct DynamicTypeAnalysis: RuleAnalysis {
    typealias Rule = DynamicTypeRule
    let options: RuleOptions

    init(options: RuleOptions) { self.options = options }

    func judge(_ file: ParsedFile, context: NoData) -> FileJudgement<NoData, FontDraft> {
        var sites = FontSites(file: file)
        return FileJudgement(drafts: sites.drafts())
    }

    func finish(_ drafts: [SiteDraft<FontDraft>], context: NoData, index: DefinitionIndex) -> [RuleFinding<DynamicTypeReason>] {
        let evaluator = FontEvaluator(index: index)
        let concluded = Parallel.map(drafts.count) { position in
            var site = drafts[position].site
            let (reason, definition) = Self.conclude(drafts[position].pending, into: &site, evaluator: evaluator, index: index, options: options)
            return (finding: RuleFinding(site: site, reason: reason), definition: definition)
        }
        var findings = concluded.map(\.finding)
        // Each definition is reported once, with how many sites use it; its uses point to it.
        var uses: [String: Int] = [:]
        for entry in concluded { if let definition = entry.definition { uses[definition, default: 0] += 1 } }
        var failingDefinitions: Set<String> = []
        for position in findings.indices {
            guard case let .construction(definition?, _) = drafts[position].pending.shape else { continue }
            let count = uses[definition] ?? 0
            findings[position].site.uses = count
            findings[position].site.detail += ", \(definition) used \(count) time\(count == 1 ? "" : "s")"
            if findings[position].reason.verdict == .fail { failingDefinitions.insert(definition) }
        }
        for position in findings.indices where findings[position].reason.verdict == .fail {
            if let definition = concluded[position].definition, failingDefinitions.contains(definition) {
                findings[position].site.repeatsDefinition = true
            }
        }
        return findings
    }

    /// Concludes a site; returns the qualified name of the token definition it inherits, if any.
    static func conclude(_ draft: FontDraft, into site: inout ScanSite, evaluator: FontEvaluator, index: DefinitionIndex,
                         options: RuleOptions) -> (reason: DynamicTypeReason, definition: String?) {
        var scaling: FontScaling
        var reason: DynamicTypeReason?
        var role = FontRole.text
        var title = false
        var outcome = evaluator.evaluate(draft.term)
        switch draft.shape {
        case let .modifier(viewRole):
            role = viewRole
            scaling = outcome.scaling
        case let .assignment(receiver, adjusts, textView):
            scaling = outcome.scaling
            let uiKitScaled = scaling == .fontMetrics || outcome.style?.hasPrefix("UIFont.") == true
            if uiKitScaled, !adjusts, textView {
                scaling = .fixed
                reason = .notAdjusting
            }
            title = DynamicTypeRule.isTitleName(receiver)
        case let .metric(isStatic, owner, conformsLocally):
            scaling = isStatic ? .staticMetric
                : conformsLocally || index.conforms(owner, to: FontEvaluator.dynamicProperties) ? .scaledMetric : .metricOutsideView
            role = .symbol
            outcome = FontOutcome(scaling: scaling)
        case let .clipping(height):
            let heightOutcome = evaluator.evaluate(height)
            scaling = heightOutcome.scaling == .scaledMetric ? .scaledMetric : .fixed
            site.severity = options.severity(of: DynamicTypeRule.clipping)
            site.detail = scaling.scales ? "lineLimit(1) with a scaled frame height" : "lineLimit(1) with a fixed frame height"
            return (scaling.scales ? .scaledFrame : .clipping, nil)
        case let .construction(definition, _):
            scaling = outcome.scaling
            title = definition.map(DynamicTypeRule.isTitleName) ?? false
        }
        if let size = outcome.size, size >= 24 { title = true }
        if let style = outcome.style, ["largeTitle", "title", "title2", "extraLargeTitle", "extraLargeTitle2"].contains(style) { title = true }
        if let written = outcome.written, DynamicTypeRule.isTitleName(written) { title = true }
        let scaled = reason ?? scaling.reason
        let rule: SeverityRuleDescription = switch role {
        case .decorativeSymbol: DynamicTypeRule.decorativeSymbol
        case .symbol: DynamicTypeRule.symbol
        case .text: title ? DynamicTypeRule.titleText : DynamicTypeRule.text
        }
        site.severity = options.severity(of: rule)
        if scaled.verdict == .fail, role == .decorativeSymbol {
            site.detail = "fixed size on a symbol hidden from accessibility"
            return (.hiddenSymbol, nil)
        }
        if scaled.verdict == .pass, let clamp = draft.clamp {
            site.detail = "clamped by \(clamp)"
            return (.clamped, nil)
        }
        var words = [scaled.description]
        if let size = outcome.size { words.append("\(size.formatted()) pt") }
        if let style = outcome.style { words.append(style) }
        if let note = outcome.note { words.append(note) }
        if scaled == .unknownFont, !outcome.unresolved.isEmpty {
            // Say what is missing: a token no scanned or indexed file declares, or a parameter no caller binds.
            words.append("cannot resolve " + Array(Set(outcome.unresolved)).sorted().joined(separator: ", "))
        }
        site.detail = words.joined(separator: ", ")
        if let declaration = outcome.definition, let written = outcome.written {
            site.definition = ResolvedDefinition(name: written, file: declaration.path, line: index.line(of: declaration),
                                                 value: index.displayValue(of: declaration))
            return (scaled, declaration.qualifiedName)
        }
        return (scaled, nil)
    }
}

private extension Double {
    func formatted() -> String { self == rounded() ? String(Int(self)) : String(self) }
}
