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
    /// The view type the site is written in: a heading in a view only ever used as a control's label is part of it.
    var owner: String?
    /// The `View` extension method the font is set in on `self` (`func titleStyle() -> some View`): judged at its uses.
    var wrapper: String?
}

/// Where a row stack is written.
enum RowSource: Sendable, Hashable {
    /// `view:Name` (the type's last component) or `helper:Owner.name`, as uses are noted.
    var key: String {
        switch self {
        case .direct: "direct"
        case let .view(type): "view:" + (type.split(separator: ".").last.map(String.init) ?? type)
        case let .helper(path): "helper:" + path
        }
    }

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
    /// Uses as a control's whole label, by the view type's name.
    var labels: [String: Int] = [:]
    /// Bodies and helpers (by ``RowSource/key``) whose whole view is another helper (`Owner.name`).
    var delegates: [String: Set<String>] = [:]
    /// View types wrapped in `AnyView(…)`, by name: rows wherever a list shows type-erased views.
    var erased: [String: Int] = [:]
    /// Rows whose whole content is an element of a collection (`ForEach(…) { i in model.rows[i] }`): type-erased views.
    var erasedRows = 0

    mutating func merge(_ other: RowUses) {
        for (name, count) in other.erased { erased[name, default: 0] += count }
        erasedRows += other.erasedRows
        for (name, count) in other.views { views[name, default: UseCount()].add(count) }
        for (name, count) in other.helpers { helpers[name, default: UseCount()].add(count) }
        for (name, count) in other.labels { labels[name, default: 0] += count }
        for (name, targets) in other.delegates { delegates[name, default: []].formUnion(targets) }
    }

    /// Passes each row's uses on to the helpers its view is (a row view whose body is `content(…)` makes
    /// `content` a row), until nothing changes.
    mutating func propagate() {
        // A list showing views from a collection shows the views wrapped to be stored there (`[AnyView]`).
        if erasedRows > 0 {
            for (name, count) in erased { views[name, default: UseCount()].add(UseCount(uses: count)) }
        }
        var pending = Array(delegates.keys).sorted()
        var passes = 0
        while let key = pending.popLast(), passes < 10_000 {
            passes += 1
            guard let count = self.count(ofKey: key), count.uses > 0 else { continue }
            for target in delegates[key] ?? [] {
                let before = helpers[target] ?? UseCount()
                let after = UseCount(uses: max(before.uses, count.uses), combined: max(before.combined, count.combined))
                guard after != before else { continue }
                helpers[target] = after
                pending.append(RowSource.helper(target).key)
            }
        }
    }

    private func count(ofKey key: String) -> UseCount? {
        if key.hasPrefix("view:") { return views[String(key.dropFirst(5))] }
        return helpers[String(key.dropFirst(7))]
    }

    /// Whether every call of a view type of the scanned code (`name(`) is a control's label.
    func onlyLabels(_ name: String, index: DefinitionIndex) -> Bool {
        guard let count = labels[name], count > 0 else { return false }
        return index.callCount(of: name) <= count
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
