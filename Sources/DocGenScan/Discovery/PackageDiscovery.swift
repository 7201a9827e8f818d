import DocGenCore
import Foundation

/// A package whose declarations a scan read without reporting its sites: a SwiftPM checkout found beside the
/// sources, or a folder given with `--index` / `scan: index:`.
public struct IndexedPackage: Sendable, Hashable, Codable {
    /// How the package was found.
    public enum Origin: String, Sendable, Hashable, Codable {
        /// A SwiftPM checkout (`.build/checkouts/NAME`, Xcode's `SourcePackages/checkouts/NAME`).
        case checkout
        /// Named with `--index DIR` or under `scan: index:`.
        case option
    }
    /// The package's name: the checkout's folder, or the folder given.
    public var name: String
    /// Its folder, relative to the project root when inside it.
    public var path: String
    /// The version or revision `Package.resolved` pins, when it names the package.
    public var version: String?
    /// How it was found.
    public var origin: Origin
    /// Swift files read from it.
    public var files = 0

    /// `DesignKit 2.1.0 (.build/checkouts/DesignKit, 12 files)`.
    public var description: String {
        "\(name)\(version.map { " \($0)" } ?? "") (\(path), \(files) file\(files == 1 ? "" : "s"))"
    }
}

/// Finds the packages a scan indexes: the folders given, and the SwiftPM checkouts beside the scanned folders
/// or the project root — `.build/checkouts/*` and Xcode's `SourcePackages/checkouts/*` — keeping, when a
/// `Package.resolved` is there, the checkouts it pins (with their versions).
enum PackageDiscovery {
    /// Where SwiftPM and Xcode keep checkouts, relative to a project folder.
    static let checkoutFolders = [".build/checkouts", "SourcePackages/checkouts"]

    static func packages(scanned paths: [URL], root: URL, given: [URL]) throws(DiagnosticError) -> [(package: IndexedPackage, url: URL)] {
        var found: [(package: IndexedPackage, url: URL)] = []
        var errors = DiagnosticCollector()
        let rootPath = root.standardizedFileURL.path
        for url in given {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                errors.error("no such folder to index: \(display(url, rootPath))", at: nil, step: .scan)
                continue
            }
            found.append((IndexedPackage(name: url.standardizedFileURL.lastPathComponent, path: display(url, rootPath), origin: .option), url))
        }
        try errors.throwIfErrors()
        var projects: [URL] = []
        for url in paths + [root] where !projects.contains(url.standardizedFileURL) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                projects.append(url.standardizedFileURL)
            }
        }
        var seen = Set(found.map { $0.url.standardizedFileURL.path })
        for project in projects {
            let pins = ResolvedPins.read(in: project)
            for folder in checkoutFolders {
                let checkouts = project.appendingPathComponent(folder)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path))?.filter { !$0.hasPrefix(".") }.sorted() ?? []
                for name in names {
                    let url = checkouts.appendingPathComponent(name).standardizedFileURL
                    guard !seen.contains(url.path) else { continue }
                    var version: String?
                    if let pins {
                        guard let pin = pins.pin(named: name) else { continue }
                        version = pin.isEmpty ? nil : pin
                    }
                    seen.insert(url.path)
                    found.append((IndexedPackage(name: name, path: display(url, rootPath), version: version, origin: .checkout), url))
                }
            }
        }
        return found
    }

    /// The positions of the packages to read: every folder given, and the checkouts whose modules the sources
    /// import, directly or through another checkout read (a project's `.build/checkouts` may hold the tools of
    /// the package around the sources rather than their dependencies: those are not read).
    static func imported(_ packages: [IndexedPackage], at urls: [URL], by sources: [SourceInput],
                         files: (URL) -> [SourceInput]) -> Set<Int> {
        var kept = Set(packages.indices.filter { packages[$0].origin == .option })
        var waiting = packages.indices.filter { !kept.contains($0) }
        guard !waiting.isEmpty else { return kept }
        var imports = Self.imports(of: sources)
        for position in kept { imports.formUnion(Self.imports(of: files(urls[position]))) }
        var changed = true
        while changed {
            changed = false
            for position in waiting where !modules(of: urls[position], name: packages[position].name).isDisjoint(with: imports) {
                kept.insert(position)
                imports.formUnion(Self.imports(of: files(urls[position])))
                changed = true
            }
            waiting.removeAll { kept.contains($0) }
        }
        return kept
    }

    /// The modules a checkout provides: its name and its folders under `Sources/` (SwiftPM's layout).
    static func modules(of checkout: URL, name: String) -> Set<String> {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: checkout.appendingPathComponent("Sources").path)) ?? []
        return Set(folders + [name])
    }

    /// The modules files import (`import DesignKit`, `@testable import DesignKit`, `import struct DesignKit.Theme`).
    static func imports(of files: [SourceInput]) -> Set<String> {
        var modules: Set<String> = []
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor"]
        for file in files {
            guard let text = file.text ?? file.url.flatMap({ try? String(contentsOf: $0, encoding: .utf8) }) else { continue }
            for line in ImportLines.lines(in: text) {
                var words = line.split(whereSeparator: \.isWhitespace)[...]
                while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
                guard words.first == "import" else { continue }
                words = words.dropFirst()
                if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
                if let module = words.first?.split(separator: ".").first { modules.insert(String(module)) }
            }
        }
        return modules
    }

    private static func display(_ url: URL, _ rootPath: String) -> String {
        let path = url.standardizedFileURL.path
        return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : SourceDiscovery.given(url)
    }
}

/// The pins of a `Package.resolved` (format 1, 2 or 3): package name → version, or revision when unversioned.
struct ResolvedPins {
    private var versions: [String: String] = [:]

    /// The version pinned for a checkout folder (matched on the identity, case-insensitively), nil when not pinned.
    func pin(named folder: String) -> String? { versions[folder.lowercased()] }

    /// The `Package.resolved` of a project folder: beside `Package.swift`, or in an Xcode project or workspace.
    static func read(in project: URL) -> ResolvedPins? {
        var candidates = [project.appendingPathComponent("Package.resolved")]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: project.path))?.sorted() ?? []
        for entry in entries where entry.hasSuffix(".xcworkspace") {
            candidates.append(project.appendingPathComponent("\(entry)/xcshareddata/swiftpm/Package.resolved"))
        }
        for entry in entries where entry.hasSuffix(".xcodeproj") {
            candidates.append(project.appendingPathComponent("\(entry)/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
        }
        for candidate in candidates {
            guard let data = FileManager.default.contents(atPath: candidate.path),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
            let pins = (json["pins"] as? [[String: Any]]) ?? ((json["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
            var resolved = ResolvedPins()
            for pin in pins {
                let location = (pin["location"] ?? pin["repositoryURL"]) as? String ?? ""
                let state = pin["state"] as? [String: Any] ?? [:]
                let version = (state["version"] as? String) ?? (state["branch"] as? String) ?? (state["revision"] as? String).map { String($0.prefix(7)) }
                var names: Set<String> = []
                if let identity = (pin["identity"] ?? pin["package"]) as? String { names.insert(identity.lowercased()) }
                if let last = location.split(separator: "/").last {
                    names.insert((last.hasSuffix(".git") ? String(last.dropLast(4)) : String(last)).lowercased())
                }
                for name in names { resolved.versions[name] = version ?? "" }
            }
            return resolved
        }
        return nil
    }
}
