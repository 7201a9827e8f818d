import DocGenCore

/// The GitHub Actions workflow `docgen init --ci github` writes: on every push and pull request, docgen's
/// action (`action.yml` at the root of docgen's repository) checks the audits, uploads the SARIF report to
/// code scanning and writes the step summary.
public struct GitHubWorkflow: Sendable {
    /// Where the workflow goes, relative to the repository's root.
    public static let path = ".github/workflows/accessibility.yml"

    /// docgen's repository on GitHub, whose root holds the action: the one place that names it.
    public static let actionRepository = "docgen-a11y/docgen"

    /// `docgen.yml`, relative to the repository's root.
    public var config: String
    /// docgen's version: the action is pinned to its release tag (build metadata after `+` dropped).
    public var toolVersion: String

    /// A workflow for the project whose configuration is `config`.
    public init(config: String, toolVersion: String) {
        self.config = config
        self.toolVersion = toolVersion
    }

    /// The action reference: `OWNER/REPO@vX.Y.Z`.
    public var actionReference: String {
        let release = toolVersion.split(separator: "+", maxSplits: 1).first.map(String.init) ?? toolVersion
        return "\(Self.actionRepository)@v\(release)"
    }

    /// The workflow's YAML.
    public var text: String {
        """
        # Checks the accessibility audits with docgen on every push and pull request (written by
        # 'docgen init --ci github'). A failed gate fails the job; the findings appear in the job's
        # summary, as annotations, and in the repository's code scanning alerts.
        name: Accessibility
        on:
          push:
          pull_request:
        permissions:
          contents: read
          security-events: write
        jobs:
          docgen:
            name: docgen check
            runs-on: ubuntu-24.04
            timeout-minutes: 30
            steps:
              - uses: actions/checkout@v4
              - uses: \(actionReference)
                with:
                  config: \(JSON.quoted(config))

        """
    }
}
