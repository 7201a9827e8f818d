import Foundation

/// A path as the file system sees it: absolute, with `.`, `..`, repeated and trailing slashes
/// and symbolic links resolved the way the kernel resolves them (a `..` after a link goes up
/// from the link's target, a dangling link leads to where it points).
///
/// Two resolved paths are compared by file identity (device and inode) where they exist, so a
/// symbolic link, a hard-linked folder, a bind mount or a name in another case on a
/// case-insensitive file system all count as the same folder. Parts that do not exist yet
/// are compared by name, case-insensitively when the file system there ignores case.
public struct ResolvedPath: Sendable, Hashable, CustomStringConvertible {
    /// The absolute physical path, without a trailing slash (`/` for the root).
    public let path: String

    /// Resolves `url` (a file URL; a relative one is taken from the current folder).
    public init(_ url: URL) {
        self.init(path: Self.writtenPath(url))
    }

    /// The path as written, `..` kept: Foundation drops `x/..` from a relative URL's `path`
    /// without looking at the disk, which is wrong when `x` is a symbolic link.
    static func writtenPath(_ url: URL) -> String {
        guard let base = url.baseURL else { return url.path }
        return writtenPath(base) + "/" + url.relativePath
    }

    /// Resolves `path`; a relative path is taken from the current folder.
    public init(path: String) {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        self.path = Self.resolve(absolute)
    }

    /// The resolved path as a file URL.
    public var url: URL { URL(fileURLWithPath: path) }

    public var description: String { path }

    /// The last component of the path.
    public var lastComponent: String { (path as NSString).lastPathComponent }

    /// Whether this path is `other` or lies inside it.
    public func isWithin(_ other: ResolvedPath) -> Bool {
        if let identity = FileIdentity(path: other.path) {
            return existingAncestors().contains { FileIdentity(path: $0) == identity }
        }
        return Self.name(path, isWithin: other.path, ignoringCase: Self.ignoresCase(near: other.path))
    }

    /// Compares paths by name only, for parts that do not exist yet.
    static func name(_ path: String, isWithin other: String, ignoringCase: Bool) -> Bool {
        let mine = ignoringCase ? path.lowercased() : path
        let theirs = ignoringCase ? other.lowercased() : other
        return mine == theirs || mine.hasPrefix(theirs == "/" ? "/" : theirs + "/")
    }

    /// Whether both paths name the same file or folder.
    public func isSame(as other: ResolvedPath) -> Bool {
        isWithin(other) && other.isWithin(self)
    }

    /// This path and its ancestors that exist, deepest first.
    private func existingAncestors() -> [String] {
        var result: [String] = []
        var current = path
        while true {
            if FileIdentity(path: current) != nil { result.append(current) }
            if current == "/" { break }
            current = Self.parent(of: current)
        }
        return result
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Resolves every component in turn, following symbolic links (at most 40, as Linux does).
    private static func resolve(_ absolute: String) -> String {
        var pending = Array(absolute.split(separator: "/").reversed().map(String.init))
        var current: [String] = []
        var hops = 0
        while let component = pending.popLast() {
            if component.isEmpty || component == "." { continue }
            if component == ".." {
                _ = current.popLast()
                continue
            }
            let candidate = "/" + (current + [component]).joined(separator: "/")
            if hops < 40, let target = linkTarget(candidate) {
                hops += 1
                if target.hasPrefix("/") { current = [] }
                pending.append(contentsOf: target.split(separator: "/").reversed().map(String.init))
            } else {
                current.append(component)
            }
        }
        return "/" + current.joined(separator: "/")
    }

    /// The target of a symbolic link, or `nil` when `path` is not one.
    static func linkTarget(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether the file system holding `path` (or its nearest existing ancestor) ignores case.
    static func ignoresCase(near path: String) -> Bool {
        var current = path
        while FileIdentity(path: current) == nil, current != "/" { current = parent(of: current) }
        #if canImport(Darwin)
        return pathconf(current, Int32(_PC_CASE_SENSITIVE)) == 0
        #else
        // Probe: the same folder reached through a name in the other case.
        while current != "/" {
            let name = (current as NSString).lastPathComponent
            let flipped = String(name.map { $0.isUppercase ? Character($0.lowercased()) : Character($0.uppercased()) })
            if flipped != name {
                let twin = parent(of: current) + "/" + flipped
                return FileIdentity(path: twin) == FileIdentity(path: current)
            }
            current = parent(of: current)
        }
        return false
        #endif
    }
}

/// A file's identity on this machine: its device and inode.
public struct FileIdentity: Sendable, Hashable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file `path` names (following symbolic links), or `nil` when it does not exist.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The identity of an open file, or `nil` when it cannot be read.
    public init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
