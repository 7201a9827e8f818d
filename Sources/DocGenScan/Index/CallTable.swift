import DocGenCore
import Foundation

/// Every place `name(` is written in the scanned texts (comments and strings included, a space allowed before
/// the parenthesis), found by one pass over the bytes of every file and grouped by a hash of the name, so that
/// asking where a type is constructed or how often a function is called costs a lookup instead of a scan of
/// every file per name. Names are checked against the bytes on lookup, so a hash collision costs a comparison.
/// Made with `assignments`, it holds the places `name =` is written instead (not `==`): where a property is set.
final class CallTable: @unchecked Sendable {
    struct Place: Sendable {
        var file: Int32
        var offset: Int32
    }

    private let texts: [String]
    private let lock = NSLock()
    private var built: [UInt64: [Place]]?
    private let assignments: Bool

    init(texts: [String], assignments: Bool = false) {
        self.texts = texts
        self.assignments = assignments
    }

    /// The places `name(` is written, by file and byte offset of `name`, in file order then source order.
    func places(of name: String) -> [Place] {
        let table = self.table()
        var name = name
        return name.withUTF8 { wanted in
            (table[FNV1a.hash(wanted)] ?? []).filter { place in
                var text = texts[Int(place.file)]
                return text.withUTF8 { Self.spells($0, at: Int(place.offset), wanted) }
            }
        }
    }

    private func table() -> [UInt64: [Place]] {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        var table: [UInt64: [Place]] = [:]
        for (file, text) in texts.enumerated() {
            var text = text
            text.withUTF8 { Self.collect($0, file: Int32(file), assignments: assignments, into: &table) }
        }
        built = table
        return table
    }

    private static func collect(_ bytes: UnsafeBufferPointer<UInt8>, file: Int32, assignments: Bool,
                                into table: inout [UInt64: [Place]]) {
        let follower = assignments ? UInt8(ascii: "=") : UInt8(ascii: "(")
        var index = 0
        while index < bytes.count {
            guard IdentifierBytes.isStart(bytes[index]), index == 0 || !IdentifierBytes.isPart(bytes[index - 1]) else {
                index += 1
                continue
            }
            var stop = index + 1
            while stop < bytes.count, IdentifierBytes.isPart(bytes[stop]) { stop += 1 }
            var next = stop
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
            if next < bytes.count, bytes[next] == follower,
               !assignments || next + 1 >= bytes.count || bytes[next + 1] != UInt8(ascii: "=") {
                let name = UnsafeBufferPointer(rebasing: bytes[index..<stop])
                table[FNV1a.hash(name), default: []].append(Place(file: file, offset: Int32(truncatingIfNeeded: index)))
            }
            index = stop
        }
    }

    /// Whether the identifier at `offset` is exactly `name`.
    private static func spells(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset + name.count <= bytes.count else { return false }
        for position in 0..<name.count where bytes[offset + position] != name[position] { return false }
        return offset + name.count == bytes.count || !IdentifierBytes.isPart(bytes[offset + name.count])
    }
}
