import SwiftSyntax

/// Finds the animations of one file that may flash (WCAG 2.3.1): SwiftUI animations applied to opacity,
/// brightness or colour (`withAnimation`, `.animation`, recognised by Reduce Motion's matchers, what they change
/// found by its ``SiteEffects``) whose value may repeat forever, and Core Animation objects of opacity or colour
/// repeating forever.
struct FlashSites {
    let file: ParsedFile

    /// Effects that flash when they repeat fast: nothing moves, light changes.
    static let flashingEffects: Set<EffectTrait> = [.opacity, .color]

    func drafts() -> [SiteDraft<MotionSpecDraft>] {
        var drafts: [SiteDraft<MotionSpecDraft>] = []
        var judge: GuardJudge?
        for token in file.identifiers(named: ["withAnimation", "animation", "repeatCount"]) {
            guard let call = token.namedCall else {
                if let draft = layerFlash(at: token) { drafts.append(draft) }
                continue
            }
            let matched = WithAnimationMatcher.match(call, in: file) ?? AnimationModifierMatcher.match(call, in: file)
            guard matched != nil, let value = call.firstUnlabeledArgument, !value.is(ClosureExprSyntax.self) else { continue }
            let timing = TimingTermBuilder(scope: file.ancestry.typePath(of: Syntax(call)), file: file).term(value)
            guard Self.mayRepeat(timing) else { continue }
            // What the animation changes, as Reduce Motion reads it; the reads of the setting play no part here.
            let effects = judge ?? GuardJudge(file: file, reads: ReduceMotionReads(configured: [], environmentNames: [], feeds: []))
            judge = effects
            let tools = SiteEffects(judge: effects)
            let changed = Set((call.calleeName == "withAnimation" ? tools.closures(call) : tools.chain(call)).keys)
            guard !changed.isEmpty, changed.isSubset(of: Self.flashingEffects) else { continue }
            let site = ScanSite.drafted(rule: MotionSpecRule.id, in: file, at: token, kind: MotionSpecAnalysis.flashKind,
                                        enclosing: file.ancestry.enclosingName(of: Syntax(token)), argument: value.collapsedText)
            drafts.append(SiteDraft(site: site, pending: .flash(timing)))
        }
        return drafts
    }

    /// Whether a timing may repeat forever once its tokens are known.
    static func mayRepeat(_ term: TimingTerm) -> Bool {
        switch term {
        case let .curve(_, modifiers): modifiers.repeats == true
        case .token: true
        case let .either(terms): terms.contains(where: mayRepeat)
        case .none, .opaque: false
        }
    }

    /// `pulse.repeatCount = .infinity` on a Core Animation object of opacity or colour: its cycle is its
    /// `duration`, doubled by `autoreverses = true`, read from the statements of the same body.
    private func layerFlash(at token: TokenSyntax) -> SiteDraft<MotionSpecDraft>? {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
              let receiver = member.base?.simplePath, let list = member.parent?.as(ExprListSyntax.self), list.first?.id == member.id,
              list.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let count = list.dropFirst(2).first,
              count.trimmedText.contains("infinity") || count.trimmedText.contains("greatestFiniteMagnitude"),
              let made = LocalBindings.value(of: receiver, before: Syntax(member))?.as(FunctionCallExprSyntax.self),
              MotionDurations.coreAnimationTypes.contains(made.calleeName ?? ""),
              let keyPath = made.argument(labeled: "keyPath")?.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              !MotionVocabulary.traits(ofKeyPath: keyPath).isDisjoint(with: Self.flashingEffects) else { return nil }
        var statement = Syntax(member)
        while let parent = statement.parent, !parent.is(CodeBlockItemListSyntax.self) { statement = parent }
        guard let statements = statement.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        var duration: ExprSyntax?
        var autoreverses = false
        for item in statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                  sequence.elements.count == 3, let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
                  target.base?.simplePath == receiver, let value = sequence.elements.last else { continue }
            switch target.declName.baseName.text {
            case MotionDurations.durationProperty: duration = value
            case "autoreverses": autoreverses = value.trimmedText == "true"
            default: break
            }
        }
        let scope = file.ancestry.typePath(of: Syntax(token))
        let term = duration.map { NumberTermBuilder(scope: scope, file: file).term($0) } ?? .between(0.25, 0.25)  // Core Animation's default duration
        let site = ScanSite.drafted(rule: MotionSpecRule.id, in: file, at: token, kind: MotionSpecAnalysis.flashKind,
                                    enclosing: file.ancestry.enclosingName(of: Syntax(token)), argument: keyPath)
        return SiteDraft(site: site, pending: .layerFlash(duration: term, autoreverses: autoreverses))
    }
}
