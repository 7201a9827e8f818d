import DocGenCore
import SwiftSyntax

/// The semantic-structure rule's analysis: every file is judged alone and notes how it uses view types and
/// helpers as rows; fonts are resolved, helper modifiers looked up and row views kept when every file's uses
/// are known.
struct SemanticStructureAnalysis: RuleAnalysis {
    typealias Rule = SemanticStructureRule
    let options: RuleOptions

    init(options: RuleOptions) { self.options = options }

    /// A file is judged alone; the context serves `finish` only.
    static let judgeReadsContext = false

    func judge(_ file: ParsedFile, context: RowUses) -> FileJudgement<RowUses, StructureDraft> {
        var headings = HeadingSites(file: file)
        var rows = RowSites(file: file)
        let drafts = headings.drafts() + rows.drafts()
        return FileJudgement(drafts: drafts, notes: rows.uses)
    }

    func prepare(definers: DefinerFiles<NoData>, index: DefinitionIndex, notes: [RowUses]?) -> RowUses {
        var uses = RowUses()
        for note in notes ?? [] { uses.merge(note) }
        // Another rule's definers are judged early like every file (ScanRun), so their uses are among the notes.
        uses.propagate()
        return uses
    }

    func finish(_ drafts: [SiteDraft<StructureDraft>], context: RowUses, index: DefinitionIndex) -> [RuleFinding<SemanticStructureReason>] {
        let evaluator = StyleEvaluator(index: index)
        let names = Set(drafts.lazy.filter { $0.pending.passReason == nil }.flatMap(\.pending.helpers))
        let helpers = Dictionary(uniqueKeysWithValues: names.map { ($0, StructureHelper(named: $0, index: index)) })
        let wrappers = Set(drafts.lazy.compactMap(\.pending.wrapper))
        let unread = Set(wrappers.filter { WrapperUses(named: $0, index: index).stylesNoReadText })
        let concluded = Parallel.map(drafts.count) { position -> RuleFinding<SemanticStructureReason>? in
            if let wrapper = drafts[position].pending.wrapper, unread.contains(wrapper) { return nil }
            return conclude(drafts[position], evaluator: evaluator, helpers: helpers, uses: context, index: index)
        }
        return concluded.compactMap { $0 }
    }

    static let headingKind = "heading"
    static let rowKind = "row"

    private func conclude(_ drafted: SiteDraft<StructureDraft>, evaluator: StyleEvaluator, helpers: [String: StructureHelper],
                          uses: RowUses, index: DefinitionIndex) -> RuleFinding<SemanticStructureReason>? {
        let draft = drafted.pending
        var site = drafted.site
        let byHelper = draft.helpers.lazy.compactMap { helpers[$0] }
        switch draft.shape {
        case let .heading(term):
            if let owner = draft.owner, uses.onlyLabels(owner, index: index) { return nil }
            // `HStack { … }.tappable { open() }`: a helper that wraps the view in a button makes it the button's label.
            if byHelper.contains(where: \.wrapsInControl) { return nil }
            let outcome = evaluator.evaluate(term)
            site.definition = outcome.definition
            site.severity = options.severity(of: SemanticStructureRule.heading)
            if !outcome.isTitle {
                // A token that cannot be resolved is a site only when its name says it is a title font.
                guard outcome.styles.isEmpty, let missing = outcome.unresolved.first(where: StructureVocabulary.namesTitle) else { return nil }
                return RuleFinding(site: site, reason: .unknownStyle(missing))
            }
            site.detail = outcome.styles.intersection(StructureVocabulary.titleStyles).sorted().joined(separator: ", ")
            let reason = draft.passReason ?? byHelper.first(where: \.addsHeader).map { .headerBy($0.name) } ?? .missingHeader
            return RuleFinding(site: site, reason: reason)
        case let .row(source):
            if byHelper.contains(where: \.wrapsInControl) { return nil }
            var combinedAtUses = false
            if let count = uses.count(of: source) {
                guard count.uses > 0 else { return nil }
                combinedAtUses = count.combined == count.uses
            } else if source != .direct {
                return nil
            }
            site.severity = options.severity(of: SemanticStructureRule.row)
            let reason = draft.passReason ?? (combinedAtUses ? .combined : nil)
                ?? byHelper.first(where: \.combines).map { .combinedBy($0.name) } ?? .readInParts
            return RuleFinding(site: site, reason: reason)
        }
    }
}

/// What a helper modifier of the scanned code (`.pageHeading()`, `.modifier(RowGroup())`) does for structure,
/// read from the modifiers in its definition: an extension method of `View`, or a `ViewModifier`'s `body`.
struct StructureHelper: Sendable {
    let name: String
    var addsHeader = false
    var combines = false
    /// Whether it shows the view as a control's label (`Button(action: action) { self }`): the view is read as the
    /// control, one element, neither a row of parts nor a heading.
    var wrapsInControl = false

    init(named name: String, index: DefinitionIndex) {
        self.name = name
        let function = index.resolve(SymbolReference(root: .type("View"), path: [name], scope: "", written: "." + name))
        let modifierBody = name.first?.isUppercase == true
            ? index.resolve(SymbolReference(root: .type(name), path: ["body"], scope: "", written: name + ".body")) : nil
        guard let declaration = function ?? modifierBody, let syntax = index.syntax(of: declaration) else { return }
        var calls: [FunctionCallExprSyntax] = []
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind, let call = token.namedCall { calls.append(call) }
        }
        addsHeader = StructureChains.addsHeader(calls)
        combines = StructureChains.combines(calls)
        wrapsInControl = calls.contains { call in
            call.closures.contains { closure in
                StructureChains.isControlPart(closure, of: call)
                    && StructureChains.topLevelViews(closure.statements).contains { StructureChains.split($0).root.trimmedText == "self" }
            }
        }
    }
}

/// The uses of a `View` extension method that sets a title font on `self`, found in every scanned file: when each
/// styles a text field (an input, not a heading) or a view hidden from VoiceOver, no heading-styled text is read.
struct WrapperUses {
    var stylesNoReadText = false

    init(named name: String, index: DefinitionIndex) {
        var uses = 0
        for (around, offset) in index.calls(of: name) {
            guard let parsed = index.syntax(of: around), let token = parsed.token(at: AbsolutePosition(utf8Offset: offset)),
                  token.text == name, let call = token.namedCall, call.isMemberCall else { continue }
            var outermost = call
            while let access = outermost.parent?.as(MemberAccessExprSyntax.self), access.base?.id == outermost.id,
                  let next = access.parent?.as(FunctionCallExprSyntax.self) { outermost = next }
            let (root, modifiers) = StructureChains.split(ExprSyntax(outermost))
            let input = root.as(FunctionCallExprSyntax.self)?.calleeName.map(StructureVocabulary.isInput) ?? false
            guard input || StructureChains.hides(modifiers) else { return }
            uses += 1
        }
        stylesNoReadText = uses > 0
    }
}
