import DocGenTestSupport
import Foundation
import Testing
@testable import DocGenCore

@Suite struct ResolvedPathTests {
    @Test func dotsSlashesAndLinksAreResolvedLikeTheKernelDoes() throws {
        let project = try FixtureProject("-- content/plans/plan.md --\n# Plan\n")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: project.url("pages").path, withDestinationPath: "content")
        try manager.createSymbolicLink(atPath: project.url("deep").path, withDestinationPath: "content/plans")
        try manager.createSymbolicLink(atPath: project.url("dangling").path, withDestinationPath: "content/not-yet")
        try manager.createSymbolicLink(atPath: project.url("loop").path, withDestinationPath: "loop")
        let content = ResolvedPath(project.url("content"))
        let root = ResolvedPath(project.root).path
        #expect(content.path == root + "/content")
        for written in ["content/", "content//", "./content/.", "pages", "pages/", "deep/..", "content/plans/..", "x/../content"] {
            let resolved = ResolvedPath(path: project.root.path + "/" + written)
            #expect(resolved.isSame(as: content), "\(written) → \(resolved.path)")
        }
        #expect(ResolvedPath(project.url("dangling/site")).path == root + "/content/not-yet/site")
        #expect(ResolvedPath(project.url("dangling/site")).isWithin(content))
        #expect(ResolvedPath(project.url("pages/new/site")).isWithin(content))
        #expect(!content.isWithin(ResolvedPath(project.url("pages/new"))))
        #expect(content.isWithin(ResolvedPath(project.root)))
        #expect(!ResolvedPath(project.url("contents")).isWithin(content), "a sibling whose name starts alike is not inside")
        #expect(ResolvedPath(project.url("loop/x")).path.hasPrefix(root), "a link loop ends instead of spinning")
    }

    @Test func relativeURLsKeepTheirDotDotsUntilTheDiskIsAsked() throws {
        let project = try FixtureProject("-- content/plans/plan.md --\n# Plan\n")
        try FileManager.default.createSymbolicLink(atPath: project.url("deep").path, withDestinationPath: "content/plans")
        let base = URL(fileURLWithPath: project.root.path + "/", isDirectory: true)
        let url = URL(fileURLWithPath: "deep/..", relativeTo: base)
        #expect(ResolvedPath(url).isSame(as: ResolvedPath(project.url("content"))))
    }

    @Test func namesThatDoNotExistYetCompareWithoutCaseWhereTheFileSystemIgnoresIt() {
        #expect(ResolvedPath.name("/p/Content/site", isWithin: "/p/content", ignoringCase: true))
        #expect(!ResolvedPath.name("/p/Content/site", isWithin: "/p/content", ignoringCase: false))
        #expect(ResolvedPath.name("/p/CONTENT", isWithin: "/p/content", ignoringCase: true))
        #expect(!ResolvedPath.name("/p/contents", isWithin: "/p/content", ignoringCase: true))
        #expect(ResolvedPath.name("/anything", isWithin: "/", ignoringCase: false))
    }

    @Test func existingFoldersCompareByIdentitySoCaseAndLinksNeverFoolIt() throws {
        let project = try FixtureProject("-- Content/index.md --\n# Home\n")
        let folder = ResolvedPath(project.url("Content"))
        if ResolvedPath.ignoresCase(near: project.root.path) {
            #expect(ResolvedPath(project.url("content")).isSame(as: folder))
        } else {
            #expect(!ResolvedPath(project.url("content")).isWithin(folder))
        }
    }
}
