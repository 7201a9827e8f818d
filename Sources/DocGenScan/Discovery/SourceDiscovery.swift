import DocGenCore
import Foundation

/// A Swift file to scan: where it is and how it is named in reports.
struct SourceInput: Sendable {
    var url: URL?
    var path: String
    var text: String?
}

/// Finds the `.swift` files under the scanned paths, skipping tests, build folders, hidden folders and excludes.
struct SourceDiscovery {
    let options: ScanOptions

    /// Files under `paths`, named relative to `root`, sorted; missing paths are errors,
    /// symlinks leading outside the project are skipped with a warning.
    func files(in paths: [URL], root: URL) throws(DiagnosticError) -> (files: [SourceInput], diagnostics: [Diagnostic]) {
        var found: [String: SourceInput] = [:]
        var diagnostics: [Diagnostic] = []
        var errors = DiagnosticCollector()
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        let globs = options.exclude.map(Glob.init)
        for path in paths {
            let url = path.standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                errors.error("no such file or folder: \(display(url, rootPath))", at: nil, step: .scan)
                continue
            }
            if !isDirectory.boolValue {
                let name = display(url, rootPath)
                if url.pathExtension == "swift", !globs.contains(where: { $0.matches(name) }) {
                    found[name] = SourceInput(url: url, path: name)
                }
                continue
            }
            let base = url.path
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [.skipsHiddenFiles])
            while let item = enumerator?.nextObject() as? URL {
                let relative = String(item.standardizedFileURL.path.dropFirst(base.count).drop { $0 == "/" })
                let values = try? item.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                if values?.isDirectory == true {
                    if skipsFolder(item.lastPathComponent) || globs.contains(where: { $0.matches(relative) }) {
                        enumerator?.skipDescendants()
                    }
                    continue
                }
                guard item.pathExtension == "swift" else { continue }
                let name = display(item, rootPath)
                if values?.isSymbolicLink == true {
                    let target = item.resolvingSymlinksInPath().path
                    if !(target == rootPath || target.hasPrefix(rootPath + "/")) {
                        diagnostics.append(.warning(ScanResult.skippedPrefix + "symbolic link leads outside the project",
                                                    at: SourceLocation(file: name), step: .scan))
                        continue
                    }
                }
                if globs.contains(where: { $0.matches(relative) || $0.matches(name) }) { continue }
                found[name] = SourceInput(url: item, path: name)
            }
        }
        try errors.throwIfErrors()
        return (found.values.sorted { $0.path < $1.path }, diagnostics)
    }

    func skipsFolder(_ name: String) -> Bool {
        if name.hasPrefix(".build") || name.hasPrefix(".") { return true }
        if !options.includeTests, name == "Tests" || name.hasSuffix("Tests") { return true }
        return false
    }

    /// The path relative to the root when inside it, else the last components as given.
    private func display(_ url: URL, _ rootPath: String) -> String {
        let plain = url.standardizedFileURL.path
        if plain.hasPrefix(rootPath + "/") { return String(plain.dropFirst(rootPath.count + 1)) }
        let folder = url.deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath().path
        if folder.hasPrefix(rootPath + "/") { return String(folder.dropFirst(rootPath.count + 1)) + "/" + url.lastPathComponent }
        return url.lastPathComponent
    }
}
