/// The backgrounds UIKit types give their own view (`view.backgroundColor = B` in a controller, `backgroundColor = B`
/// in a view or cell), by type path, gathered from every file: a type's extensions in other files (`Player+Shelf.swift`)
/// colour views that lie on the background another file of the type sets.
struct TypeRoots: Sendable, Hashable {
    /// Each type's own backgrounds, in file order (a clear background is not one).
    var backgrounds: [String: [Backdrop]] = [:]

    /// The roots of every file's notes together.
    init(merging notes: [TypeRoots] = []) {
        for note in notes {
            for (type, found) in note.backgrounds { backgrounds[type, default: []] += found }
        }
    }

    /// What lies behind a view on the type's own view: its background, the system background when no file sets one.
    func behind(_ type: String) -> Backdrop {
        guard let found = backgrounds[type], !found.isEmpty else { return .system }
        return found.count == 1 ? found[0] : .either(found)
    }
}
