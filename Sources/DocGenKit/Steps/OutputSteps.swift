import DocGenCore
import Foundation

/// Renders every page through the theme, on all cores, into the output's staging area.
struct RenderPagesStep: BuildStep {
    var step: Step { .render }
    var producesSite: Bool { true }

    func detail(_ context: BuildContext) -> String? { context.site.map { "\($0.pageCount) pages" } }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let site = try context.required(context.site, "site")
        let output = DirectoryOutput(url: try context.required(context.outputURL, "output folder"))
        try output.begin()
        context.output = output
        let failures = site.contexts().parallelMap { page -> [Diagnostic] in
            do throws(DiagnosticError) {
                try output.write(page.path, try site.render(page))
                return []
            } catch {
                return error.diagnostics
            }
        }.flatMap { $0 }
        try DiagnosticCollector.throwing(failures)
    }
}

/// Writes the site's other files (search index, reports, assets) and swaps the new site in.
struct WriteSiteStep: BuildStep {
    var step: Step { .write }
    var producesSite: Bool { true }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let site = try context.required(context.site, "site")
        let output = try context.required(context.output, "output")
        for file in site.files {
            switch file {
            case let .data(path, data): try output.write(path, data)
            case let .copy(path, source): try output.copy(source, to: path)
            }
        }
        try output.commit()
        context.output = nil
    }
}
