import DocGenCore

/// Finds every variable a theme's templates read that the context they are rendered with does not
/// provide: Mustache would render it as an empty string without a word, so the theme is refused
/// with the tag's location instead.
///
/// Each page kind's template is walked with its context's ``TemplateSchema`` the way Mustache
/// renders it: sections enter their value (an array's element, a struct's fields), names are looked
/// up from the innermost scope outwards, partials are read in the scope they are included from, and
/// a parent template is read with the child's block overrides.
struct TemplateVariableCheck {
    /// The parsed templates by name.
    let templates: [String: [TemplateTag]]

    /// Parses each template's text; templates whose tags cannot be followed are skipped.
    init(sources: [String: (text: String, file: String)]) {
        var templates: [String: [TemplateTag]] = [:]
        for (name, source) in sources {
            templates[name] = TemplateTag.parse(source.text, file: source.file)
        }
        self.templates = templates
    }

    /// Problems of every page kind's template against that kind's context, without repeats.
    func diagnostics(kinds: [(kind: PageKind, schema: TemplateSchema)]) -> [Diagnostic] {
        var order: [Problem] = []
        var kindsByProblem: [Problem: [PageKind]] = [:]
        for (kind, schema) in kinds {
            guard let tags = templates[kind.templateName] else { continue }
            var walk = Walk(templates: templates)
            walk.visit(tags, scopes: [schema], blocks: [:])
            for problem in walk.problems {
                if kindsByProblem[problem] == nil { order.append(problem) }
                // A block the parent template shows in two places is one problem of the kind.
                if kindsByProblem[problem]?.last != kind { kindsByProblem[problem, default: []].append(kind) }
            }
        }
        return order.map { problem in
            let kinds = kindsByProblem[problem] ?? []
            let which = kinds.count == PageKind.allCases.count
                ? "any page" : kinds.map(\.rawValue).joined(separator: ", ") + (kinds.count == 1 ? " pages" : " pages")
            let message = switch problem.missingPart {
            case nil: "template reads '\(problem.name)', which the context of \(which) does not provide"
            case let part?: "template reads '\(problem.name)', but '\(part)' is not a variable there (context of \(which))"
            }
            return .error(message, at: problem.location, step: .theme)
        }
    }

    /// Whether the template `name` and every template it includes can be followed and read nothing but
    /// variables of `scope`: rendered where only `scope` is visible, it renders the same.
    func readsOnly(_ name: String, from scope: TemplateSchema) -> Bool {
        guard let tags = templates[name], included(by: name).allSatisfy({ templates[$0] != nil }) else { return false }
        var walk = Walk(templates: templates)
        walk.visit(tags, scopes: [scope], blocks: [:])
        return walk.problems.isEmpty
    }

    /// Every template that `name` includes as a partial or a parent, directly or not.
    private func included(by name: String) -> Set<String> {
        var found: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            for reference in TemplateTag.references(in: templates[next] ?? []) where found.insert(reference).inserted {
                pending.append(reference)
            }
        }
        return found
    }


    /// A variable that could not be resolved: its name, where it is read, and the part of a
    /// dotted name that is missing when its first part was found.
    private struct Problem: Hashable {
        var name: String
        var location: SourceLocation
        var missingPart: String?
    }

    private struct Walk {
        let templates: [String: [TemplateTag]]
        var problems: [Problem] = []
        var including: [String] = []

        init(templates: [String: [TemplateTag]]) {
            self.templates = templates
        }

        mutating func visit(_ tags: [TemplateTag], scopes: [TemplateSchema], blocks: [String: [TemplateTag]]) {
            for tag in tags {
                switch tag {
                case let .variable(name, location):
                    _ = resolve(name, in: scopes, at: location)
                case let .section(name, inverted, children, location):
                    guard let schema = resolve(name, in: scopes, at: location) else { continue }
                    if inverted {
                        visit(children, scopes: scopes, blocks: blocks)
                    } else if case let .list(element) = schema {
                        visit(children, scopes: scopes + [element], blocks: blocks)
                    } else {
                        visit(children, scopes: scopes + [schema], blocks: blocks)
                    }
                case let .partial(name, _):
                    include(name, scopes: scopes, blocks: blocks)
                case let .parent(name, overrides, _):
                    include(name, scopes: scopes, blocks: blocks.merging(overrides) { outer, _ in outer })
                case let .block(name, defaults):
                    visit(blocks[name] ?? defaults, scopes: scopes, blocks: blocks)
                }
            }
        }

        private mutating func include(_ name: String, scopes: [TemplateSchema], blocks: [String: [TemplateTag]]) {
            guard let tags = templates[name], !including.contains(name) else { return }
            including.append(name)
            visit(tags, scopes: scopes, blocks: blocks)
            including.removeLast()
        }

        /// The schema `name` resolves to, as Mustache looks it up; records a diagnostic when nothing provides it.
        private mutating func resolve(_ name: String, in scopes: [TemplateSchema], at location: SourceLocation) -> TemplateSchema? {
            if name == "." || name.isEmpty { return scopes.last }
            let parts = name.split(separator: ".").map(String.init)
            let searched: [TemplateSchema] = name.hasPrefix(".") ? Array(scopes.suffix(1)) : scopes.reversed()
            guard let first = parts.first, var schema = searched.lazy.compactMap({ $0.child(first) }).first else {
                problems.append(Problem(name: name, location: location))
                return nil
            }
            for part in parts.dropFirst() {
                guard let next = schema.child(part) else {
                    problems.append(Problem(name: name, location: location, missingPart: part))
                    return nil
                }
                schema = next
            }
            return schema
        }
    }
}
