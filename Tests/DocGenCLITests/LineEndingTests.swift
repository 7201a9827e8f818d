import DocGenTestSupport
import Foundation
import Testing

/// Files saved with Windows (`\r\n`) or old Mac (`\r`) line endings build exactly like their LF twins.
@Suite struct LineEndingTests {
    @Test(arguments: ["\r\n", "\r"])
    func theWholeProgramBuildsTheSameWithOtherLineEndings(_ ending: String) throws {
        let project = try FixtureProject()
        for folder in ["content", "themes", "examples"] {
            try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent(folder), to: project.url(folder))
        }
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("docgen.yml"), to: project.url("docgen.yml"))
        let lf = try DocGenCommand.run(["build", "--quiet", "--output", "lf"], in: project.root)
        #expect(lf.status == 0, "\(lf.stderr)")

        var converted = 0
        let files = ["docgen.yml"] + project.files(under: "content").map { "content/\($0)" }
            + project.files(under: "themes").map { "themes/\($0)" } + project.files(under: "examples").map { "examples/\($0)" }
        for file in files where [".md", ".yml", ".mustache", ".swift"].contains(where: file.hasSuffix) {
            let text = try #require(project.read(file))
            #expect(!text.contains("\r"))
            try project.write(file, text.replacingOccurrences(of: "\n", with: ending))
            converted += 1
        }
        #expect(converted >= 20)
        let other = try DocGenCommand.run(["build", "--quiet", "--output", "other"], in: project.root)
        #expect(other.status == 0, "\(other.stderr)")
        let expected = project.files(under: "lf")
        #expect(project.files(under: "other") == expected)
        for file in expected {
            #expect(try Data(contentsOf: project.url("lf/\(file)")) == Data(contentsOf: project.url("other/\(file)")), "\(file) differs")
        }
    }

    @Test func errorsInACRLFPageAreLocatedLikeInItsLFTwin() throws {
        let project = try FixtureProject("-- docgen.yml --\ntitle: T\n", copyDefaultTheme: true)
        try project.write("content/a.md", "---\r\ntitle: A\r\norder: soon\r\n---\r\n# A\r\n\r\n[x](missing.md)\r\n")
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("content/a.md:3:8: error: 'order' must be an integer, found a string"), "\(result.stderr)")
    }
}
