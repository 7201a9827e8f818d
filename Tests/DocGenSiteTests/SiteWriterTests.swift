import DocGenCore
import DocGenTestSupport
import Foundation
import Testing
@testable import DocGenSite

@Suite struct SiteWriterTests {
    func build(_ files: [String: String], into project: FixtureProject) throws {
        let writer = try SiteWriter(output: project.url("site"))
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            try writer.write(path, Data(text.utf8))
        }
        try writer.commit()
    }

    @Test func eachBuildReplacesTheSiteWithExactlyItsFiles() throws {
        let project = try FixtureProject()
        try build(["index.html": "one", "a/b.html": "b", "a/c.html": "c"], into: project)
        #expect(project.files(under: "site") == ["a/b.html", "a/c.html", "index.html"])
        try build(["index.html": "two, longer", "a": "a file where a folder was"], into: project)
        #expect(project.files(under: "site") == ["a", "index.html"])
        #expect(project.read("site/index.html") == "two, longer")
        try build(["index.html": "3", "a/d.html": "d"], into: project)
        #expect(project.files(under: "site") == ["a/d.html", "index.html"])
        #expect(project.read("site/index.html") == "3")
        #expect(project.read("site/a/d.html") == "d")
    }

    @Test func aDiscardedBuildLeavesTheSiteAsItWas() throws {
        let project = try FixtureProject()
        try build(["index.html": "kept"], into: project)
        let writer = try SiteWriter(output: project.url("site"))
        try writer.write("index.html", Data("half-written".utf8))
        try writer.write("other.html", Data("never published".utf8))
        writer.discard()
        #expect(project.files(under: "site") == ["index.html"])
        #expect(project.read("site/index.html") == "kept")
        try build(["index.html": "next"], into: project)
        #expect(project.files(under: "site") == ["index.html"])
        #expect(project.read("site/index.html") == "next")
    }
}
