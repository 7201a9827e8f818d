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
    public func files(into collector: inout DiagnosticCollector) -> [String] {
        let manager = FileManager.default
        let root = ResolvedPath(folder).url
        let limit = ResolvedPath(boundary)
        var result: [String] = []
        var pending: [String] = [""]
        var visited: Set<String> = [root.path]
        while let current = pending.popLast() {
            let currentURL = current.isEmpty ? root : root.appendingPathComponent(current)
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: currentURL.path).sorted()
            } catch {
                collector.error("cannot list folder", at: SourceLocation(file: display(current)), step: step)
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let relative = current.isEmpty ? name : "\(current)/\(name)"
                let resolved = ResolvedPath(root.appendingPathComponent(relative))
                guard resolved.isWithin(limit) else {
                    collector.error("'\(relative)' leads outside \(boundaryName) (to \(resolved.lastComponent)); links must stay inside it",
                                    at: SourceLocation(file: display(relative)), step: step)
                    continue
                }
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: resolved.path, isDirectory: &isFolder), isFolder.boolValue {
                    if visited.insert(resolved.path).inserted { pending.append(relative) }
                } else if manager.fileExists(atPath: resolved.path) {
                    result.append(relative)
                } else {
                    collector.error("'\(relative)' is a broken link", at: SourceLocation(file: display(relative)), step: step)
                }
            }
        }
        return result.sorted()
    }

    private func display(_ relative: String) -> String {
        displayFolder.isEmpty ? relative : relative.isEmpty ? displayFolder : "\(displayFolder)/\(relative)"
    }
}
