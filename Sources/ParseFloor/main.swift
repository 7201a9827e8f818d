// The benchmark floor for `docgen scan`: reads and parses Swift files with swift-syntax on every core, nothing else.
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// Every `.swift` file named on the command line or found under a named folder, sorted.
func swiftFiles(_ arguments: [String]) -> [URL] {
    var files: [URL] = []
    for argument in arguments {
        let url = URL(fileURLWithPath: argument)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
        if !isDirectory.boolValue {
            files.append(url)
            continue
        }
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let item = enumerator?.nextObject() as? URL {
            if item.pathExtension == "swift" { files.append(item) }
        }
    }
    return files.sorted { $0.path < $1.path }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var tokens = 0

    func add(_ count: Int) {
        lock.lock()
        tokens += count
        lock.unlock()
    }
}

let files = swiftFiles(Array(CommandLine.arguments.dropFirst()))
let counter = Counter()
DispatchQueue.concurrentPerform(iterations: files.count) { index in
    guard let data = try? Data(contentsOf: files[index]), let text = String(data: data, encoding: .utf8) else { return }
    let tree = Parser.parse(source: text)
    counter.add(tree.totalLength.utf8Length)
}
print("parsed \(files.count) files, \(counter.tokens) bytes")
