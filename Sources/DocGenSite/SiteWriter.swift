import DocGenCore
import Foundation

/// Writes a site atomically: everything goes into a staging folder beside the output, which
/// replaces the output only once every file is written. Any failure leaves the old site whole.
///
/// The writer double-buffers: the site it replaces is kept beside the output as a spare
/// (`.NAME.docgen-spare`), and the next build stages into that spare, keeping the files that
/// already hold the right bytes, replacing the others with new files (never writing into one: a
/// hard link must not carry the write outside, see ``StagedFile``) and removing the ones it no
/// longer needs. Keeping unchanged files is much cheaper for the file system than deleting a
/// whole site and creating it again on every build.
///
/// Safety: the writer holds a lock on the output from start to swap (``OutputLock``); it
/// replaces only a folder that ``OutputGuard`` allows (empty, or holding the marker it writes
/// into every site); it never follows a symbolic link inside its staging or spare folders; it
/// removes staging folders left by killed builds; and it swaps with one atomic exchange, so the
/// output path holds the old or the new site at every instant. Where the file system cannot
/// exchange, it renames twice behind a journal file, and the next build restores the old site
/// when a kill fell between the two renames (and says so).
public final class SiteWriter: @unchecked Sendable {
    /// The final output folder, resolved.
    public let output: URL
    /// The folder being filled.
    let staging: URL
    /// The previous site, kept to be reused as the next build's staging folder.
    let spare: URL
    /// What the writer found and repaired before writing, for the user (an interrupted swap undone).
    public private(set) var notes: [Diagnostic] = []
    private let journal: URL
    private let outputLock: OutputLock
    /// Whether the swap may use the file system's atomic exchange (tests turn it off to cover the journalled swap).
    private let exchanges: Bool
    private let lock = NSLock()
    private var written: Set<String> = []

