import DocGenCore

extension ScanOptions {
    /// Whether a scan of the source folder `source` would read the file at `path` (both relative to the
    /// project root, `/`-separated): a `.swift` file not under a hidden, build or (without `includeTests`)
    /// test folder, and matched by no `exclude` pattern. It decides as ``AccessibilityScanner/scan(paths:root:)``
    /// decides on disk, for files that are not on disk (an earlier commit's, read from git).
    public func scans(_ path: String, under source: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        let globs = exclude.map(Glob.init)
        let base = source.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        if path == base { return !globs.contains { $0.matches(path) } }
        guard base.isEmpty || path.hasPrefix(base + "/") else { return false }
        let relative = base.isEmpty ? path : String(path.dropFirst(base.count + 1))
        let discovery = SourceDiscovery(options: self)
        let folders = relative.split(separator: "/").dropLast()
        if folders.contains(where: { discovery.skipsFolder(String($0)) }) { return false }
        if relative.split(separator: "/").last?.hasPrefix(".") == true { return false }
        return !globs.contains { $0.matches(relative) || $0.matches(path) }
    }
}
