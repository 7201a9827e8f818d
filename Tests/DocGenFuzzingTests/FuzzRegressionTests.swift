import DocGenFuzzing
import DocGenTestSupport
import Foundation
import Testing

/// Every input a fuzzer found a problem with (kept under `Regressions/TARGET/`), and the seed
/// inputs `scripts/fuzz` starts from, run through the same targets: none may crash or trap.
@Suite struct FuzzRegressionTests {
    static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    static func files(in folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
    }

    @Test(arguments: FuzzTarget.allCases)
    func inputsThatOnceFailedRunCleanly(_ target: FuzzTarget) throws {
        for file in Self.files(in: Self.regressions.appendingPathComponent(target.rawValue)) {
            target.run(try Data(contentsOf: file))
        }
    }

    @Test func theSeedsRunCleanly() throws {
        let root = RepositoryPaths.root
        let seeds: [(FuzzTarget, String, String)] = [
            (.markdown, "content", ".md"), (.audit, "content/audits", ".yml"), (.audit, "Tests/DocGenAuditTests/Fixtures", ".yml"),
            (.config, ".", "docgen.yml"), (.scan, "Tests/DocGenScanTests/Fixtures", ".swift"), (.scan, "examples", ".swift"),
        ]
        var count = 0
        for (target, folder, suffix) in seeds {
            let base = root.appendingPathComponent(folder)
            let names = (folder == "." ? ["docgen.yml"] : (FileManager.default.subpaths(atPath: base.path) ?? [])).filter { $0.hasSuffix(suffix) }
            for name in names.sorted() {
                target.run(try Data(contentsOf: base.appendingPathComponent(name)))
                count += 1
            }
        }
        for (index, template) in Self.files(in: root.appendingPathComponent("themes/default/templates")).enumerated() {
            FuzzTarget.theme.run(Data([UInt8(index)]) + (try Data(contentsOf: template)))
            count += 1
        }
        #expect(count > 50)
    }
}
