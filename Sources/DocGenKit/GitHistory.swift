import DocGenCore
import Foundation

/// Reads a build's ``SourceHistory`` from git: the last commit that touched the build's inputs, whether
/// the inputs have uncommitted changes, and the last commit of each audit file.
///
/// Inputs are `docgen.yml`, the content folder, the project's theme folder, every audit's data file and
/// sources; those outside the repository are left out. Without git (not installed, not a repository, no
/// commit yet) the history is empty. In a shallow clone, a commit found at the clone's boundary may not be
/// the one that last touched the path (the history before it is missing): it is left out, with a warning.
enum GitHistory {
    /// The history of `inputs` (those of `config`), with `options.sourceDateEpoch` as the date when it is set.
    static func read(config: SiteConfig, inputs resolved: BuildInputs,
                     options: BuildOptions) -> (history: SourceHistory, warnings: [Diagnostic]) {
        var history = SourceHistory.none
        history.sourceDate = options.sourceDateSeconds.map(SourceHistory.date(fromEpoch:))
        guard options.readsGit else { return (history, []) }
        guard let repository = repository(at: config.root) else { return (history, []) }
        let top = repository.top, shallow = repository.shallow
        let relative = repository.relative
        // The theme folder may be absent (the embedded theme stands in); a deleted source still has a history.
        let inputs = resolved.all.filter { $0 != resolved.theme || FileManager.default.fileExists(atPath: $0.path) }
        let paths = Array(Set(inputs.compactMap(relative))).sorted()
        guard !paths.isEmpty else { return (history, []) }
        var warnings: [Diagnostic] = []
        func lastCommit(_ paths: [String], what: String) -> SourceHistory.Commit? {
            guard let line = run(["--literal-pathspecs", "log", "-1", "--format=%H %cI", "--"] + paths, in: top),
                  case let parts = line.split(separator: " "), parts.count == 2, parts[1].count >= 10 else { return nil }
            let commit = SourceHistory.Commit(hash: String(parts[0]), date: String(parts[1].prefix(10)))
            if shallow.contains(commit.hash) {
                warnings.append(.warning("the clone is shallow: its history ends before the last commit that touched \(what), "
                                         + "so the site shows no commit or date for it (fetch the history with "
                                         + "'git fetch --unshallow')", at: SourceLocation(file: config.file), step: .assemble))
                return nil
            }
            return commit
        }
        history.build = lastCommit(paths, what: "the build's inputs")
        guard history.build != nil else { return (history, warnings) }
        let status = run(["--literal-pathspecs", "status", "--porcelain", "-z", "--untracked-files=all", "--"] + paths, in: top)
        history.modified = status.map { !$0.isEmpty } ?? false
        for reference in config.audits {
            guard let path = relative(config.url(for: reference.data)),
                  let commit = lastCommit([path], what: reference.data) else { continue }
            history.files[reference.data] = commit
        }
        return (history, warnings)
    }

    /// The work tree `root` is in: its top folder and the commits at a shallow clone's boundary; `nil` without
    /// git or outside a repository.
    static func repository(at root: URL) -> GitRepository? {
        let root = root.resolvingSymlinksInPath().standardizedFileURL
        guard let head = run(["rev-parse", "--show-toplevel", "--is-shallow-repository", "--git-path", "shallow"], in: root),
              case let lines = head.split(separator: "\n").map(String.init), lines.count == 3 else { return nil }
        let top = URL(fileURLWithPath: lines[0]).resolvingSymlinksInPath().standardizedFileURL
        let shallow = lines[1] == "true"
            ? Set(((try? String(contentsOf: URL(fileURLWithPath: lines[2], relativeTo: root), encoding: .utf8)) ?? "")
                .split(whereSeparator: \.isNewline).map(String.init))
            : []
        return GitRepository(top: top, shallow: shallow)
    }

    /// Runs `git arguments…` in `folder`; its standard output without the final line end, or `nil` when git
    /// is missing or fails.
    static func run(_ arguments: [String], in folder: URL) -> String? {
        guard let data = data(arguments, in: folder), var text = String(data: data, encoding: .utf8) else { return nil }
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Runs `git arguments…` in `folder` with `input` as its standard input; its standard output, or `nil`
    /// when git is missing or fails.
    static func data(_ arguments: [String], in folder: URL, input: Data? = nil) -> Data? {
        // Reading must not write: no index refresh by `status`, no prompt, messages in one language.
        let environment = ["GIT_OPTIONAL_LOCKS": "0", "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"]
        return Subprocess.output(["git", "-C", folder.path] + arguments, environment: environment, input: input)
    }
}

/// A git work tree as docgen reads it.
struct GitRepository: Sendable {
    /// The work tree's top folder.
    var top: URL
    /// In a shallow clone, the commits at its boundary (their parents are missing); empty otherwise.
    var shallow: Set<String>

    /// The path of `url` relative to the top (`.` for the top itself), or `nil` outside the work tree.
    func relative(_ url: URL) -> String? {
        let path = url.resolvingSymlinksInPath().standardizedFileURL.path
        if path == top.path { return "." }
        return path.hasPrefix(top.path + "/") ? String(path.dropFirst(top.path.count + 1)) : nil
    }
}
