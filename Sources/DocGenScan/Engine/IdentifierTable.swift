import DocGenCore

/// A file's identifiers by name, so that every rule's "where is NAME written" is answered from one pass over
/// the file instead of a scan of its bytes per question. Identifiers are grouped by a 64-bit hash of their bytes
/// (no string is made per identifier) and checked against the bytes when looked up, so a collision costs a
/// comparison, never a wrong answer. Positions index the file's identifier list, in source order.
struct IdentifierTable {
    private let text: String
    /// The byte offset of each identifier, in source order (its length beside it).
    let offsets: [Int]
    private let lengths: [Int32]
    private let byHash: [UInt64: [Int32]]
    /// Identifiers that read as a motion setting by name (``isMotionName(_:)``), ascending.
    private let motionNamed: [Int32]

    init(text: String, offsets: [Int], lengths: [Int32]) {
        self.text = text
        self.offsets = offsets
        self.lengths = lengths
        var byHash: [UInt64: [Int32]] = [:]
        byHash.reserveCapacity(offsets.count / 4)
        var motionNamed: [Int32] = []
        Self.withBytes(text) { bytes in
            for position in offsets.indices {
                let name = UnsafeBufferPointer(rebasing: bytes[offsets[position]..<offsets[position] + Int(lengths[position])])
                byHash[FNV1a.hash(name), default: []].append(Int32(truncatingIfNeeded: position))
                if Self.isMotionName(name) { motionNamed.append(Int32(truncatingIfNeeded: position)) }
            }
        }
        self.byHash = byHash
        self.motionNamed = motionNamed
    }

    /// The hashes of the names of the file's identifiers, ascending: whether a file may have an identifier of a
    /// name, kept in a few kilobytes after its tree is gone (``DefinerFile/mentions(_:)``).
    var nameHashes: [UInt64] { byHash.keys.sorted() }

    /// The hash ``nameHashes`` holds for an identifier spelled `name`.
    static func nameHash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { FNV1a.hash($0) }
    }

    /// The positions of the identifiers spelled `name` whose offsets lie in `range` (all when nil), ascending.
    func positions(of name: String, in range: Range<Int>?) -> [Int32] {
        var name = name
        return name.withUTF8 { wanted in
            guard let all = byHash[FNV1a.hash(wanted)] else { return [] }
            let candidates = range.map { within(all, $0) } ?? all[...]
            return Self.withBytes(text) { bytes in
                candidates.filter { position in
                    let start = offsets[Int(position)]
                    let length = Int(lengths[Int(position)])
                    return length == wanted.count && (0..<length).allSatisfy { bytes[start + $0] == wanted[$0] }
                }
            }
        }
    }

    /// The positions of identifiers that read as a motion setting, in `range` (all when nil), ascending.
    func motionPositions(in range: Range<Int>?) -> ArraySlice<Int32> {
        range.map { within(motionNamed, $0) } ?? motionNamed[...]
    }

    /// Whether an identifier names a motion setting by its words: nine bytes or more with `Motion` or `motion`
    /// inside (`reduceMotion`, `isMotionEnabled`, `motionPreference`).
    static func isMotionName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { isMotionName($0) }
    }

    private static func isMotionName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count >= 9 else { return false }
        for start in 0...(name.count - 6) where name[start] == UInt8(ascii: "M") || name[start] == UInt8(ascii: "m") {
            if name[start + 1] == UInt8(ascii: "o"), name[start + 2] == UInt8(ascii: "t"), name[start + 3] == UInt8(ascii: "i"),
               name[start + 4] == UInt8(ascii: "o"), name[start + 5] == UInt8(ascii: "n") {
                return true
            }
        }
        return false
    }

    /// The part of ascending `positions` whose identifiers start in `range`.
    private func within(_ positions: [Int32], _ range: Range<Int>) -> ArraySlice<Int32> {
        func firstAtOrAfter(_ bound: Int) -> Int {
            var low = 0
            var high = positions.count
            while low < high {
                let middle = (low + high) / 2
                if offsets[Int(positions[middle])] < bound { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return positions[firstAtOrAfter(range.lowerBound)..<firstAtOrAfter(range.upperBound)]
    }

    private static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        return text.withUTF8(body)
    }
}
