import Foundation

/// The marker file at the top of every site docgen writes (`.docgen-site`): a note for whoever finds it,
/// then the list of every file docgen wrote into the folder. A later build replaces the folder only when
/// every file in it is on that list (``OutputGuard/checkReplaceable(_:origin:config:)``), so a marker that
/// is empty, damaged or copied into a folder of someone's own files never lets docgen delete them.
public enum SiteManifest {
    /// The line that starts the list, with the format's version.
    static let header = "docgen-site-files 1"

    /// The note at the top of the marker.
    static let note = """
        This folder is a site built by docgen. docgen replaces the whole folder on every build, so keep
        nothing else in it: docgen refuses to replace a folder holding a file that the list below does not name.

        """

    /// The most bytes of a marker that are read: a bigger one is no list docgen wrote.
    static let sizeLimit = 64 << 20

    /// The marker's contents for a site of `paths` (relative, `/`-separated; the marker itself is added).
    public static func marker(listing paths: some Sequence<String>) -> Data {
        var listed = Set(paths)
        listed.insert(OutputGuard.markerName)
        let lines = listed.sorted().map(escape)
        return Data((note + "\n" + header + "\n" + lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The files a marker lists; nil when it is no list docgen wrote (empty, another text, an earlier docgen's note).
    public static func files(in data: Data) -> Set<String>? {
        guard data.count <= sizeLimit else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let start = text.range(of: "\n" + header + "\n") else { return nil }
        return Set(text[start.upperBound...].split(separator: "\n").map { unescape(String($0)) })
    }

    /// The regular files (and other non-folders that are not links) under `folder` that `listed` does not name,
    /// sorted, at most `limit`: what replacing the folder would delete that docgen did not write. Folders are
    /// walked without following links; a link is never data of its own (removing it leaves its target alone).
    public static func unlisted(under folder: String, listed: Set<String>, limit: Int) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast(), found.count < limit {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            for name in entries(path).sorted().reversed() {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(folder + "/" + child, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: pending.append(child)
                case S_IFLNK: continue
                default: if !listed.contains(child) { found.append(child) }
                }
            }
        }
        return Array(found.sorted().prefix(limit))
    }

    private static func entries(_ path: String) -> [String] {
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

    /// One path per line: `%`, line feeds and carriage returns are percent-encoded.
    private static func escape(_ path: String) -> String {
        guard path.contains(where: { $0 == "%" || $0 == "\n" || $0 == "\r" }) else { return path }
        return path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "\r", with: "%0D")
    }

    private static func unescape(_ line: String) -> String {
        guard line.contains("%") else { return line }
        return line.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
