import DocGenCore
import DocGenTheme
import Foundation
import Mustache

/// A theme: Mustache templates (`templates/*.mustache`) and static assets (`assets/`), chosen by name:
/// docgen's embedded default theme (DocGenTheme) under the project's own files.
///
/// Templates use template inheritance (`{{<layout}}{{$main}}…{{/main}}{{/layout}}`) and partials.
/// Every page kind needs its template; a missing one or a syntax error is a located diagnostic.
public struct Theme: Sendable {
    /// The templates every theme must provide, one per page kind.
    public static let requiredTemplates = PageKind.allCases.map(\.templateName)

    /// The theme's name.
    public let name: String
    /// The parsed templates.
    let library: MustacheLibrary
    /// The depth limits of templates that include each other inside sections.
    let graph: TemplateGraph
    /// The partials rendered once per distinct layout, and the templates that read them.
    let memoized: MemoizedPartials
    /// Each template's file, as named in diagnostics.
    let templateFiles: [String: String]
    /// Files under `assets/`, relative to it, with their contents; copied to `site/assets/`.
    public let assets: [(path: String, data: Data)]

    /// Loads the theme `name`: docgen's embedded default theme with the project's folder `name` under
    /// `directory` (the themes folder) laid over it file by file, as MkDocs' `custom_dir` does — a
    /// project with only `themes/default/templates/page.mustache` gets every other file from the
    /// embedded theme. Only `default` may have no folder. `displayDirectory` names the themes folder in
    /// diagnostics, and a missing theme is reported at `configLocation` (the config line that chose the
    /// theme). Templates and assets that are links leading outside the themes folder are refused.
    public static func load(named name: String, from directory: URL, displayDirectory: String,
                            configLocation: SourceLocation? = nil) throws(DiagnosticError) -> Theme {
        let root = directory.appendingPathComponent(name)
        let display = "\(displayDirectory)/\(name)"
        var collector = DiagnosticCollector()
        var isFolder: ObjCBool = false
        let hasFolder = FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) && isFolder.boolValue
        guard hasFolder || name == DefaultTheme.name else {
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.filter { !$0.hasPrefix(".") } ?? []
            let available = Set(folders + [DefaultTheme.name]).sorted().map { $0 == DefaultTheme.name ? "\($0) (built in)" : $0 }
            throw DiagnosticError(.error("theme '\(name)' not found: no folder \(display) (available: \(available.joined(separator: ", ")))",
                                         at: configLocation, step: .theme))
        }
        var texts: [String: (text: String, file: String)] = [:]
        var assets: [String: Data] = [:]
        for file in DefaultTheme.files {
            if let template = Self.templateName(file.path, in: "templates/"), let text = file.text {
                texts[template] = (text, "\(DefaultTheme.displayFolder)/\(file.path)")
            } else if file.path.hasPrefix("assets/") {
                assets[String(file.path.dropFirst("assets/".count))] = file.data
            }
        }
        if hasFolder {
            for relative in Self.listing(root, "templates", display: display, boundary: directory, into: &collector) {
                guard let template = Self.templateName(relative, in: "") else { continue }
                let file = "\(display)/templates/\(relative)"
                do {
                    texts[template] = (try TextFile.read(root.appendingPathComponent("templates/\(relative)"), displayPath: file, step: .theme), file)
                } catch {
                    collector.append(contentsOf: error.diagnostics)
                }
            }
            for relative in Self.listing(root, "assets", display: display, boundary: directory, into: &collector) {
                do {
                    assets[relative] = try Data(contentsOf: root.appendingPathComponent("assets/\(relative)"))
                } catch {
                    collector.error("cannot read theme asset", at: SourceLocation(file: "\(display)/assets/\(relative)"), step: .theme)
                }
            }
        }
        // A template that cannot be read (a link leading outside, not UTF-8, a FIFO) is reported as such, not
        // as "not found" by every template that includes it.
        try collector.throwIfErrors()
        let (library, graph, memoized, templateFiles) = Self.compile(texts, name: name, display: display,
                                                                     configLocation: configLocation, into: &collector)
        try collector.throwIfErrors()
        return Theme(name: name, library: library, graph: graph, memoized: memoized, templateFiles: templateFiles,
                     assets: assets.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The files under the theme folder's `subfolder`, relative to it; none when it has no such folder.
    private static func listing(_ root: URL, _ subfolder: String, display: String, boundary: URL,
                                into collector: inout DiagnosticCollector) -> [String] {
        let folder = root.appendingPathComponent(subfolder)
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return FolderListing(folder: folder, displayFolder: "\(display)/\(subfolder)", boundary: boundary,
                             boundaryName: "the themes folder", step: .theme).files(into: &collector)
    }

    /// `page` for `templates/page.mustache` (with `prefix` "templates/"); `nil` for any other file.
    private static func templateName(_ path: String, in prefix: String) -> String? {
        guard path.hasPrefix(prefix), path.hasSuffix(".mustache") else { return nil }
        return String(path.dropFirst(prefix.count).dropLast(".mustache".count))
    }

    /// A theme made of templates given as text (name → text and file as named in diagnostics),
    /// checked exactly as ``load(named:from:displayDirectory:configLocation:)`` checks a theme's
    /// folder; for tools that hold templates in memory, and for fuzzing.
    public static func make(named name: String, templates: [String: (text: String, file: String)],
                            assets: [(path: String, data: Data)] = []) throws(DiagnosticError) -> Theme {
        var collector = DiagnosticCollector()
        let (library, graph, memoized, files) = compile(templates, name: name, display: name, configLocation: nil, into: &collector)
        try collector.throwIfErrors()
        return Theme(name: name, library: library, graph: graph, memoized: memoized, templateFiles: files, assets: assets)
    }

    /// Parses every template, checks the references among them and the variables they read, and
    /// finds the partials that can be rendered once per layout.
    private static func compile(_ texts: [String: (text: String, file: String)], name: String, display: String,
                                configLocation: SourceLocation?, into collector: inout DiagnosticCollector)
        -> (MustacheLibrary, TemplateGraph, MemoizedPartials, [String: String]) {
        var parsed: [String: MustacheTemplate] = [:]
        var sources: [String: (text: String, file: String)] = [:]
        for (templateName, source) in texts.sorted(by: { $0.key < $1.key }) {
            sources[templateName] = source
            do {
                parsed[templateName] = try MustacheTemplate(string: source.text)
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(file: source.file, line: error.context.lineNumber, column: error.context.columnNumber + 1)
                collector.error("template error: \(describe(error.error))", at: location, step: .theme)
            } catch {
                collector.error("template error: \(error)", at: SourceLocation(file: source.file), step: .theme)
            }
        }
        for required in requiredTemplates where sources[required] == nil {
            collector.error("theme '\(name)' has no template '\(required).mustache' (in \(display)/templates)",
                            at: configLocation ?? SourceLocation(file: "\(display)/templates"), step: .theme)
        }
        var library = MustacheLibrary()
        let graph = TemplateGraph(sources: sources)
        collector.append(contentsOf: graph.diagnostics)
        guard !collector.hasErrors else { return (library, graph, .none(library), [:]) }
        for (templateName, text) in graph.templates {
            if let template = parsed[templateName], sources[templateName]?.text == text {
                library.register(template, named: templateName)
            } else if let template = try? MustacheTemplate(string: text) {
                library.register(template, named: templateName)
            }
        }
        let check = TemplateVariableCheck(sources: sources)
        collector.append(contentsOf: check.diagnostics(kinds: PageKind.allCases.map { ($0, PageContext.schema(of: $0)) }))
        guard !collector.hasErrors else { return (library, graph, .none(library), [:]) }
        let memoized: MemoizedPartials
        do {
            memoized = try MemoizedPartials(sources: sources, check: check, library: library)
        } catch {
            collector.error("internal failure: cannot prepare the theme's partials: \(error)", at: SourceLocation(file: "\(display)/templates"), step: .theme)
            return (library, graph, .none(library), [:])
        }
        return (library, graph, memoized, sources.mapValues(\.file))
    }

    /// Renders a page's context with the template of its kind; with a `memo`, the layout's values and
    /// the memoized partials are made once per distinct layout and shared (the bytes are the same).
    func render(_ context: PageContext, memo: LayoutMemo? = nil) throws(DiagnosticError) -> String {
        let name = context.kind.templateName
        let rendered: String?
        if let memo {
            var value = memo.value(for: context.layout, partials: memoized, library: library)
            value.merge(context.bodyValue) { $1 }
            rendered = memoized.library.render(value, withTemplate: name)
        } else {
            rendered = library.render(context.mustacheValue, withTemplate: name)
        }
        guard let html = rendered else {
            throw DiagnosticError(.error("theme '\(self.name)' cannot render template '\(name)'",
                                         at: SourceLocation(file: templateFiles[name] ?? "\(self.name)/templates/\(name).mustache"),
                                         step: .render))
        }
        if let cycle = graph.exceeded(in: html) {
            throw DiagnosticError(.error(
                "templates include each other more than \(cycle.depthLimit) levels deep while rendering \(context.path): "
                + "\(cycle.names.joined(separator: " → ")); docgen stops there", at: cycle.location, step: .render))
        }
        return html
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect: return "section closed with a different name than it was opened with"
        case MustacheTemplate.Error.unfinishedName: return "unfinished tag: '}}' expected"
        case MustacheTemplate.Error.expectedSectionEnd: return "section not closed before the end of the template"
        case MustacheTemplate.Error.invalidSetDelimiter: return "invalid set-delimiter tag"
        default: return "\(error)"
        }
    }
}

/// The kinds of page a site has; each is rendered by the template of the same name.
public enum PageKind: String, CaseIterable, Sendable {
    case home
    case page
    case section
    case checklists
    case audit
    case auditFile = "audit-file"
    case auditReport = "audit-report"
    case conformance

    /// The template's name in the theme.
    public var templateName: String { rawValue }
}
