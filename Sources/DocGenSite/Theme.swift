import DocGenCore
import Foundation
import Mustache

/// A theme: Mustache templates (`templates/*.mustache`) and static assets (`assets/`), chosen by name.
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

    /// Loads the theme `name` from `directory` (the themes folder); `displayDirectory` names it in
    /// diagnostics, and a missing theme or template is reported at `configLocation` (the config line
    /// that chose the theme). Templates and assets that are links leading outside the themes folder are refused.
    public static func load(named name: String, from directory: URL, displayDirectory: String,
                            configLocation: SourceLocation? = nil) throws(DiagnosticError) -> Theme {
        let root = directory.appendingPathComponent(name)
        let display = "\(displayDirectory)/\(name)"
        var collector = DiagnosticCollector()
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("templates").path) else {
            let available = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.filter { !$0.hasPrefix(".") }.sorted() ?? []
            let hint = available.isEmpty ? "" : " (available: \(available.joined(separator: ", ")))"
            throw DiagnosticError(.error("theme '\(name)' not found: no folder \(display)/templates\(hint)", at: configLocation, step: .theme))
        }
        var texts: [String: (text: String, file: String)] = [:]
        let templates = FolderListing(folder: root.appendingPathComponent("templates"), displayFolder: "\(display)/templates",
                                      boundary: directory, boundaryName: "the themes folder", step: .theme)
        for relative in templates.files(into: &collector) where relative.hasSuffix(".mustache") {
            let file = "\(display)/templates/\(relative)"
            do {
                let text = try TextFile.read(root.appendingPathComponent("templates/\(relative)"), displayPath: file, step: .theme)
                texts[String(relative.dropLast(".mustache".count))] = (text, file)
            } catch {
                collector.append(contentsOf: error.diagnostics)
            }
        }
        // A template that cannot be read (a link leading outside, not UTF-8, a FIFO) is reported as such, not
        // as "not found" by every template that includes it.
        try collector.throwIfErrors()
        let (library, graph, memoized, templateFiles) = Self.compile(texts, name: name, display: display,
                                                                     configLocation: configLocation, into: &collector)
        try collector.throwIfErrors()
        var assets: [(String, Data)] = []
        let assetsRoot = root.appendingPathComponent("assets")
        let assetFiles = FileManager.default.fileExists(atPath: assetsRoot.path)
            ? FolderListing(folder: assetsRoot, displayFolder: "\(display)/assets", boundary: directory,
                            boundaryName: "the themes folder", step: .theme).files(into: &collector)
            : []
        for relative in assetFiles {
            do {
                assets.append((relative, try Data(contentsOf: assetsRoot.appendingPathComponent(relative))))
            } catch {
                collector.error("cannot read theme asset", at: SourceLocation(file: "\(display)/assets/\(relative)"), step: .theme)
            }
        }
        try collector.throwIfErrors()
        return Theme(name: name, library: library, graph: graph, memoized: memoized, templateFiles: templateFiles, assets: assets)
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
