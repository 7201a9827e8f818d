import DocGenCore
import DocGenTestSupport
import Foundation
import Testing
@testable import DocGenSite
@testable import DocGenTheme

/// The default theme compiled into docgen, and a project's theme laid over it file by file.
@Suite struct EmbeddedThemeTests {
    /// Every file under `folder`, relative to it, hidden ones skipped, with its bytes.
    static func files(under folder: URL) -> [String: Data] {
        let base = folder.standardizedFileURL.path
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = FileManager.default.contents(atPath: url.path)
        }
        return files
    }

    @Test func theEmbeddedThemeIsThemesDefaultByteForByte() {
        let folder = Self.files(under: RepositoryPaths.root.appendingPathComponent("themes/default"))
        let embedded = Dictionary(uniqueKeysWithValues: DefaultTheme.files.map { ($0.path, $0.data) })
        #expect(embedded.keys.sorted() == folder.keys.sorted())
        for (path, data) in folder {
            #expect(embedded[path] == data, "the embedded \(path) differs from themes/default/\(path)")
        }
        #expect(DefaultTheme.files.map(\.path) == DefaultTheme.files.map(\.path).sorted())
        #expect(DefaultTheme.file("templates/page.mustache")?.text?.contains("{{<layout}}") == true)
        #expect(DefaultTheme.file("templates/nope.mustache") == nil)
    }

    @Test func filesThatAreNotTextAreKeptAsBase64() {
        let file = EmbeddedFile(path: "assets/dot.png", base64: "iVBORw0KGgo=")
        #expect(file.data == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(file.text == nil)
        #expect(EmbeddedFile(path: "a.txt", text: "é\u{0}\"\n").data == Data("é\u{0}\"\n".utf8))
    }

    @Test func theDefaultThemeNeedsNoFolder() throws {
        let themes = try FixtureProject()
        let theme = try Theme.load(named: "default", from: themes.root, displayDirectory: "themes")
        #expect(theme.assets.map(\.path) == DefaultTheme.files.filter { $0.path.hasPrefix("assets/") }.map { String($0.path.dropFirst(7)) })
        #expect(theme.templateFiles["page"] == "\(DefaultTheme.displayFolder)/templates/page.mustache")
    }

    @Test func aProjectsFilesReplaceTheEmbeddedOnesOneByOne() throws {
        let themes = try FixtureProject()
        try themes.write("default/templates/page.mustache", "{{<layout}}{{$main}}<p>mine: {{page.title}}</p>{{/main}}{{/layout}}\n")
        try themes.write("default/assets/docgen.css", "body { color: black; }\n")
        try themes.write("default/assets/extra.css", "p { margin: 0; }\n")
        let theme = try Theme.load(named: "default", from: themes.root, displayDirectory: "themes")
        #expect(theme.templateFiles["page"] == "themes/default/templates/page.mustache")
        #expect(theme.templateFiles["layout"] == "\(DefaultTheme.displayFolder)/templates/layout.mustache")
        let assets = Dictionary(uniqueKeysWithValues: theme.assets.map { ($0.path, $0.data) })
        #expect(assets["docgen.css"] == Data("body { color: black; }\n".utf8))
        #expect(assets["extra.css"] == Data("p { margin: 0; }\n".utf8))
        #expect(assets["docgen.js"] == DefaultTheme.file("assets/docgen.js")?.data)
        #expect(theme.assets.map(\.path) == theme.assets.map(\.path).sorted())
    }

    @Test func anotherThemeIsLaidOverTheDefaultButMustHaveItsFolder() throws {
        let themes = try FixtureProject()
        try themes.write("brand/assets/brand.css", "h1 { font-weight: 900; }\n")
        let theme = try Theme.load(named: "brand", from: themes.root, displayDirectory: "themes")
        #expect(theme.assets.map(\.path).contains("brand.css"))
        #expect(theme.assets.map(\.path).contains("docgen.css"))
        #expect(theme.templateFiles["home"] == "\(DefaultTheme.displayFolder)/templates/home.mustache")

        let location = SourceLocation(file: "docgen.yml", line: 3, column: 8)
        let error = #expect(throws: DiagnosticError.self) {
            try Theme.load(named: "nope", from: themes.root, displayDirectory: "themes", configLocation: location)
        }
        #expect(error?.diagnostics.map(\.message) == ["theme 'nope' not found: no folder themes/nope (available: brand, default (built in))"])
        #expect(error?.diagnostics.first?.location == location)
    }

    @Test func anErrorInAProjectTemplateNamesTheProjectFile() throws {
        let themes = try FixtureProject()
        try themes.write("default/templates/nav.mustache", "{{#nav.sections}}\n{{titel}}\n{{/nav.sections}}\n")
        let error = #expect(throws: DiagnosticError.self) {
            try Theme.load(named: "default", from: themes.root, displayDirectory: "themes")
        }
        #expect(error?.diagnostics.contains { $0.location?.file == "themes/default/templates/nav.mustache" } == true,
                "\(error?.diagnostics.map(\.description) ?? [])")
    }

    @Test func ejectWritesTheEmbeddedThemeAndNeverOverwrites() throws {
        let folder = try FixtureProject()
        let written = try ThemeEjector.eject("default", to: folder.root.appendingPathComponent("themes/default"), displayFolder: "themes/default")
        #expect(written == DefaultTheme.files.map(\.path))
        #expect(Self.files(under: folder.root.appendingPathComponent("themes/default"))
                == Dictionary(uniqueKeysWithValues: DefaultTheme.files.map { ($0.path, $0.data) }))

        try folder.write("themes/default/templates/page.mustache", "mine\n")
        let again = #expect(throws: DiagnosticError.self) {
            try ThemeEjector.eject("default", to: folder.root.appendingPathComponent("themes/default"), displayFolder: "themes/default")
        }
        #expect(again?.diagnostics.count == DefaultTheme.files.count)
        #expect(again?.diagnostics.first?.message.contains("never overwrites") == true)
        #expect(folder.read("themes/default/templates/page.mustache") == "mine\n")

        let other = try FixtureProject()
        try other.write("t/assets/docgen.js", "// mine\n")
        let one = #expect(throws: DiagnosticError.self) {
            try ThemeEjector.eject("default", to: other.root.appendingPathComponent("t"), displayFolder: "t")
        }
        #expect(one?.diagnostics.map { $0.location?.file } == ["t/assets/docgen.js"])
        #expect(Self.files(under: other.root).keys.sorted() == ["t/assets/docgen.js"], "nothing else is written")

        #expect(throws: DiagnosticError.self) { try ThemeEjector.eject("fancy", to: other.root.appendingPathComponent("x"), displayFolder: "x") }
        #expect(!FileManager.default.fileExists(atPath: other.root.appendingPathComponent("x").path))
    }
}
