import DocGenCore
import Foundation

/// A `{{> name}}` (partial) or `{{< name}}` (parent) tag in a template.
struct TemplateReference: Sendable {
    /// The template the tag is in.
    var template: String
    /// The template it names.
    var target: String
    /// `{{< name}}`: template inheritance.
    var isParent: Bool
    /// `{{>*name}}`: the name is read from the page's data at render time.
    var isDynamic: Bool
    /// Whether the tag is inside a section or inverted section, so it may not render.
    var isConditional: Bool
    /// Where the tag's `{{` is.
    var location: SourceLocation

    /// The partial and parent tags of a template's parsed tags.
    static func collect(_ tags: [TemplateTag], template: String, conditional: Bool = false) -> [TemplateReference] {
        var references: [TemplateReference] = []
        for tag in tags {
            switch tag {
            case .variable:
                continue
            case let .section(_, _, children, _):
                references += collect(children, template: template, conditional: true)
            case let .block(_, children):
                references += collect(children, template: template, conditional: conditional)
            case let .partial(name, location):
                let isDynamic = name.hasPrefix("*")
                references.append(TemplateReference(template: template, target: isDynamic ? String(name.dropFirst()) : name,
                                                    isParent: false, isDynamic: isDynamic, isConditional: conditional, location: location))
            case let .parent(name, blocks, location):
                let isDynamic = name.hasPrefix("*")
                references.append(TemplateReference(template: template, target: isDynamic ? String(name.dropFirst()) : name,
                                                    isParent: true, isDynamic: isDynamic, isConditional: conditional, location: location))
                for (_, children) in blocks.sorted(by: { $0.key < $1.key }) {
                    references += collect(children, template: template, conditional: conditional)
                }
            }
        }
        return references
    }

    /// The range of the tag's name in `text`, found from its location: after `{{`, the sigil,
    /// blanks and a `*`, up to a blank or `}`.
    func nameRange(in text: String) -> Range<String.Index>? {
        var lineStart = text.startIndex
        for _ in 1..<max(location.line, 1) {
            guard let newline = text[lineStart...].firstIndex(of: "\n") else { return nil }
            lineStart = text.index(after: newline)
        }
        guard var index = text.index(lineStart, offsetBy: location.column - 1 + 3, limitedBy: text.endIndex) else { return nil }
        while index < text.endIndex, text[index] == " " || text[index] == "\t" || text[index] == "*" { index = text.index(after: index) }
        var end = index
        while end < text.endIndex, !text[end].isWhitespace, text[end] != "}" { end = text.index(after: end) }
        return index..<end
    }
}

/// How a theme's templates include each other: every tag must name a template of the theme,
/// and no name may come from the page's data (`{{>*name}}`).
///
/// A partial that includes itself (directly or through others) outside any section recurses
/// forever and is refused when the theme loads, naming the cycle. One inside a section may end
/// when the data runs out (a tree of front matter, say), so it is given a depth limit: the
/// templates of the cycle are registered once per level, each level's tags naming the next,
/// and the last level renders a marker that ``Theme`` turns into a located error.
///
/// The work is bounded in total, not only in depth: one render of any template may render at most
/// ``renderBudget`` templates, counting every inclusion along every path (a recursion's levels
/// unrolled). A cycle's depth limit shrinks until it fits (a template that includes the cycle twice
/// doubles the work at every level), and a theme whose templates include each other more than that
/// without recursing (twenty templates each including the next twice) is refused when it loads.
struct TemplateGraph: Sendable {
    /// The most templates one render of a template may render, before any data repeats a section.
    static let renderBudget = 1_000

    /// A cycle of templates that include each other inside sections.
    struct Cycle: Sendable {
        /// The templates in order, the first repeated at the end: `tree → leaf → tree`.
        var names: [String]
        /// The first tag of the cycle.
        var location: SourceLocation
        /// How deep the cycle may recurse.
        var depthLimit: Int
    }

