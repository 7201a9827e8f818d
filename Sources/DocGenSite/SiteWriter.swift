import DocGenCore
import Foundation

/// Writes a site atomically: everything goes into a fresh folder beside the output, which
/// replaces the output only once every file is written. Any failure leaves the old site whole.
final class SiteWriter: Sendable {
    /// The final output folder.
    let output: URL
    /// The folder being filled.
    let staging: URL

    /// Creates the staging folder beside `output`.
    init(output: URL) throws(DiagnosticError) {
        self.output = output.standardizedFileURL
        let parent = self.output.deletingLastPathComponent()
        staging = parent.appendingPathComponent(".\(self.output.lastPathComponent).docgen-staging-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: staging.path) { try FileManager.default.removeItem(at: staging) }
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(.error("cannot create \(staging.path): \(error.localizedDescription)", step: "write"))
        }
    }

    /// Writes one file into the staging folder; safe to call from several threads for different paths.
    func write(_ path: String, _ data: Data) throws(DiagnosticError) {
        let url = staging.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw DiagnosticError(.error("cannot write \(path): \(error.localizedDescription)", step: "write"))
        }
    }

    /// Copies a file into the staging folder.
    func copy(_ source: URL, to path: String) throws(DiagnosticError) {
        let url = staging.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: url)
        } catch {
            throw DiagnosticError(.error("cannot copy \(path): \(error.localizedDescription)", step: "write"))
        }
    }

    /// Swaps the staging folder in place of the output.
    func commit() throws(DiagnosticError) {
        let manager = FileManager.default
        let retired = staging.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).docgen-old-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            if manager.fileExists(atPath: retired.path) { try manager.removeItem(at: retired) }
            if manager.fileExists(atPath: output.path) {
                try manager.moveItem(at: output, to: retired)
            }
            do {
                try manager.moveItem(at: staging, to: output)
            } catch {
                if manager.fileExists(atPath: retired.path) { try? manager.moveItem(at: retired, to: output) }
                throw error
            }
            try? manager.removeItem(at: retired)
        } catch {
            discard()
            throw DiagnosticError(.error("cannot replace \(output.lastPathComponent): \(error.localizedDescription)", step: "write"))
        }
    }

    /// Removes the staging folder, leaving the output as it was.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}
