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

    /// How many regression inputs each target has: a file removed or not found (a renamed folder) fails the
    /// test, and one added must be counted here. The red team's repros (review 3) seed every target.
    static let expectedInputs: [FuzzTarget: Int] = [.markdown: 6, .audit: 4, .theme: 3, .config: 5, .scan: 5]

    @Test(arguments: FuzzTarget.allCases)
    func inputsThatOnceFailedRunCleanly(_ target: FuzzTarget) throws {
        var count = 0
        for file in Self.files(in: Self.regressions.appendingPathComponent(target.rawValue)) {
            target.run(try Data(contentsOf: file))
            count += 1
        }
        #expect(count > 0, "every target has regression inputs")
        #expect(count == Self.expectedInputs[target], "\(target.rawValue): ran \(count) inputs")
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
