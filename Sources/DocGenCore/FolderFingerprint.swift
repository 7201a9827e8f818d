import Foundation

/// Hashes of the files under folders, for telling whether any of them changed.
public enum FolderFingerprint {
    /// The hash of every regular file under `urls` (files or folders, recursively, following
    /// links, skipping `.git`), with its path: adding, removing, renaming or editing any changes it.
    /// A path that does not exist contributes its absence.
    public static func of(_ urls: [URL], matching include: (String) -> Bool = { _ in true }) -> ContentHash {
        var hasher = ContentHasher()
        for url in urls {
            hasher.combine(url.path)
            for path in files(under: url.path) where include(path) {
                hasher.combine(path)
                if let data = FileManager.default.contents(atPath: path) {
                    hasher.combine(data)
                } else {
                    hasher.combine(-1)
                }
            }
        }
        return hasher.finalize()
    }

    /// Paths of the regular files at or under `path`, sorted.
    public static func files(under path: String) -> [String] {
        var result: [String] = []
        var pending = [path]
        var visited: Set<String> = []
        while let current = pending.popLast() {
            var info = stat()
            guard stat(current, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard visited.insert(current).inserted,
                      let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
                pending += names.filter { $0 != ".git" }.map { "\(current)/\($0)" }
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                result.append(current)
            }
        }
        return result.sorted()
    }
}
