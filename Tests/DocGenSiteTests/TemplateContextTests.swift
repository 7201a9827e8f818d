import DocGenCore
import DocGenTestSupport
import Foundation
import Testing
@testable import DocGenSite

/// Typed template contexts: their shape, their Mustache values, and the check that every variable a
/// template reads is provided by the context it is rendered with.
@Suite struct TemplateContextTests {
    /// The default theme's templates, by name.
    static func defaultTemplates() throws -> [String: (text: String, file: String)] {
        let folder = RepositoryPaths.root.appendingPathComponent("themes/default/templates")
        var sources: [String: (text: String, file: String)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".mustache") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            sources[String(name.dropLast(".mustache".count))] = (text, "themes/default/templates/\(name)")
        }
        return sources
    }

    static func check(_ sources: [String: (text: String, file: String)]) -> [Diagnostic] {
        TemplateVariableCheck(sources: sources).diagnostics(kinds: PageKind.allCases.map { ($0, PageContext.schema(of: $0)) })
    }

    /// Where `tag` first appears in `text`, 1-based.
    static func location(of tag: String, in text: String, file: String) throws -> DocGenCore.SourceLocation {
        let range = try #require(text.range(of: tag))
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return DocGenCore.SourceLocation(file: file, line: line, column: column)
    }

    @Test func everyVariableOfTheDefaultThemeIsProvidedByItsContext() throws {
        let sources = try Self.defaultTemplates()
        #expect(sources.count >= PageKind.allCases.count)
        #expect(Self.check(sources).isEmpty, "\(Self.check(sources).map(\.description))")
    }

    @Test(arguments: PageKind.allCases)
    func aVariableNoContextProvidesIsALocatedError(_ kind: PageKind) throws {
        var sources = try Self.defaultTemplates()
        let original = try #require(sources[kind.templateName])
        let tag = "{{page.titel}}"
        let text = original.text.replacingOccurrences(of: "{{/main}}", with: "\(tag)\n{{/main}}")
        #expect(text != original.text)
        sources[kind.templateName] = (text, original.file)
        let diagnostics = Self.check(sources)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == (try Self.location(of: tag, in: text, file: original.file)))
        #expect(diagnostics.first?.message.contains("'page.titel'") == true)
    }

    @Test func sectionsEnterTheirElementsAndNamesAreLookedUpOutwards() throws {
        var sources = try Self.defaultTemplates()
        let nav = try #require(sources["nav"])
        let good = "{{#nav.sections}}{{title}}{{site.title}}{{#pages}}{{href}}{{isHome}}{{/pages}}{{#more}}{{count}}{{/more}}{{/nav.sections}}"
        let bad = "{{#nav.sections}}{{#pages}}{{level}}{{/pages}}{{/nav.sections}}"
        sources["nav"] = (nav.text + good + "\n" + bad + "\n", nav.file)
        let diagnostics = Self.check(sources)
        #expect(diagnostics.map(\.message) == ["template reads 'level', which the context of any page does not provide"],
                "\(diagnostics)")
        #expect(diagnostics.first?.location == (try Self.location(of: "{{level}}", in: sources["nav"]!.text, file: nav.file)))
    }

    @Test func aMissingFieldOfANestedContextIsNamed() throws {
        var sources = try Self.defaultTemplates()
        let audit = try #require(sources["audit"])
        sources["audit"] = (audit.text + "{{audit.totals.nope}}{{page.meta.anything.at.all}}\n", audit.file)
        let diagnostics = Self.check(sources)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("'nope' is not a variable there") == true)
    }

    @Test func schemasComeFromTheTypes() {
        guard case let .object(fields) = TemplateSchema.of(PageInfo.self) else {
            Issue.record("PageInfo is a struct")
            return
        }
        #expect(Set(fields.keys) == ["title", "path", "kind", "description", "meta", "tags", "hasTags", "styleSources", "styleHTML", "standalone", "exportHref"])
        #expect(fields["meta"] == .open, "front matter keys are known only at run time")
        #expect(fields["tags"] == .list(.value))
        guard case let .object(layout) = PageContext.schema(of: .page) else {
            Issue.record("a page's context is a struct")
            return
        }
        #expect(layout["nav"]?.child("sections") != nil)
        #expect(layout["content"] == .value)
    }

    @Test func mustacheValuesLeaveOutAbsentOptionalsAndKeepTypes() throws {
        var info = PageInfo(title: "T", path: "a.html", kind: "page")
        info.meta = ["n": .int(3), "f": .bool(false), "list": .list([.string("x"), .null]), "none": .null]
        let value = try #require(TemplateValues.mustache(info) as? [String: Any])
        #expect(value["description"] == nil)
        #expect(value["title"] as? String == "T")
        let meta = try #require(value["meta"] as? [String: Any])
        #expect(meta["n"] as? Int == 3)
        #expect(meta["f"] as? Bool == false)
        #expect((meta["list"] as? [Any])?.compactMap { $0 as? String } == ["x", ""])
        #expect(meta["none"] as? String == "")
    }
}
