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
    /// The partials rendered once per distinct layout, and the templates that read them.
    let memoized: MemoizedPartials
    /// Each template's file, as named in diagnostics.
    let templateFiles: [String: String]
    /// Files under `assets/`, relative to it, with their contents; copied to `site/assets/`.
    public let assets: [(path: String, data: Data)]

    /// Loads the theme `name` from `directory` (the themes folder); `displayDirectory` names it in diagnostics.
    public static func load(named name: String, from directory: URL, displayDirectory: String) throws(DiagnosticError) -> Theme {
        let root = directory.appendingPathComponent(name)
        let display = "\(displayDirectory)/\(name)"
        var collector = DiagnosticCollector()
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("templates").path) else {
            let available = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.filter { !$0.hasPrefix(".") }.sorted() ?? []
            let hint = available.isEmpty ? "" : " (available: \(available.joined(separator: ", ")))"
            throw DiagnosticError(.error("theme '\(name)' not found: no folder \(display)/templates\(hint)", step: .theme))
        }
        var library = MustacheLibrary()
        var sources: [String: (text: String, file: String)] = [:]
        for relative in files(under: root.appendingPathComponent("templates")) where relative.hasSuffix(".mustache") {
            let file = "\(display)/templates/\(relative)"
            let templateName = String(relative.dropLast(".mustache".count))
            do {
                let text = try TextFile.read(root.appendingPathComponent("templates/\(relative)"), displayPath: file, step: .theme)
                sources[templateName] = (text, file)
                try library.register(MustacheTemplate(string: text), named: templateName)
            } catch let error as DiagnosticError {
                collector.append(contentsOf: error.diagnostics)
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(file: file, line: error.context.lineNumber, column: error.context.columnNumber + 1)
                collector.error("template error: \(describe(error.error))", at: location, step: .theme)
            } catch {
                collector.error("template error: \(error)", at: SourceLocation(file: file), step: .theme)
            }
        }
        for required in requiredTemplates where sources[required] == nil {
            collector.error("theme '\(name)' has no template '\(required).mustache'", at: SourceLocation(file: "\(display)/templates"), step: .theme)
        }
        collector.append(contentsOf: missingReferences(in: sources))
        try collector.throwIfErrors()
        let check = TemplateVariableCheck(sources: sources)
        collector.append(contentsOf: check.diagnostics(kinds: PageKind.allCases.map { ($0, PageContext.schema(of: $0)) }))
        try collector.throwIfErrors()
        let memoized: MemoizedPartials
        do {
            memoized = try MemoizedPartials(sources: sources, check: check, library: library)
        } catch {
            throw DiagnosticError(.error("internal failure: cannot prepare the theme's partials: \(error)", step: .theme))
        }
        var assets: [(String, Data)] = []
        let assetsRoot = root.appendingPathComponent("assets")
        for relative in files(under: assetsRoot) {
            do {
                assets.append((relative, try Data(contentsOf: assetsRoot.appendingPathComponent(relative))))
            } catch {
                collector.error("cannot read theme asset", at: SourceLocation(file: "\(display)/assets/\(relative)"), step: .theme)
            }
        }
        try collector.throwIfErrors()
        return Theme(name: name, library: library, memoized: memoized, templateFiles: sources.mapValues(\.file), assets: assets)
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
        return html
    }

    /// Partials (`{{> name}}`) and parents (`{{< name}}`) must name templates of the theme.
    private static func missingReferences(in sources: [String: (text: String, file: String)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (_, source) in sources.sorted(by: { $0.key < $1.key }) {
            for (lineIndex, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var rest = line[...]
                while let open = rest.range(of: "{{") {
                    let afterOpen = rest[open.upperBound...]
                    guard let marker = afterOpen.first, marker == ">" || marker == "<",
                          let close = afterOpen.range(of: "}}") else {
                        rest = afterOpen
                        continue
                    }
                    let name = afterOpen[afterOpen.index(after: afterOpen.startIndex)..<close.lowerBound]
                        .trimmingCharacters(in: .whitespaces)
                    if sources[name] == nil {
                        let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                        diagnostics.append(.error("template '\(name)' not found in the theme",
                                                  at: SourceLocation(file: source.file, line: lineIndex + 1, column: column), step: .theme))
                    }
                    rest = afterOpen[close.upperBound...]
                }
            }
        }
        return diagnostics
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

    /// Regular files under `url`, relative and sorted; hidden files skipped.
    static func files(under url: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        let base = url.standardizedFileURL.path
        var result: [String] = []
        for case let file as URL in enumerator where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            result.append(String(file.standardizedFileURL.path.dropFirst(base.count + 1)))
        }
        return result.sorted()
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