    /// Takes the output's lock, cleans up after interrupted builds, checks that the output may be
    /// replaced, and creates the staging folder beside it (from the spare when it can be reused).
    public init(output: URL, origin: OutputGuard.Origin = .preview, config: SiteConfig? = nil,
                exchanges: Bool = true) throws(DiagnosticError) {
        self.exchanges = exchanges
        let resolved = ResolvedPath(output)
        self.output = resolved.url
        let parent = self.output.deletingLastPathComponent()
        let name = self.output.lastPathComponent
        let stagingPrefix = ".\(name).docgen-staging-"
        staging = parent.appendingPathComponent("\(stagingPrefix)\(ProcessInfo.processInfo.processIdentifier)")
        spare = parent.appendingPathComponent(".\(name).docgen-spare")
        journal = parent.appendingPathComponent(".\(name).docgen-swap")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(.error("cannot create \(parent.path): \(error.localizedDescription)", step: .write))
        }
        outputLock = try OutputLock(path: parent.appendingPathComponent(".\(name).docgen-lock").path, output: name)
        recoverInterruptedSwap()
        for entry in FileTree.entries(parent.path) where entry.hasPrefix(stagingPrefix) {
            FileTree.remove(parent.appendingPathComponent(entry).path)
        }
        do {
            try OutputGuard.checkReplaceable(resolved, origin: origin, config: config ?? SiteConfig(root: parent))
        } catch {
            outputLock.release()
            throw error
        }
        if FileTree.kind(spare.path) == S_IFDIR, FileTree.pruneForReuse(spare.path), rename(spare.path, staging.path) == 0 {
            return
        }
        FileTree.remove(spare.path)
        guard mkdir(staging.path, 0o755) == 0 else {
            outputLock.release()
            throw failure("cannot create the staging folder", staging.path)
        }
    }

    /// Removes the staging folders beside `output` that builds left when they were killed (their
    /// process is gone): for runs that find the site up to date and write nothing.
    public static func removeStagingOfDeadBuilds(beside output: URL) {
        let resolved = ResolvedPath(output).url
        let parent = resolved.deletingLastPathComponent().path
        let prefix = ".\(resolved.lastPathComponent).docgen-staging-"
        for entry in FileTree.entries(parent) where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            FileTree.remove(parent + "/" + entry)
        }
    }

    /// A kill between the two renames of a journalled swap leaves the output missing: put the old site back.
    private func recoverInterruptedSwap() {
        guard FileTree.kind(journal.path) != nil else { return }
        if FileTree.kind(output.path) == nil, FileTree.kind(spare.path) == S_IFDIR, rename(spare.path, output.path) == 0 {
            notes.append(Diagnostic(.note, "restored '\(output.lastPathComponent)' from an interrupted build "
                                    + "(a build was stopped while it swapped the new site in)", step: .write))
        }
        unlink(journal.path)
    }

    /// Writes one file into the staging folder; safe to call from several threads for different paths.
    ///
    /// The staging folder is swapped in only once everything is written, so no per-file atomic
    /// write or sync is needed. A file of the spare that already holds these bytes, under no other
    /// name, is left alone; anything else there is replaced by a new file, never written into
    /// (``StagedFile``), so a hard link's other names outside the output never change.
    public func write(_ path: String, _ data: Data) throws(DiagnosticError) {
        let url = try prepare(path)
        if StagedFile.holds(url.path, data) { return }
        guard StagedFile.create(url.path, data) else { throw failure("cannot write", path) }
    }

    /// Copies a file into the staging folder.
    public func copy(_ source: URL, to path: String) throws(DiagnosticError) {
        let data: Data
        do {
            data = try Data(contentsOf: source)
        } catch {
            throw DiagnosticError(.error("cannot read \(source.lastPathComponent): \(error.localizedDescription)", step: .write))
        }
        try write(path, data)
    }

    /// Swaps the staging folder in place of the output; the old output becomes the spare.
    public func commit() throws(DiagnosticError) {
        defer { outputLock.release() }
        do {
            let listed = lock.withLock { written }
            try write(OutputGuard.markerName, SiteManifest.marker(listing: listed))
            try removeUnwritten()
        } catch let error as DiagnosticError {
            discard()
            throw error
        } catch {
            discard()
            throw DiagnosticError(.error("cannot clean \(staging.path): \(error.localizedDescription)", step: .write))
        }
        if FileTree.kind(output.path) == nil {
            if rename(staging.path, output.path) != 0 { throw replaceFailure() }
        } else if exchanges, Self.exchange(staging.path, output.path) {
            retire(staging.path)
        } else {
            try swapWithJournal()
        }
    }

    /// Two renames, for file systems that cannot exchange: the journal lets the next build undo a half-done swap.
    private func swapWithJournal() throws(DiagnosticError) {
        guard FileManager.default.createFile(atPath: journal.path, contents: Data(output.path.utf8)) else { throw replaceFailure() }
        defer { unlink(journal.path) }
        FileTree.remove(spare.path)
        guard rename(output.path, spare.path) == 0 else { throw replaceFailure() }
        guard rename(staging.path, output.path) == 0 else {
            let failure = replaceFailure()
            _ = rename(spare.path, output.path)
            throw failure
        }
    }

    /// Keeps the replaced site as the spare for the next build, or removes it.
    private func retire(_ old: String) {
        FileTree.remove(spare.path)
        if rename(old, spare.path) != 0 { FileTree.remove(old) }
    }

    /// Leaves the output as it was and removes the staging folder: a failed build (a full disk,
    /// for example) must not keep its partial files around.
    public func discard() {
        FileTree.remove(staging.path)
        outputLock.release()
    }

    private func replaceFailure() -> DiagnosticError {
        let reason = String(cString: strerror(errno))
        discard()
        return DiagnosticError(.error("cannot replace \(output.lastPathComponent): \(reason)", step: .write))
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    #if !canImport(Darwin)
    /// glibc's `renameat2`, which Swift's Glibc module does not export.
    private static let renameat2: RenameAt2? = dlsym(dlopen(nil, RTLD_NOW), "renameat2")
        .map { unsafeBitCast($0, to: RenameAt2.self) }
    #endif

    /// Exchanges two paths in one atomic step; `false` when the file system cannot.
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
        let renameExchange: UInt32 = 1 << 1
        return renameat2?(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #endif
    }

    /// Records `path` as written and makes sure its folder exists (and no file stands in its way).
    private func prepare(_ path: String) throws(DiagnosticError) -> URL {
        if path.hasPrefix("/") || path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) {
            throw DiagnosticError(.error("refusing to write '\(path)': site paths are relative and never climb", step: .write))
        }
        let url = staging.appendingPathComponent(path)
        lock.lock()
        written.insert(path)
        lock.unlock()
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue {
            return url
        }
        do {
            try removeFilesInTheWay(of: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw failure("cannot create the folder of", path)
        }
        return url
    }

    /// A file of the previous build where this build needs a folder is removed.
    private func removeFilesInTheWay(of folder: URL) throws {
        var current = folder
        while current.path.count > staging.path.count {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: current.path, isDirectory: &isFolder), !isFolder.boolValue {
                try FileManager.default.removeItem(at: current)
            }
            current.deleteLastPathComponent()
        }
    }

    /// Removes what the previous build left in the staging folder and this build did not write.
    private func removeUnwritten() throws {
        let manager = FileManager.default
        let base = staging.standardizedFileURL.path
        guard let enumerator = manager.enumerator(atPath: base) else { return }
        var folders: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let full = "\(base)/\(relative)"
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                folders.append(full)
            } else if !written.contains(relative) {
                try manager.removeItem(atPath: full)
            }
        }
        for folder in folders.sorted(by: >) where (try? manager.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try manager.removeItem(atPath: folder)
        }
    }

    private func failure(_ what: String, _ path: String) -> DiagnosticError {
        DiagnosticError(.error("\(what) \(path): \(String(cString: strerror(errno)))", step: .write))
    }
}
