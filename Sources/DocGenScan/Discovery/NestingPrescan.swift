/// A byte-level look at a file's brackets, before swift-syntax parses it, that refuses files the parser
/// cannot handle in reasonable time or stack.
///
/// swift-syntax 603's type lookahead (`canParseCollectionTypeBody` tries `canParseInlineArrayTypeBody`,
/// then `canParseType`, on the same tokens) reads what follows a `[` twice at every level, so a run of
/// `[` that each begin the next one's contents costs 2^run — and every array literal starts with that
/// lookahead. The run continues through whatever a type may hold (names, `.`, `<`, `(`, `:`, `,`, numbers)
/// and ends at anything a type cannot (a string, an operator, `{`): `[[[[x]]]]` is a run of four,
/// `["a": ["b": [1]]]` three runs of one. Lookahead recursion is also not bounded by the parser's nesting
/// limit, so brackets nested deeper than that limit are refused too. Each unclosed generic `<` in such a
/// type-like stretch (`a<b, c<d, …`) makes the generic-argument lookahead read to the end of the stretch
/// again, recursively: quadratic time and unbounded recursion, so long stretches of them are refused.
///
/// Trees that are deep for another reason cost every later walk (each rule climbs from sites to their
/// declarations) in proportion to their depth, so the prescan also refuses a file larger than ``byteLimit``,
/// a chain of more than ``chainLimit`` member accesses (`a.b().c()…`, each one a level of the tree) and an
/// expression of more than ``operatorLimit`` operators. These are the scan's work budget: decided from the
/// bytes before parsing, they refuse the same files on every machine, far above what real code holds (the
/// longest chain in three real apps is 20, the most operators 72, the largest file 1.2 MB), so that the time
/// limit per file (``FileWorkers``) stays a safety net that no file within the budget reaches.
///
/// Strings (multi-line and raw, with their interpolations) and comments (nested too) are skipped.
struct NestingPrescan {
    /// The longest run of `[` accepted: 2^12 lookahead steps (a few milliseconds; a run of 16 takes about
    /// 0.1 s, 22 takes 4 s in a release build); real code stays under 6.
    static let runLimit = 12
    /// The most unclosed `<` accepted in one type-like stretch: 256² lookahead steps at worst.
    static let angleLimit = 256
    /// The lookahead steps accepted for a whole file (the sum of 2^run over its `[`) beyond a per-byte
    /// allowance, so that many runs just under the limit are refused as well.
    static let stepLimit = 1 << 18
    /// Brackets nested deeper than swift-syntax's own limit (`Parser.defaultMaximumNestingLevel`).
    static let depthLimit = 256
    /// The largest file scanned, in bytes (2 MiB).
    static let byteLimit = 2 << 20
    /// The most member accesses chained in one expression.
    static let chainLimit = 2_000
    /// The most operators in one expression (between two statements, commas or colons of one bracket).
    static let operatorLimit = 4_000

    /// Why a file is refused: the byte offset of the bracket that starts the problem, and a message.
    struct Refusal: Equatable {
        var offset: Int
        var message: String
    }

    /// The refusal for `text`, or nil when swift-syntax can parse it.
    static func check(_ text: String) -> Refusal? {
        measure(text).refusal
    }

    /// What the scan saw: the refusal if any, the longest run of `[`, the deepest nesting and the lookahead steps.
    static func measure(_ text: String) -> (refusal: Refusal?, longestRun: Int, deepest: Int, steps: Int, angles: Int) {
        let measured = measureExpressions(text)
        return (measured.refusal, measured.longestRun, measured.deepest, measured.steps, measured.angles)
    }

