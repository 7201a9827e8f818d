import DocGenTestSupport
import Foundation
import Testing

/// docgen's GitHub Action (`action.yml`, its steps in `scripts/github-action`) and the workflow
/// `docgen init --ci github` writes: valid against SchemaStore's schemas, and doing what they say.
@Suite struct GitHubActionTests {
    static func schema(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: "json"), "\(name).json is not among the test resources")
    }

    @Test func theActionIsValidActionMetadata() throws {
        let action = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("action.yml"), encoding: .utf8)
        let (status, output) = try JSONSchemaCheck.validate(action, as: .yaml, schema: try Self.schema("github-action.schema"))
        #expect(status == 0, "\(output)")
        for input in ["config:", "format:", "upload-sarif:"] {
            #expect(action.contains("\n  \(input)\n"), "action.yml has no input \(input)")
        }
        for step in ["scripts/install-deps", "scripts/github-action\" prepare", "actions/cache@", "scripts/install\" --prefix",
                     "scripts/github-action\" check", "github/codeql-action/upload-sarif@"] {
            #expect(action.contains(step), "action.yml has no step running \(step)")
        }
    }

    @Test func theSchemaCheckRejectsWhatIsNotAnAction() throws {
        let (status, output) = try JSONSchemaCheck.validate("name: x\nruns:\n  using: composite\n  steps:\n    - run: echo\n",
                                                            as: .yaml, schema: try Self.schema("github-action.schema"))
        #expect(status == 1, "\(output)")
    }

    @Test func initWritesAValidWorkflowAtTheRepositorysRoot() throws {
        let project = try FixtureProject(InitCommandTests.sources.replacingOccurrences(of: "-- App/", with: "-- ios/App/"))
        try FileManager.default.createDirectory(at: project.url(".git"), withIntermediateDirectories: true)
        let result = try DocGenCommand.run(["init", "--sources", "App", "--rule", "voiceover", "--ci", "github"], in: project.url("ios"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote ../.github/workflows/accessibility.yml"), "\(result.stdout)")
        let workflow = try #require(project.read(".github/workflows/accessibility.yml"))
        #expect(workflow.contains("\n          config: \"ios/docgen.yml\"\n"), "\(workflow)")
        #expect(workflow.contains("uses: docgen-a11y/docgen@v"), "\(workflow)")
        let (status, output) = try JSONSchemaCheck.validate(workflow, as: .yaml, schema: try Self.schema("github-workflow.schema"))
        #expect(status == 0, "\(output)")

        let again = try DocGenCommand.run(["init", "--ci", "github"], in: project.root)
        #expect(again.status == 2)
        #expect(again.stderr.contains(".github/workflows/accessibility.yml: error: already exists"), "\(again.stderr)")
    }

    /// The manual's matrix recipe: a valid workflow whose jobs scan a shard each and merge them (`--shard`/`--merge`).
    @Test func theMatrixRecipeInTheManualIsAValidWorkflow() throws {
        let page = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/content/ci.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## Scanning in a matrix").dropFirst().first)
        let workflow = try #require(section.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```\n").first)
        let (status, output) = try JSONSchemaCheck.validate(workflow, as: .yaml, schema: try Self.schema("github-workflow.schema"))
        #expect(status == 0, "\(output)")
        for step in ["shard: [1, 2, 3, 4]", "--shard ${{ matrix.shard }}/4 --format json", "actions/upload-artifact@",
                     "pattern: scan-*", "scan --merge shards/scan-*.json --format sarif", "github/codeql-action/upload-sarif@"] {
            #expect(workflow.contains(step), "the matrix recipe has no step with \(step)")
        }
    }

    @Test func theSchemaCheckRejectsWhatIsNotAWorkflow() throws {
        let (status, output) = try JSONSchemaCheck.validate("on: push\njobs:\n  a:\n    steps: []\n",
                                                            as: .yaml, schema: try Self.schema("github-workflow.schema"))
        #expect(status == 1, "\(output)")
    }

    /// The action's `check` step on a project whose gate fails: the log's report, the step summary, the SARIF
    /// file and the step's outputs, with the docgen under test on the PATH.
    @Test func theCheckStepWritesSummarySARIFAndOutputs() throws {
        let project = try FixtureProject(InitCommandTests.sources)
        #expect(try DocGenCommand.run(["init", "--sources", "App", "--rule", "reduce-motion"], in: project.root).status == 0)
        try project.write("App/Spinner.swift", "import SwiftUI\nstruct S: View {\n  @State var on = false\n  var body: some View {\n"
                          + "    Circle().offset(x: on ? 9 : 0).onAppear { withAnimation(.spring) { on = true } }\n  }\n}\n")
        try project.write("out/summary.md", "")
        try project.write("out/output.txt", "")
        let environment = [
            "PATH": RepositoryPaths.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "GITHUB_OUTPUT": project.url("out/output.txt").path, "GITHUB_STEP_SUMMARY": project.url("out/summary.md").path,
            "RUNNER_TEMP": project.url("out").path, "INPUT_CONFIG": "docgen.yml", "INPUT_FORMAT": "text", "INPUT_UPLOAD_SARIF": "true",
        ]
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                           ["bash", RepositoryPaths.root.appendingPathComponent("scripts/github-action").path, "check"],
                                           in: project.root, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("reduce-motion: 1/3 covered, 1 required: failed (1 unaudited site)"), "\(result.stdout)")
        let outputs = try #require(project.read("out/output.txt"))
        #expect(outputs == "status=1\npassed=false\nsarif=\(project.url("out/docgen.sarif").path)\n", "\(outputs)")
        project.assertFileContent("out/docgen.sarif", contains: ["\"version\": \"2.1.0\"", "App/Spinner.swift"])
        project.assertFileContent("out/summary.md", contains: ["reduce-motion"])
    }

    @Test func thePrepareStepNamesTheVersionAndTheCacheKey() throws {
        func prepare(_ ref: String) throws -> String {
            try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                  ["bash", RepositoryPaths.root.appendingPathComponent("scripts/github-action").path, "prepare"],
                                  in: RepositoryPaths.root, environment: ["ACTION_REF": ref, "GITHUB_OUTPUT": "/dev/stdout"]).stdout
        }
        let tagged = try prepare("v1.4.2")
        #expect(tagged.hasPrefix("version=1.4.2\nkey=1.4.2-"), "\(tagged)")
        let commit = try prepare("0123456789abcdef0123456789abcdef01234567")
        let base = try VersionTests.base()
        #expect(commit.contains("version=\(base)+0123456\n"), "\(commit)")
        #expect(try prepare("feature/x").contains("version=\(base)+feature-x\n"))
        #expect(tagged.split(separator: "-").last == commit.split(separator: "-").last, "the source hash does not depend on the ref")
    }
}
