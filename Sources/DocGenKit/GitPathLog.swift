import DocGenCore
import Foundation

/// The first-parent history of some paths, read with one `git log`: each commit that changed one of
/// them, with the blob each changed path holds after it. Replaying the changes from the oldest commit
/// gives the paths' contents at every commit without asking git about each tree.
struct GitPathLog: Sendable, Equatable {
    /// A path a commit changed, and the blob it holds afterwards: `nil` when the commit deleted it or it
    /// is no longer a regular file (a symbolic link, a submodule).
    struct Change: Sendable, Equatable {
        var path: String
        var blob: String?
    }

    /// A commit and what it changed among the paths.
    struct Entry: Sendable, Equatable {
        var commit: SourceHistory.Commit
        var changes: [Change]
    }

    /// The commits, oldest first.
    var entries: [Entry]

    /// The history of `paths` (relative to the work tree's top) on the first-parent line that ends at
    /// `commit`: a merge counts as one commit, with what it changed against its first parent. `nil` when
    /// git fails.
    static func read(paths: [String], upTo commit: String, in top: URL) -> GitPathLog? {
        let arguments = ["-c", "log.showSignature=false", "--literal-pathspecs", "log", "--first-parent",
                         "--diff-merges=first-parent", "--raw", "--no-renames", "--no-abbrev", "-z",
                         "--format=C %H %cI", commit, "--"] + paths
        guard let output = GitHistory.data(arguments, in: top) else { return nil }
        return parse(output)
    }

    /// Parses `git log -z --raw --format='C %H %cI'`: a commit line, then for each changed path a field
    /// `:mode mode blob blob status` followed by a field holding the path.
    static func parse(_ data: Data) -> GitPathLog {
        var entries: [Entry] = []
        let fields = data.split(separator: 0, omittingEmptySubsequences: false)
        var index = 0
        while index < fields.count {
            var field = fields[index]
            index += 1
            while field.first == UInt8(ascii: "\n") { field = field.dropFirst() }
            guard let text = String(data: Data(field), encoding: .utf8) else { continue }
            if text.hasPrefix("C ") {
                let parts = text.split(separator: " ")
                guard parts.count == 3, parts[2].count >= 10 else { continue }
                entries.append(Entry(commit: SourceHistory.Commit(hash: String(parts[1]), date: String(parts[2].prefix(10))),
                                     changes: []))
            } else if text.hasPrefix(":"), index < fields.count, !entries.isEmpty {
                let path = String(decoding: fields[index], as: UTF8.self)
                index += 1
                let parts = text.dropFirst().split(separator: " ")
                guard parts.count == 5 else { continue }
                let regular = parts[1] == "100644" || parts[1] == "100755"
                let deleted = parts[4].hasPrefix("D")
                entries[entries.count - 1].changes.append(Change(path: path, blob: regular && !deleted ? String(parts[3]) : nil))
            }
        }
        return GitPathLog(entries: entries.reversed())
    }

    /// Reads blobs with one `git cat-file --batch` per few hundred: their contents by id; a blob that
    /// cannot be read is absent.
    static func blobs(_ ids: [String], in top: URL) -> [String: Data] {
        var contents: [String: Data] = [:]
        let perBatch = max(1, Subprocess.inputLimit / 42)
        for start in stride(from: 0, to: ids.count, by: perBatch) {
            let batch = ids[start..<min(ids.count, start + perBatch)]
            let input = Data(batch.map { $0 + "\n" }.joined().utf8)
            guard let output = GitHistory.data(["cat-file", "--batch"], in: top, input: input) else { continue }
            var cursor = output.startIndex
            while cursor < output.endIndex, let newline = output[cursor...].firstIndex(of: UInt8(ascii: "\n")) {
                let header = String(decoding: output[cursor..<newline], as: UTF8.self).split(separator: " ")
                cursor = output.index(after: newline)
                guard header.count == 3, header[1] == "blob", let size = Int(header[2]),
                      output.distance(from: cursor, to: output.endIndex) >= size else { continue }
                let end = output.index(cursor, offsetBy: size)
                contents[String(header[0])] = Data(output[cursor..<end])
                cursor = end < output.endIndex ? output.index(after: end) : end
            }
        }
        return contents
    }
}
