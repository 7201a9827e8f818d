import Foundation

/// Decides whether docgen may replace a folder with a built site, so that a build never
/// replaces or writes into the user's own files.
///
/// Every site docgen writes holds a marker file (``markerName``) listing the files it wrote
/// (``SiteManifest``). A folder may become the output
/// when it is not the project folder, not an ancestor of it, and neither is, contains nor lies
/// inside the content folder, the themes folder, the build cache, an audit's data file or an audit's
/// sources — compared after resolving `.`, `..`, trailing slashes and symbolic links, by file identity,
/// so case-insensitive file systems are covered; and when it does not exist yet, is empty, or holds the
/// marker and no file the marker does not list. `build` (with the config's `output` or `--output`) and `serve`'s preview folder
/// all go through ``check(_:origin:config:)``.
public enum OutputGuard {
    /// The marker file at the top of every site docgen writes: a note and the list of the files it wrote.
    public static let markerName = ".docgen-site"
    /// The build cache's folder beside `docgen.yml`: never the output, nor inside it.
    public static let buildCacheFolder = ".build-docgen"
    /// How many files docgen did not write an error names.
    static let unknownFilesNamed = 5

    /// The pipeline step named in diagnostics.
    public static let step: Step = .config

    /// Where the output folder was chosen, which decides how diagnostics name and locate it.
    public enum Origin: Sendable, Hashable {
        /// The config's `output` key.
        case config
        /// `--output` on the command line, as written.
        case commandLine(String)
        /// The folder `docgen serve` builds its preview into.
        case preview
    }

    /// Checks that `output` may receive the site and returns it resolved; every problem is a
    /// diagnostic located at the `output:` line of the config (or at the key it collides with).
    @discardableResult
    public static func check(_ output: URL, origin: Origin, config: SiteConfig) throws(DiagnosticError) -> ResolvedPath {
        let resolved = ResolvedPath(output)
        try DiagnosticCollector.throwing(collisions(of: resolved, origin: origin, config: config))
        try checkReplaceable(resolved, origin: origin, config: config)
        return resolved
    }

    /// The rules that depend only on paths: the output must keep clear of the project's own files.
    public static func collisions(of output: ResolvedPath, origin: Origin, config: SiteConfig) -> [Diagnostic] {
        let subject = subject(output, origin: origin, config: config)
        let root = ResolvedPath(config.root)
        if root.isWithin(output) {
            let what = output.isSame(as: root) ? "is the project folder" : "contains the project folder"
            return [diagnostic("\(subject) \(what): building would replace \(config.file) and everything beside it",
                               hint: chooseAnother, origin: origin, config: config, otherKey: nil)]
        }
        // One error per output, the most telling relation first: is, then lies inside, then contains.
        var found: [(rank: Int, diagnostic: Diagnostic)] = []
        for protected in protectedPaths(of: config) {
            let target = ResolvedPath(config.url(for: protected.path))
            let rank: Int
            let relation: String
            if output.isSame(as: target) {
                (rank, relation) = (0, "is \(protected.name) '\(protected.path)': building would replace it with the site")
            } else if output.isWithin(target) {
                (rank, relation) = (1, "lies inside \(protected.name) '\(protected.path)': the site would be written among your files")
            } else if target.isWithin(output) {
                (rank, relation) = (2, "contains \(protected.name) '\(protected.path)': building would replace it with the site")
            } else {
                continue
            }
            found.append((rank, diagnostic("\(subject) \(relation)", hint: chooseAnother, origin: origin, config: config,
                                           otherKey: protected.location)))
        }
        return found.min { $0.rank < $1.rank }.map { [$0.diagnostic] } ?? []
    }

