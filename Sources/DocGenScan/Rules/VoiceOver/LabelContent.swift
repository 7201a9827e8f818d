/// What a piece of view code shows to VoiceOver, as far as naming it goes: text (a control whose label holds it is
/// named), an image, nothing, or a view of the scanned code to look up. Branches (`if`/`else`, `switch`) are
/// alternatives: a label shows text only when every branch does.
indirect enum LabelContent: Sendable, Hashable {
    /// `Text`, a `Label` with a title, a string title, an element given an accessibility label.
    case text
    /// An image with nothing that names it.
    case image
    /// Nothing VoiceOver reads (a spacer, a shape, a hidden view).
    case nothing
    /// A view of the scanned code (a type, a property, a function, a parameter), resolved when every file is read.
    case view(ViewRef)
    /// Shown together (a stack's contents): text when any part is.
    case together([LabelContent])
    /// Shown one at a time (branches): text only when every one is.
    case either([LabelContent])

    /// `together`, flattened and without `nothing`.
    static func all(_ parts: [LabelContent]) -> LabelContent {
        var kept: [LabelContent] = []
        for part in parts {
            switch part {
            case .nothing: continue
            case let .together(inner): kept += inner
            default: kept.append(part)
            }
        }
        if kept.contains(.text) { return .text }
        if kept.isEmpty { return .nothing }
        return kept.count == 1 ? kept[0] : .together(kept)
    }

    /// `either`, without repeats; a branch that shows nothing (an `if` without `else`, a spinner while loading) is
    /// not one a label is read in.
    static func any(_ branches: [LabelContent]) -> LabelContent {
        var kept: [LabelContent] = []
        for branch in branches where !kept.contains(branch) && branch != .nothing { kept.append(branch) }
        if kept.count == 1 { return kept[0] }
        return kept.isEmpty ? .nothing : .either(kept)
    }

    /// The content with each view of the scanned code that shows nothing VoiceOver reads (`loadingIndicator`, a spinner
    /// kept in a property) dropped, as such a view written inline is: a label's branch that only spins is not read.
    func droppingSilent(_ isSilent: (ViewRef) -> Bool) -> LabelContent {
        switch self {
        case let .view(reference): isSilent(reference) ? .nothing : self
        case let .together(parts): .all(parts.map { $0.droppingSilent(isSilent) })
        case let .either(branches): .any(branches.map { $0.droppingSilent(isSilent) })
        case .text, .image, .nothing: self
        }
    }

    /// What the content says with the views of the scanned code looked up by `look`.
    func resolved(_ look: (ViewRef) -> ContentVerdict) -> ContentVerdict {
        switch self {
        case .text: return .text
        case .image, .nothing: return .noText
        case let .view(reference): return look(reference)
        case let .together(parts):
            var unknown: String?
            for part in parts {
                switch part.resolved(look) {
                case .text: return .text
                case let .unknown(name): unknown = unknown ?? name
                case .noText: break
                }
            }
            return unknown.map(ContentVerdict.unknown) ?? .noText
        case let .either(branches):
            var unknown: String?
            for branch in branches {
                switch branch.resolved(look) {
                case .noText: return .noText
                case let .unknown(name): unknown = unknown ?? name
                case .text: break
                }
            }
            return unknown.map(ContentVerdict.unknown) ?? .text
        }
    }

    /// The content with nothing to look up, decided in the file: nil when a view of the scanned code decides it.
    var local: ContentVerdict? {
        var needsLookup = false
        let verdict = resolved { _ in
            needsLookup = true
            return .unknown("")
        }
        if case .unknown = verdict { return nil }
        return needsLookup && verdict == .noText ? nil : verdict
    }
}

/// Whether content shows text, when looked up.
enum ContentVerdict: Sendable, Hashable {
    case text
    case noText
    /// It depends on a view that cannot be found (named).
    case unknown(String)
}

/// A view of the scanned code named in view code: `FolderRow(…)`, `rowLabel`, `self.icon`, `iconCell(…)`,
/// `action.image(…)`, or a parameter of the function it is written in.
struct ViewRef: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A type, written `name`, looked up from the type path `scope`.
        case type(scope: String)
        /// A member of the type at `owner` (written bare or on `self`).
        case member(owner: String)
        /// A member of some other value (`action.image(…)`): found by its name when only one view is so named.
        case anyMember
        /// A parameter of the function `function` (a ``ComponentKey``) it is written in.
        case parameter(function: String)
    }

    var name: String
    var kind: Kind

    /// How reports name it.
    var display: String {
        switch kind {
        case .type, .anyMember, .parameter: name
        case let .member(owner): owner.isEmpty ? name : "\(owner.split(separator: ".").last ?? "").\(name)"
        }
    }
}

/// The key of a declaration that shows views, as every file writes it once resolved: `Type` for a type's body,
/// `Type.member` for a property or function, `Type.function(parameter)` for a parameter.
enum ComponentKey {
    static func type(_ path: String) -> String { path }
    static func member(_ name: String, of owner: String) -> String { owner.isEmpty ? name : "\(owner).\(name)" }
    static func parameter(_ name: String, of function: String) -> String { "\(function)(\(name))" }
}
