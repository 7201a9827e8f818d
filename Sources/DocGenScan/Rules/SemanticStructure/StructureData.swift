/// A semantic-structure site as its file shows it (the analysis's `Pending`).
struct StructureDraft: Sendable {
    enum Shape: Sendable {
        /// Text styled by a font whose text style is concluded in `finish`.
        case heading(StyleTerm)
        /// A row stack; `source` says whether it is a row where it is written or only if it is used as one.
        case row(RowSource)
    }

    var shape: Shape
    /// The reason the file already gives (a header trait, a value, a combined row), if any.
    var passReason: SemanticStructureReason?
    /// Modifiers on the site's chain (and its containers') that may be helpers of the scanned code, to look up.
    var helpers: [String] = []
}

/// Where a row stack is written.
enum RowSource: Sendable, Hashable {
    /// The direct content of a `ForEach`, `List` or `Section`.
    case direct
    /// The body of a view type: a row if the type is used as a row somewhere.
    case view(String)
    /// A function or computed property (`owner.name`) whose view is a row if it is used as one.
    case helper(String)
}

/// How a view type or helper is used as the content of rows in one file (the analysis's `Notes`), and in every
/// file (its `Context`).
struct RowUses: Sendable, Hashable {
    /// Uses as a row's whole content, by the view type's name (its last component).
    var views: [String: UseCount] = [:]
    /// Uses as a row's whole content, by `Owner.helper`.
    var helpers: [String: UseCount] = [:]

    mutating func merge(_ other: RowUses) {
        for (name, count) in other.views { views[name, default: UseCount()].add(count) }
        for (name, count) in other.helpers { helpers[name, default: UseCount()].add(count) }
    }

    /// The uses of a row site that is one only where it is used.
    func count(of source: RowSource) -> UseCount? {
        switch source {
        case .direct: nil
        case let .view(type): views[type.split(separator: ".").last.map(String.init) ?? type]
        case let .helper(path): helpers[path]
        }
    }
}

/// How often something is used as a row, and how often the use combines it into one element.
struct UseCount: Sendable, Hashable {
    var uses = 0
    var combined = 0

    mutating func add(_ other: UseCount) {
        uses += other.uses
        combined += other.combined
    }
}