    /// The marker rule: an existing output must be empty or a site docgen built.
    public static func checkReplaceable(_ output: ResolvedPath, origin: Origin, config: SiteConfig) throws(DiagnosticError) {
        let subject = subject(output, origin: origin, config: config)
        var status = stat()
        guard lstat(output.path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw DiagnosticError(diagnostic(
                "\(subject) is a file, not a folder; docgen will not replace it",
                hint: "remove it or choose another output folder", origin: origin, config: config, otherKey: nil))
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        if entries.isEmpty { return }
        if let marker = markerData(output.url.appendingPathComponent(markerName)) {
            let listed = SiteManifest.files(in: marker)
            let unknown = SiteManifest.unlisted(under: output.path, listed: (listed ?? []).union([markerName]),
                                                limit: unknownFilesNamed + 1)
            if unknown.isEmpty { return }
            let named = unknown.prefix(unknownFilesNamed).map { "'\($0)'" }.joined(separator: ", ") + (unknown.count > unknownFilesNamed ? ", …" : "")
            let why = listed == nil
                ? "its \(markerName) file lists no files docgen wrote (it is empty, damaged, copied from elsewhere, or from an earlier docgen)"
                : "it holds files that its \(markerName) file does not list as written by docgen"
            throw DiagnosticError(diagnostic(
                "\(subject) is not a site docgen can replace: \(why), and replacing the folder would delete them: \(named)",
                hint: "move those files away (or, for a site an earlier docgen built, delete the folder) and build again, "
                + "or choose another output folder", origin: origin, config: config, otherKey: nil))
        }
        throw DiagnosticError(diagnostic(
            "\(subject) is a folder docgen did not build (it has no \(markerName) file) and is not empty; "
            + "docgen replaces its output on every build, so it leaves this folder alone",
            hint: "choose another output folder, or move its \(entries.count) entr\(entries.count == 1 ? "y" : "ies") away "
            + "(or delete the folder) and build again", origin: origin, config: config, otherKey: nil))
    }

    /// The marker's bytes when `url` is a regular file (not a link), else nil.
    private static func markerData(_ url: URL) -> Data? {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        guard Int(status.st_size) <= SiteManifest.sizeLimit else { return Data() }
        return (try? Data(contentsOf: url)) ?? Data()
    }

    private struct Protected {
        var name: String
        var path: String
        var location: SourceLocation
    }

    /// The project's own files the output must keep clear of, with where the config names them.
    private static func protectedPaths(of config: SiteConfig) -> [Protected] {
        var result = [
            Protected(name: "the content folder", path: config.contentDirectory, location: config.location(of: "content")),
            Protected(name: "the themes folder", path: config.themesDirectory, location: config.location(of: "themes_dir")),
            Protected(name: "docgen's build cache", path: buildCacheFolder, location: SourceLocation(file: config.file)),
        ]
        for audit in config.audits {
            result.append(Protected(name: "the audit data file", path: audit.data, location: audit.location))
            result += audit.sources.map { Protected(name: "the audit sources", path: $0, location: audit.location) }
        }
        return result
    }

    private static let chooseAnother = "choose a folder of its own, such as 'site'"

    /// How the output is named in messages: as the user wrote it.
    private static func subject(_ output: ResolvedPath, origin: Origin, config: SiteConfig) -> String {
        switch origin {
        case .config: "'output' (\(config.outputDirectory))"
        case let .commandLine(written): "--output '\(written)'"
        case .preview: "the preview folder '\(output.path)'"
        }
    }

    /// An error at the `output:` line; when the config does not set `output`, at the key it collides with.
    private static func diagnostic(_ message: String, hint: String, origin: Origin, config: SiteConfig,
                                   otherKey: SourceLocation?) -> Diagnostic {
        let text = "\(message); \(hint)"
        switch origin {
        case .config:
            let location = config.keyLocations["output"] ?? otherKey ?? config.location(of: "output")
            return .error(text, at: location, step: step)
        case .commandLine, .preview:
            var diagnostic = Diagnostic.error(text, step: step)
            if let otherKey, otherKey.line > 0 {
                diagnostic.notes = [Diagnostic(.note, "set here", at: otherKey, step: step)]
            }
            return diagnostic
        }
    }
}