    /// The name of the template that stands in for the level beyond the limit.
    static let limitTemplate = "docgen-recursion-limit"
    /// What that template renders: never produced by content, since it is only in template text.
    let marker = "docgen-recursion-limit-\(UInt64.random(in: 1...UInt64.max))"
    /// The cycles that need a depth limit.
    private(set) var cycles: [Cycle] = []
    /// Templates to register: every template, with the extra levels of the recursive ones.
    private(set) var templates: [(name: String, text: String)] = []
    /// Problems: missing templates, refused cycles and dynamic partials.
    private(set) var diagnostics: [Diagnostic] = []

    /// Analyses the references among `sources` (template name → text and file).
    init(sources: [String: (text: String, file: String)]) {
        var references: [String: [TemplateReference]] = [:]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            guard let tags = TemplateTag.parse(source.text, file: source.file) else {
                diagnostics.append(.error("templates may not change their delimiters ('{{=… …=}}'): docgen reads every tag "
                                          + "to check its variables and partials", at: SourceLocation(file: source.file), step: .theme))
                continue
            }
            references[name] = TemplateReference.collect(tags, template: name)
        }
        let all = references.values.flatMap { $0 }.sorted { $0.location < $1.location }
        for reference in all where !reference.isDynamic && sources[reference.target] == nil {
            diagnostics.append(.error("template '\(reference.target)' not found in the theme", at: reference.location, step: .theme))
        }
        for reference in all where reference.isDynamic {
            diagnostics.append(.error("dynamic partials ('{{>*\(reference.target)}}') are not supported: "
                                      + "a template's name must not come from the page's data", at: reference.location, step: .theme))
        }
        let unconditional = all.filter { !$0.isDynamic && (!$0.isConditional || $0.isParent) }
        for component in Self.cyclicComponents(unconditional) {
            let cycle = Self.cycle(in: component, edges: unconditional)
            diagnostics.append(.error("templates include each other without end: \(cycle.names.joined(separator: " → ")); "
                                      + "put the inclusion inside a section that ends", at: cycle.location, step: .theme))
        }
        let edges = all.filter { !$0.isDynamic && sources[$0.target] != nil }
        var recursive: [String: (component: Set<String>, depth: Int)] = [:]
        if diagnostics.isEmpty {
            for component in Self.cyclicComponents(edges) {
                let branching = component.map { name in
                    edges.filter { $0.template == name && component.contains($0.target) }.count
                }.max() ?? 1
                let depth = branching <= 1 ? 32 : max(2, Int(log(Double(Self.renderBudget)) / log(Double(branching))) + 1)
                var cycle = Self.cycle(in: component, edges: edges)
                cycle.depthLimit = depth
                cycles.append(cycle)
                for name in component { recursive[name] = (component, depth) }
            }
            // Lower the cycles' depths until one render of any template (those that include a cycle, too) fits the budget.
            let names = sources.keys.sorted()
            while names.contains(where: { Self.renders($0, edges: edges, recursive: recursive) > Self.renderBudget }),
                  cycles.contains(where: { $0.depthLimit > 2 }) {
                for index in cycles.indices where cycles[index].depthLimit > 2 {
                    cycles[index].depthLimit -= 1
                    let component = recursive[cycles[index].names[0]]?.component ?? []
                    for name in component { recursive[name] = (component, cycles[index].depthLimit) }
                }
            }
            for name in sources.keys.sorted() {
                let count = Self.renders(name, edges: edges, recursive: recursive)
                guard count > Self.renderBudget else { continue }
                let location = edges.filter { $0.template == name }.map(\.location).min() ?? SourceLocation(file: sources[name]?.file ?? name)
                diagnostics.append(.error("one render of '\(name)' renders other templates more than \(Self.renderBudget) times "
                                          + "(its inclusions multiply: \(count >= Self.renderCap ? "many more" : "\(count)")); "
                                          + "include fewer templates, or include them fewer times", at: location, step: .theme))
                break
            }
        }
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            guard let (component, depth) = recursive[name] else {
                templates.append((name, source.text))
                continue
            }
            let inCycle = (references[name] ?? []).filter { !$0.isParent && component.contains($0.target) }
            for level in 0...depth - 1 {
                let text = Self.renaming(inCycle, in: source.text) { target in
                    level + 1 < depth ? "\(target)(\(level + 1))" : Self.limitTemplate
                }
                templates.append((level == 0 ? name : "\(name)(\(level))", text))
            }
        }
        if !cycles.isEmpty { templates.append((Self.limitTemplate, marker)) }
    }

    /// Counting stops here: past the budget, how far past does not matter.
    static let renderCap = 1_000_000

    /// How many templates one render of `name` renders at most, every inclusion of every path counted once per
    /// time it is reached, a recursion's levels unrolled up to their depth limit (data may stop it sooner).
    static func renders(_ name: String, edges: [TemplateReference],
                        recursive: [String: (component: Set<String>, depth: Int)]) -> Int {
        let outgoing = Dictionary(grouping: edges, by: \.template)
        var memo: [String: Int] = [:]
        var visiting: Set<String> = []
        func count(_ name: String, _ level: Int) -> Int {
            let key = "\(name)@\(level)"
            if let known = memo[key] { return known }
            // A path back to a template being counted goes on without a level to stop it: unbounded.
            guard visiting.insert(key).inserted else { return renderCap }
            defer { visiting.remove(key) }
            var total = 1
            for reference in outgoing[name] ?? [] {
                if let cycle = recursive[name], !reference.isParent, cycle.component.contains(reference.target) {
                    total += level + 1 < cycle.depth ? count(reference.target, level + 1) : 1
                } else {
                    total += count(reference.target, 0)
                }
                if total >= renderCap { break }
            }
            memo[key] = min(total, renderCap)
            return memo[key]!
        }
        return count(name, 0)
    }

    /// The cycle whose depth limit a render hit, when its output holds the marker.
    func exceeded(in output: String) -> Cycle? {
        guard !cycles.isEmpty, output.contains(marker) else { return nil }
        return cycles.first
    }

    private static func renaming(_ references: [TemplateReference], in text: String, to name: (String) -> String) -> String {
        var result = text
        let ranges = references.compactMap { reference in reference.nameRange(in: text).map { ($0, reference.target) } }
        for (range, target) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            result.replaceSubrange(range, with: name(target))
        }
        return result
    }

    /// Strongly connected components with a cycle (more than one template, or one that names itself), sorted.
    private static func cyclicComponents(_ edges: [TemplateReference]) -> [Set<String>] {
        var successors: [String: [String]] = [:]
        for edge in edges { successors[edge.template, default: []].append(edge.target) }
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [Set<String>] = []
        func connect(_ node: String) {
            index[node] = index.count
            lowLink[node] = index[node]
            stack.append(node)
            onStack.insert(node)
            for next in successors[node] ?? [] {
                if index[next] == nil {
                    connect(next)
                    lowLink[node] = min(lowLink[node]!, lowLink[next]!)
                } else if onStack.contains(next) {
                    lowLink[node] = min(lowLink[node]!, index[next]!)
                }
            }
            guard lowLink[node] == index[node] else { return }
            var component: Set<String> = []
            while let top = stack.popLast() {
                onStack.remove(top)
                component.insert(top)
                if top == node { break }
            }
            if component.count > 1 || (successors[node] ?? []).contains(node) { components.append(component) }
        }
        for node in successors.keys.sorted() where index[node] == nil { connect(node) }
        return components.sorted { $0.min()! < $1.min()! }
    }

    /// One concrete cycle through a component, from its alphabetically first template.
    private static func cycle(in component: Set<String>, edges: [TemplateReference]) -> Cycle {
        let start = component.min()!
        let inside = edges.filter { component.contains($0.template) && component.contains($0.target) }
        var path: [TemplateReference] = []
        var visited: Set<String> = []
        func walk(_ node: String) -> Bool {
            for edge in inside where edge.template == node {
                path.append(edge)
                if edge.target == start { return true }
                if visited.insert(edge.target).inserted, walk(edge.target) { return true }
                path.removeLast()
            }
            return false
        }
        _ = walk(start)
        return Cycle(names: [start] + path.map(\.target), location: path.first?.location ?? SourceLocation(file: start), depthLimit: 0)
    }
}
