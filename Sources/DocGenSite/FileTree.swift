import Foundation

/// File-system walks for the writer's own folders (staging, spare) that never follow a
/// symbolic link: a link inside them is removed as a link, never entered.
enum FileTree {
    /// The kind of entry at `path`, without following a link; `nil` when nothing is there.
    static func kind(_ path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Removes `path` and everything under it, making the writer's own read-only folders writable
    /// first; links are removed, not followed. Returns whether nothing is left.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        guard let kind = kind(path) else { return true }
        guard kind == S_IFDIR else { return unlink(path) == 0 }
        if access(path, W_OK | X_OK | R_OK) != 0 { _ = chmod(path, 0o700) }
        for name in entries(path) {
            remove(path + "/" + name)
        }
        return rmdir(path) == 0
    }

    /// Prepares a previous site for reuse: removes every symbolic link under `path` and reports
    /// whether every remaining folder and file can be written (else the caller starts afresh).
    static func pruneForReuse(_ path: String) -> Bool {
        guard kind(path) == S_IFDIR, access(path, W_OK | X_OK | R_OK) == 0 else { return false }
        var reusable = true
        for name in entries(path) {
            let child = path + "/" + name
            switch kind(child) {
            case S_IFLNK?:
                if unlink(child) != 0 { reusable = false }
            case S_IFDIR?:
                if !pruneForReuse(child) { reusable = false }
            case S_IFREG?:
                if access(child, W_OK | R_OK) != 0 { reusable = false }
            case nil:
                continue
            default:
                if unlink(child) != 0 { reusable = false }
            }
        }
        return reusable
    }

    /// The names in a folder, without `.` and `..`.
    static func entries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
