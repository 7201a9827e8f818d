import Foundation

/// The regular files under a folder of the user's (content, a theme's templates or assets),
/// following symbolic links only while they stay inside a boundary folder: a link that leads
/// outside it, or nowhere, is a located error. Hidden files and folders are skipped.
public struct FolderListing: Sendable {
    /// The folder to list.
    public var folder: URL
    /// How `folder` is named in diagnostics (relative to the project root).
    public var displayFolder: String
    /// The folder links must stay inside (the content folder, the themes folder).
    public var boundary: URL
    /// How the boundary is named in messages (`the content folder`).
    public var boundaryName: String
    /// The step named in diagnostics.
    public var step: Step

    /// Creates a listing.
    public init(folder: URL, displayFolder: String, boundary: URL? = nil, boundaryName: String, step: Step) {
        self.folder = folder
        self.displayFolder = displayFolder
        self.boundary = boundary ?? folder
        self.boundaryName = boundaryName
        self.step = step
    }

    /// Relative paths of the files, sorted; problems go to `collector`.
    ///
    /// Only symbolic links are resolved and checked against the boundary: an entry that is not a
    /// link, in a folder already known to lie inside the boundary, lies inside it too, so the walk
    /// costs one `lstat` per entry (resolving every entry's path costs one per path component).
    public func files(into collector: inout DiagnosticCollector) -> [String] {
        let manager = FileManager.default
        let root = ResolvedPath(folder)
        let limit = ResolvedPath(boundary)
        var result: [String] = []
        // Each folder to list: its path relative to `folder`, its physical path, and whether that is
        // known to lie inside the boundary (when not, every entry of it is resolved and checked).
        var pending: [(relative: String, physical: String, inside: Bool)] = [("", root.path, root.isWithin(limit))]
        var visited: Set<String> = [root.path]
        while let (current, physical, inside) = pending.popLast() {
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: physical).sorted()
            } catch {
                collector.error("cannot list folder", at: SourceLocation(file: display(current)), step: step)
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let relative = current.isEmpty ? name : "\(current)/\(name)"
                var target = physical == "/" ? "/" + name : physical + "/" + name
                var kind = EntryKind(path: target, following: false)
                if kind == .link || !inside {
                    let resolved = ResolvedPath(path: target)
                    guard resolved.isWithin(limit) else {
                        collector.error("'\(relative)' leads outside \(boundaryName) (to \(resolved.lastComponent)); links must stay inside it",
                                        at: SourceLocation(file: display(relative)), step: step)
                        continue
                    }
                    target = resolved.path
                    kind = EntryKind(path: target, following: true)
                }
                switch kind {
                case .folder:
                    if visited.insert(target).inserted { pending.append((relative, target, true)) }
                case .file:
                    result.append(relative)
                case let .special(kind):
                    collector.error("'\(relative)' is \(kind), not a regular file; docgen reads only regular files",
                                    at: SourceLocation(file: display(relative)), step: step)
                case .link, .missing:
                    collector.error("'\(relative)' is a broken link", at: SourceLocation(file: display(relative)), step: step)
                }
            }
        }
        return result.sorted()
    }

    /// What a path names: with `following`, what a link leads to.
    private enum EntryKind: Equatable {
        case folder, file, link, missing
        /// A named pipe, socket or device: reading one may block or never end.
        case special(String)

        init(path: String, following: Bool) {
            var info = stat()
            guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else {
                self = .missing
                return
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: self = .folder
            case S_IFLNK: self = .link
            case S_IFREG: self = .file
            default: self = .special(TextFile.kindName(info.st_mode))
            }
        }
    }

    private func display(_ relative: String) -> String {
        displayFolder.isEmpty ? relative : relative.isEmpty ? displayFolder : "\(displayFolder)/\(relative)"
    }
}
