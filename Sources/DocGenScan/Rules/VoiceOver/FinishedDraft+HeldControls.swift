/// A control component that shows other controls apart from its own (the sheet it opens, that sheet's toolbar): a call
/// of it takes the worst of them (README "Settled in round 5": a component holding several controls).
extension FinishedDraft {
    /// A failure among the other controls the component's type holds (its sheet's icon-only close button), judged as at
    /// their own sites; nil when they all pass or are not known.
    func heldFailure(_ keys: [String], component: ViewRef) -> Judged? {
        guard depth < Self.maximumDepth else { return nil }
        let inner = FinishedDraft(resolver: resolver, depth: depth + 1)
        for key in keys {
            for draft in resolver.graph.heldControls[key] ?? [] where !insideControl(draft.outcome) {
                let judged = inner.reason(for: draft.outcome)
                // No reason of its own leaves a control to a helper modifier (not followed here), else to a button's failure.
                let fails = judged.reason.map { $0.verdict == .fail } ?? draft.helpers.isEmpty
                if judged.isSite, fails { return Judged(reason: .holdsFailingControl(component.name)) }
            }
        }
        return nil
    }

    /// Whether a held control is shown inside another control's label (a card's quote button in the card's own button):
    /// it is part of that control, which the call is judged as, and not one the component shows apart.
    private func insideControl(_ outcome: LabelDraft.Outcome) -> Bool {
        let placement: Placement
        switch outcome {
        case let .control(_, shown, _), let .componentCall(_, _, shown): placement = shown
        default: return false
        }
        return insideControl(placement)
    }

    private func insideControl(_ placement: Placement) -> Bool {
        switch placement {
        case .inControl: true
        case let .helper(_, _, inner): insideControl(inner)
        case .open: resolver.terminals(of: placement).contains { if case .control = $0 { true } else { false } }
        case .named, .alone: false
        }
    }
}

extension FinishedDraft.Judged {
    /// This verdict, unless `other` (asked only then) fails where it passes.
    func worse(_ other: @autoclosure () -> FinishedDraft.Judged?) -> FinishedDraft.Judged {
        guard reason?.verdict == .pass, let other = other() else { return self }
        return other
    }
}
