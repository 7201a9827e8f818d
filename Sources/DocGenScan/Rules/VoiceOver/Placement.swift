/// Where view code is shown, as far as the declaration it is written in tells: what names it, or what it is
/// part of, or that the places the declaration is used decide it.
indirect enum Placement: Sendable, Hashable {
    /// Named or hidden here: an accessibility label, hiding, a labelled combined container, a `Label`'s icon, a
    /// tab item; `saysState` when the label can say a state (it is computed, or a value or a selected trait goes with it).
    case named(VoiceOverReason, saysState: Bool)
    /// Part of the label of a control (or of a picker's option) whose label shows `label`; the control itself is
    /// shown at `outer` (a labelled container around it names it all).
    case inControl(ControlLabel, outer: Placement)
    /// Shown where the declaration or parameter `hole` is: its uses decide.
    case open(Hole)
    /// Wrapped by a helper modifier of the scanned code (named) that may put it in a control's label (`.buttonize {}`),
    /// whose receiver shows `label`; otherwise as `inner`.
    case helper(String, label: LabelContent, inner: Placement)
    /// Shown on its own: a screen, a sheet, a navigation destination, a menu's content, or code outside views.
    case alone
}

/// The label of a control holding some view code.
struct ControlLabel: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A button, link, menu, toggle: the control is one element named by its label.
        case control
        /// An option of a picker: each option is named by what it shows.
        case option
    }

    var kind: Kind
    /// What the label shows.
    var content: LabelContent
    /// Whether the control's label can say a state (a computed label, a value, a selected trait).
    var saysState: Bool
    /// Whether the control has an accessibility label of its own, which names it whatever its label shows.
    var named = false

    /// What names the control: its own label, or what its label shows.
    var naming: LabelContent { named ? .text : content }
}

/// Whether an image needs a name: its source and, for a symbol, whether it shows a state no text says.
enum ImageNature: Sendable, Hashable {
    /// `Image("asset")`, `Image(uiImage:)`, an image resource: VoiceOver reads its file name.
    case asset
    /// A system symbol that shows no state: VoiceOver reads the symbol's own label.
    case symbol
    /// An image (a symbol or an asset) chosen, coloured or shown by a condition: `saidByText` when a text shown
    /// under the same condition says the state.
    case state(asset: Bool, saidByText: Bool)

    /// Whether a label that cannot say a state leaves the state unsaid.
    var needsStateSaid: Bool {
        if case let .state(_, said) = self { return !said }
        return false
    }
}

extension Placement {
    /// The reason an image of this nature gets where it is shown alone (nothing names it but itself).
    static func alone(_ nature: ImageNature) -> VoiceOverReason {
        switch nature {
        case .asset: .unlabelledImage
        case .symbol: .systemSymbol
        case let .state(_, said): said ? .stateSaidByText : .unsaidState
        }
    }
}

/// A declaration or parameter whose uses decide where view code is shown.
enum Hole: Sendable, Hashable {
    /// A declaration of this file, by its ``ComponentKey``.
    case key(String)
    /// The parameter that an argument of a call of `callee` fills: by label, or by position (a trailing closure is
    /// the last), resolved with the declarations of every file; `caller` is where that call is shown, which is where
    /// the callee shows what this call passes it (not every place the callee is used).
    case argument(of: ViewRef, label: String?, position: Int, trailing: Bool, caller: Placement)
}
