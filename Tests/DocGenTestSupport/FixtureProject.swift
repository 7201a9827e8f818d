import Foundation

/// A throwaway project folder built from a multi-file string, for tests.
///
/// ```
/// -- docgen.yml --
/// title: Test
/// -- content/index.md --
/// # Home
/// ```
public final class FixtureProject {
    /// The project's folder, removed when the fixture is released.
    public let root: URL

    /// Creates a project in a fresh temporary folder from `files` in the `-- path --` format.
    public init(_ files: String = "", copyDefaultTheme: Bool = false) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("docgen-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try write(files)
        if copyDefaultTheme {
            let themes = root.appendingPathComponent("themes")
            try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("themes/default"),
                                             to: themes.appendingPathComponent("default"))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes more files in the `-- path --` format, replacing existing ones.
    public func write(_ files: String) throws {
        for (path, text) in Self.parse(files) {
            try write(path, text)
        }
    }

    /// Writes one file, creating its folders.
    public func write(_ path: String, _ text: String) throws {
        try write(path, data: Data(text.utf8))
    }

    /// Writes one file of raw bytes, creating its folders.
    public func write(_ path: String, data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Reads a file of the project as text, or `nil` when it does not exist.
    public func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Whether a file or folder exists in the project.
    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// A URL inside the project.
    public func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Every file under `folder`, relative to it, sorted.
    public func files(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var result: [String] = []
        for case let url as URL in enumerator {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                result.append(String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)))
            }
        }
        return result.sorted()
    }

    /// Splits `-- path --` sections into (path, text) pairs; each text ends with a newline.
    public static func parse(_ files: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var current: String?
        var lines: [Substring] = []
        func flush() {
            if let current { result.append((current, lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n"))) }
        }
        for line in files.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("-- "), line.hasSuffix(" --"), line.count > 6 {
                flush()
                current = String(line.dropFirst(3).dropLast(3))
                lines = []
            } else if current != nil {
                lines.append(line)
            }
        }
        flush()
        return result.map { ($0.0, $0.1.hasSuffix("\n\n") ? String($0.1.dropLast()) : $0.1) }
    }
}

/// Paths of this repository, found from this source file so tests run from any folder.
public enum RepositoryPaths {
    /// The repository root (the folder holding `Package.swift`).
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// The swift-evolution corpus (575 real pages): `$DOCGEN_CORPUS` when set, else the shared folder
    /// beside the repository (`../shared/corpus/swift-evolution`). It is not part of the repository:
    /// a fresh clone may lack it, so tests that read it are marked ``Testing/Trait/needsCorpus`` and
    /// are skipped, saying so, without it. No test reads anything else outside the repository.
    public static let swiftEvolutionCorpus: URL = {
        if let path = ProcessInfo.processInfo.environment["DOCGEN_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return root.deletingLastPathComponent().appendingPathComponent("shared/corpus/swift-evolution")
    }()

    /// Whether the corpus tests run: the corpus is there, or `$DOCGEN_CORPUS` names it (then a
    /// missing folder fails those tests instead of skipping them).
    public static var hasCorpus: Bool {
        if let path = ProcessInfo.processInfo.environment["DOCGEN_CORPUS"], !path.isEmpty { return true }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: swiftEvolutionCorpus.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The built `docgen` executable, from the same build folder as the running tests.
    public static var docgenExecutable: URL {
        productsDirectory.appendingPathComponent("docgen")
    }

    /// The build products folder: where the running test executable and `docgen` are built.
    public static var productsDirectory: URL {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var folder = executable.deletingLastPathComponent()
        // On macOS the tests run inside a bundle: …/debug/docgenPackageTests.xctest/Contents/MacOS/.
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("docgen").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }
}
