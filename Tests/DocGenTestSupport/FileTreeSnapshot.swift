import Foundation

/// Every file, folder and symbolic link under a folder, with the files' bytes: taken before and
/// after a command to prove that it changed nothing (hidden files included, links not followed).
public struct FileTreeSnapshot: Equatable, Sendable {
    /// One entry of the tree.
    public enum Entry: Equatable, Sendable {
        case file(Data)
        case folder
        case link(String)
    }

    /// Entries by path relative to the snapshot's root.
    public private(set) var entries: [String: Entry] = [:]

    /// Reads the whole tree under `root`.
    public init(_ root: URL) {
        let manager = FileManager.default
        var pending = [""]
        while let folder = pending.popLast() {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
            for name in (try? manager.contentsOfDirectory(atPath: url.path)) ?? [] {
                let relative = folder.isEmpty ? name : "\(folder)/\(name)"
                let child = root.appendingPathComponent(relative)
                let type = (try? manager.attributesOfItem(atPath: child.path)[.type] as? FileAttributeType) ?? nil
                switch type {
                case .typeSymbolicLink?:
                    entries[relative] = .link((try? manager.destinationOfSymbolicLink(atPath: child.path)) ?? "")
                case .typeDirectory?:
                    entries[relative] = .folder
                    pending.append(relative)
                default:
                    entries[relative] = .file((try? Data(contentsOf: child)) ?? Data())
                }
            }
        }
    }

    /// The paths that were added, removed or changed since `before`, sorted; empty when identical.
    public func changes(since before: FileTreeSnapshot) -> [String] {
        Set(entries.keys).union(before.entries.keys).filter { entries[$0] != before.entries[$0] }.sorted()
    }
}
