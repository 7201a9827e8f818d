import DocGenCore
import Foundation

/// A Swift file to scan: where it is and how it is named in reports.
struct SourceInput: Sendable {
    var url: URL?
    var path: String
    var text: String?
    /// Whether the file is only read for its declarations (an indexed package): its sites are not reported.
    var indexOnly = false
}

/// Finds the `.swift` files under the scanned paths, skipping tests, build folders, hidden folders and excludes.
struct SourceDiscovery {
    let options: ScanOptions

    /// Files under `paths`, named relative to `root` (outside it, by the path as given joined with the rest),
    /// sorted; missing paths are errors, symlinks leading outside the project are skipped with a warning.
    func files(in paths: [URL], root: URL) throws(DiagnosticError) -> (files: [SourceInput], diagnostics: [Diagnostic]) {
        var found = FoundFiles()
        var diagnostics: [Diagnostic] = []
        var errors = DiagnosticCollector()
        var folders = ResolvedFolders()
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        let globs = options.exclude.map(Glob.init)
        for path in paths {
            let url = path.standardizedFileURL
            let given = Self.given(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                errors.error("no such file or folder: \(display(url, rootPath, given: given, folders: &folders))", at: nil, step: .scan)
                continue
            }
            if !isDirectory.boolValue {
                let name = display(url, rootPath, given: given, folders: &folders)
                if url.pathExtension == "swift", !globs.contains(where: { $0.matches(name) }) { found.add(url, named: name) }
                continue
            }
            let base = url.path
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [.skipsHiddenFiles])
            while let item = enumerator?.nextObject() as? URL {
                // The enumerator's paths extend the standardized `base`: no `.` or `..` to standardize away.
                let itemPath = item.path
                let relative = String(itemPath.dropFirst(base.count).drop { $0 == "/" })
                let entry = Self.entry(item)
                if entry.isDirectory {
                    if skipsFolder(item.lastPathComponent) || globs.contains(where: { $0.matches(relative) }) {
                        enumerator?.skipDescendants()
                    }
                    continue
                }
                guard item.pathExtension == "swift" else { continue }
                let name = itemPath.hasPrefix(rootPath + "/") ? String(itemPath.dropFirst(rootPath.count + 1))
                    : display(item, rootPath, given: given.hasSuffix("/") ? given + relative : given + "/" + relative, folders: &folders)
                if entry.isSymbolicLink {
                    let target = item.resolvingSymlinksInPath().path
                    if !(target == rootPath || target.hasPrefix(rootPath + "/")) {
                        diagnostics.append(.warning(ScanResult.skippedPrefix + "symbolic link leads outside the project",
                                                    at: SourceLocation(file: name), step: .scan))
                        continue
                    }
                }
                if globs.contains(where: { $0.matches(relative) || $0.matches(name) }) { continue }
                found.add(item, named: name)
            }
        }
        try errors.throwIfErrors()
        return (found.inputs, diagnostics)
    }

    /// Whether an entry is a folder, and whether it is a symbolic link: one `lstat`, and the URL's resource values
    /// (which cost several times more, on the main thread before any file is read) only for a link or when `lstat` fails.
    private static func entry(_ item: URL) -> (isDirectory: Bool, isSymbolicLink: Bool) {
        var status = stat()
        if lstat(item.path, &status) == 0, status.st_mode & S_IFMT != S_IFLNK {
            return (status.st_mode & S_IFMT == S_IFDIR, false)
        }
        let values = try? item.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        return (values?.isDirectory == true, values?.isSymbolicLink == true)
    }

    func skipsFolder(_ name: String) -> Bool {
        if name.hasPrefix(".build") || name.hasPrefix(".") { return true }
        if !options.includeTests, name == "Tests" || name.hasSuffix("Tests") { return true }
        return false
    }

    /// The path relative to the root when inside it (or when its folder is, through a link), else `given`: the
    /// path as the user gave it, joined with the path below it.
    private func display(_ url: URL, _ rootPath: String, given: String, folders: inout ResolvedFolders) -> String {
        let plain = url.standardizedFileURL.path
        if plain.hasPrefix(rootPath + "/") { return String(plain.dropFirst(rootPath.count + 1)) }
        let folder = folders.resolved(url.deletingLastPathComponent().standardizedFileURL)
        if folder.hasPrefix(rootPath + "/") { return String(folder.dropFirst(rootPath.count + 1)) + "/" + url.lastPathComponent }
        return given.hasPrefix("./") ? String(given.dropFirst(2)) : given
    }

    /// A path as the user wrote it (`../shared/corpus/app`), without a trailing `/`; absolute when given so.
    static func given(_ path: URL) -> String {
        var written = path.baseURL == nil ? path.path : path.relativePath
        while written.count > 1, written.hasSuffix("/") { written.removeLast() }
        return written
    }
}

/// Folders with their symbolic links resolved, each resolved once: the files of a folder outside the root share
/// it, and resolving costs a system call per path component (per file, it was a third of a scan's time).
private struct ResolvedFolders {
    private var resolved: [String: String] = [:]

    mutating func resolved(_ folder: URL) -> String {
        if let known = resolved[folder.path] { return known }
        let path = folder.resolvingSymlinksInPath().path
        resolved[folder.path] = path
        return path
    }
}

/// The files found so far, by name. Two names for one file keep one of them; two files with one name (a
/// folder inside the project and one outside it written the same way) both stay, the later named by its full
/// path: a file is never dropped for its name.
private struct FoundFiles {
    private var byName: [String: (input: SourceInput, url: URL)] = [:]

    /// A file's identity (its path with links resolved) is asked only when its name is taken: resolving every
    /// file's links costs a system call per path component.
    mutating func add(_ url: URL, named name: String) {
        if let existing = byName[name], existing.url.resolvingSymlinksInPath().path != url.resolvingSymlinksInPath().path {
            let full = url.standardizedFileURL.path
            byName[full] = (SourceInput(url: url, path: full), url)
            return
        }
        byName[name] = (SourceInput(url: url, path: name), url)
    }

    /// Every file, sorted by name.
    var inputs: [SourceInput] { byName.values.map(\.input).sorted { $0.path < $1.path } }
}