    /// ``measure(_:)`` with the longest chain of member accesses and the most operators in one expression.
    static func measureExpressions(_ text: String)
        -> (refusal: Refusal?, longestRun: Int, deepest: Int, steps: Int, angles: Int, chain: Int, operators: Int) {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = NestingPrescan(bytes: bytes)
            let refusal = scanner.run()
            return (refusal, scanner.longestRun, scanner.deepest, scanner.steps, scanner.longestAngles,
                    scanner.longestChain, scanner.mostOperators)
        }
    }

    struct Frame {
        var opener: UInt8
        /// The `[` of the type-like run this frame continues, and its start.
        var run: Int
        var runStart: Int
        /// Whether everything since the opener could be part of a type.
        var typeLike: Bool
        /// Unclosed `<` since the last thing a type cannot hold (counting those of enclosing brackets).
        var angles: Int
        /// An interpolation `\(…)`: its `)` returns to the string.
        var interpolation: Bool
        /// The expression being read in this bracket (``ExpressionBudget``).
        var expression = ExpressionBudget()
    }

    private struct StringKind {
        var hashes: Int
        var multiline: Bool
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var frames: [Frame] = [Frame(opener: 0, run: 0, runStart: 0, typeLike: false, angles: 0, interpolation: false)]
    /// Strings whose interpolation is being read, innermost last.
    private var strings: [StringKind] = []
    private var steps = 0
    private var longestRun = 0
    private var longestAngles = 0
    private var deepest = 0
    var longestChain = 0
    var mostOperators = 0
    /// Whether a line break came since the last token: an expression may end there.
    var newline = false

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    private mutating func run() -> Refusal? {
        if bytes.count > Self.byteLimit {
            return Refusal(offset: 0, message: "the file is larger than \(Self.byteLimit >> 20) MiB (\(bytes.count) bytes), "
                           + "more than docgen scans in one file; the file is not parsed")
        }
        let allowance = Self.stepLimit + bytes.count
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                newline = true
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where self.byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where self.byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                notTypeLike()
                atom()
                if let refusal = string(hashes: 0) { return refusal }
            case UInt8(ascii: "#"):
                var hashes = 0
                while self.byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                notTypeLike()
                if self.byte(at: index + hashes) == UInt8(ascii: "\"") {
                    atom()
                    index += hashes
                    if let refusal = string(hashes: hashes) { return refusal }
                } else if self.byte(at: index + hashes) == UInt8(ascii: "/") {
                    skipRegex(hashes: hashes)
                } else {
                    index += hashes
                }
            case UInt8(ascii: "`"):
                atom()
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if let refusal = open(byte, interpolation: false) { return refusal }
                if byte == UInt8(ascii: "["), steps > allowance {
                    return Refusal(offset: frames[frames.count - 1].runStart, message:
                        "too many runs of nested '[' for swift-syntax's type lookahead (about \(steps) steps, "
                        + "limit \(allowance)); the file is not parsed")
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if close(byte) {
                    if let refusal = string(resuming: strings.removeLast()) { return refusal }
                }
            case UInt8(ascii: "-") where self.byte(at: index + 1) == UInt8(ascii: ">"):
                arrow()
                index += 2
            case UInt8(ascii: "<"):
                if let refusal = code(byte) { return refusal }
                index += 1
                frames[frames.count - 1].angles += 1
                longestAngles = max(longestAngles, frames[frames.count - 1].angles)
                if frames[frames.count - 1].angles > Self.angleLimit {
                    return Refusal(offset: index - 1, message:
                        "more than \(Self.angleLimit) unclosed '<' in a row make swift-syntax's generic-argument lookahead "
                        + "take quadratic time and unbounded stack; the file is not parsed")
                }
            case UInt8(ascii: ">"):
                if let refusal = code(byte) { return refusal }
                index += 1
                frames[frames.count - 1].angles = max(0, frames[frames.count - 1].angles - 1)
            default:
                if !Self.typeLike(byte) { notTypeLike() }
                if let refusal = code(byte) { return refusal }
                index += 1
            }
        }
        return nil
    }

    /// Letters, digits, `_`, `$`, non-ASCII (identifiers) and the punctuation types are written with.
    private static func typeLike(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF,
             UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"),
             UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "@"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private mutating func notTypeLike() {
        frames[frames.count - 1].typeLike = false
        frames[frames.count - 1].angles = 0
    }

    private mutating func open(_ opener: UInt8, interpolation: Bool) -> Refusal? {
        let parent = frames[frames.count - 1]
        var frame = Frame(opener: opener, run: 0, runStart: index, typeLike: true, angles: 0, interpolation: interpolation)
        if opener != UInt8(ascii: "{"), !interpolation {
            frame.angles = parent.angles
            if parent.typeLike, parent.run > 0 {
                frame.run = parent.run
                frame.runStart = parent.runStart
            }
        }
        if opener == UInt8(ascii: "[") {
            frame.run += 1
            longestRun = max(longestRun, frame.run)
            steps += 1 << min(frame.run, 40)
            if frame.run > Self.runLimit {
                return Refusal(offset: frame.runStart, message:
                    "more than \(Self.runLimit) '[' nested in a row make swift-syntax's type lookahead take "
                    + "exponential time; the file is not parsed")
            }
        }
        frames[frames.count - 1].expression.open(newline: newline)
        newline = false
        frames.append(frame)
        index += 1
        deepest = max(deepest, frames.count - 1)
        if frames.count - 1 > Self.depthLimit {
            return Refusal(offset: index - 1, message:
                "brackets nested more than \(Self.depthLimit) deep (swift-syntax's nesting limit); the file is not parsed")
        }
        return nil
    }

    /// Closes the innermost frame the closer matches (a stray closer is ignored); true when it ends an
    /// interpolation, so the string resumes.
    private mutating func close(_ closer: UInt8) -> Bool {
        index += 1
        let opener: UInt8 = closer == UInt8(ascii: ")") ? UInt8(ascii: "(") : closer == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
        var position = frames.count - 1
        while position > 0 {
            let frame = frames[position]
            if frame.opener == opener {
                frames.removeSubrange(position...)
                frames[frames.count - 1].expression.closed()
                newline = false
                return frame.interpolation
            }
            if frame.interpolation { break }
            position -= 1
        }
        return false
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// `#/…/#`: to the `/` followed by as many `#`.
    private mutating func skipRegex(hashes: Int) {
        index += hashes + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), closes(at: index + 1, hashes: hashes) {
                index += 1 + hashes
                return
            }
            index += 1
        }
    }

    private func closes(at offset: Int, hashes: Int) -> Bool {
        for position in offset..<(offset + hashes) where byte(at: position) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Reads a string literal from its opening quote (`index` at the first `"`).
    private mutating func string(hashes: Int) -> Refusal? {
        let multiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        return string(resuming: StringKind(hashes: hashes, multiline: multiline))
    }

    /// Reads a string's contents up to its end, or to an interpolation, whose code is then read as code.
    private mutating func string(resuming kind: StringKind) -> Refusal? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), closes(at: index + 1, hashes: kind.hashes) {
                let next = index + 1 + kind.hashes
                if self.byte(at: next) == UInt8(ascii: "(") {
                    index = next
                    strings.append(kind)
                    return open(UInt8(ascii: "("), interpolation: true)
                }
                index = next + 1
            } else if byte == UInt8(ascii: "\"") {
                if kind.multiline {
                    if self.byte(at: index + 1) == UInt8(ascii: "\""), self.byte(at: index + 2) == UInt8(ascii: "\""),
                       closes(at: index + 3, hashes: kind.hashes) {
                        index += 3 + kind.hashes
                        return nil
                    }
                } else if closes(at: index + 1, hashes: kind.hashes) {
                    index += 1 + kind.hashes
                    return nil
                }
                index += 1
            } else if byte == UInt8(ascii: "\n"), !kind.multiline {
                return nil
            } else {
                index += 1
            }
        }
        return nil
    }
}
