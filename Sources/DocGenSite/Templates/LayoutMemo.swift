import DocGenCore
import Foundation
import Mustache

/// The partials of a theme that read nothing but the layout's variables — the navigation, typically —
/// so that they render the same for every page with the same ``LayoutContext`` and are rendered once
/// per distinct layout instead of once per page (``LayoutMemo``).
///
/// A partial qualifies when every template it includes can be followed, it reads only variables of
/// ``LayoutContext``, no page kind's own variables shadow the layout's, and every `{{> name}}` that
/// includes it sits at the top level of a page template or of a parent template those use (so it is
/// rendered in the page's root scope), unindented (Mustache indents the lines of an indented
/// standalone partial). Anything else renders in place, as before.
struct MemoizedPartials: Sendable {
    /// The qualifying partials.
    let names: [String]
    /// The theme's templates with each qualifying partial replaced by the variable holding its text.
    let library: MustacheLibrary

    /// No partial memoized: every template renders in place.
    static func none(_ library: MustacheLibrary) -> MemoizedPartials {
        MemoizedPartials(names: [], library: library)
    }

    private init(names: [String], library: MustacheLibrary) {
        self.names = names
        self.library = library
    }

    /// The variable that holds a memoized partial's text: no context has `-` in its names.
    static func variable(_ name: String) -> String { "docgen-partial-\(name)" }

    /// Finds the qualifying partials of a theme's templates (`library` holds them parsed).
    init(sources: [String: (text: String, file: String)], check: TemplateVariableCheck, library: MustacheLibrary) throws {
        let layout = TemplateSchema.of(LayoutContext.self)
        guard case let .object(layoutFields) = layout,
              PageKind.allCases.allSatisfy({ kind in
                  guard case let .object(fields) = PageContext.bodySchema(of: kind) else { return false }
                  return Set(fields.keys).isDisjoint(with: layoutFields.keys)
              }) else {
            self.names = []
            self.library = library
            return
        }
        var roots = Set(PageKind.allCases.map(\.templateName))
        var pending = Array(roots)
        while let name = pending.popLast() {
            for case let .parent(parent, _, _) in check.templates[name] ?? [] where roots.insert(parent).inserted {
                pending.append(parent)
            }
        }
        var rootSites: [String: Int] = [:]
        var otherSites: Set<String> = []
        for (name, tags) in check.templates {
            for tag in tags {
                if case let .partial(partial, location) = tag, roots.contains(name),
                   !Self.isIndented(location, in: sources[name]?.text ?? "") {
                    rootSites[partial, default: 0] += 1
                } else {
                    otherSites.formUnion(TemplateTag.references(in: [tag]))
                }
            }
        }
        let names = rootSites.keys.filter { name in
            !otherSites.contains(name) && !name.contains(".") && check.readsOnly(name, from: layout)
        }.sorted()
        var memoized = library
        for name in names {
            try memoized.register(MustacheTemplate(string: "{{{\(Self.variable(name))}}}"), named: name)
        }
        self.names = names
        self.library = memoized
    }

    /// Whether the tag at `location` is preceded on its line by whitespace alone, and some of it.
    private static func isIndented(_ location: SourceLocation, in text: String) -> Bool {
        let line = location.line, column = location.column
        guard column > 1 else { return false }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return true }
        return lines[line - 1].prefix(column - 1).allSatisfy { $0 == " " || $0 == "\t" }
    }
}

/// One build's layout values: each distinct ``LayoutContext``'s Mustache value, with the text of the
/// theme's memoized partials rendered for it, shared by the pages rendered on every core.
///
/// Pages of a large section in one folder share their layout, so their navigation is rendered once.
final class LayoutMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [LayoutContext: [String: Any]] = [:]

    init() {}

    /// The Mustache value of `layout`, with each of `partials` rendered under its variable.
    func value(for layout: LayoutContext, partials: MemoizedPartials, library: MustacheLibrary) -> [String: Any] {
        if let value = lock.withLock({ values[layout] }) { return value }
        var value = TemplateValues.mustache(layout) as? [String: Any] ?? [:]
        for name in partials.names {
            value[MemoizedPartials.variable(name)] = library.render(value, withTemplate: name) ?? ""
        }
        lock.withLock { values[layout] = value }
        return value
    }
}
