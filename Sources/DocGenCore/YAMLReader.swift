import Yams

/// Reads YAML (or JSON, which YAML 1.2 contains) into typed values, recording a located
/// diagnostic for every problem instead of stopping at the first.
///
/// Every stage that reads structured input — `docgen.yml`, front matter, audit files —
/// goes through this type so that all of them report `path:line:column` the same way.
public final class YAMLReader {
    /// The file as shown in diagnostics.
    public let file: String
    /// Lines that precede the YAML text in its file (front matter starts after `---`).
    public let lineOffset: Int
    /// The pipeline step named in diagnostics.
    public let step: Step
    /// Problems found so far.
    public private(set) var collector = DiagnosticCollector()

    /// Creates a reader for text that starts `lineOffset` lines into `file`.
    public init(file: String, lineOffset: Int = 0, step: Step) {
        self.file = file
        self.lineOffset = lineOffset
        self.step = step
    }

    /// The diagnostics recorded so far.
    public var diagnostics: [Diagnostic] { collector.diagnostics }

    /// Records an error at a location.
    public func error(_ message: String, at location: SourceLocation) {
        collector.append(.error(message, at: location, step: step))
    }

    /// Records a diagnostic as it is (one with notes, say).
    public func record(_ diagnostic: Diagnostic) {
        collector.append(diagnostic)
    }

    /// Records an error at a node.
    public func error(_ message: String, at node: Node) {
        error(message, at: location(of: node))
    }

    /// Where a node starts in the user's file.
    public func location(of node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: file, line: lineOffset + 1, column: 1) }
        return SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
    }

    /// Parses one YAML document; `nil` for an empty document or a syntax error (recorded).
    public func parse(_ text: String) -> Node? {
        do {
            guard let node = try Yams.compose(yaml: text) else { return nil }
            let limit = Self.expansionLimit(forTextOfSize: text.utf8.count)
            let bytes = Self.expandedByteLimit(forTextOfSize: text.utf8.count)
            if let (culprit, reason) = Self.firstNodeBeyond(limit, bytes: bytes, in: node) {
                switch reason {
                case .values:
                    error("YAML aliases expand this document to more than \(limit) values; "
                          + "an anchor is repeated too many times (an alias bomb?)", at: culprit)
                case .bytes:
                    error("YAML aliases expand this document to more than \(bytes) bytes of text; "
                          + "an anchor holding a long value is repeated too many times (an alias bomb?)", at: culprit)
                }
                return nil
            }
            return node
        } catch let error as YamlError {
            record(error, in: text)
        } catch {
            self.error("cannot read YAML: \(error)", at: SourceLocation(file: file, line: lineOffset + 1, column: 1))
        }
        return nil
    }

    /// How many values (scalars, lists, mappings) a document may hold once its aliases are
    /// expanded: every stage walks the expanded tree, so nested aliases (`b: [*a, *a, …]`,
    /// `c: [*b, *b, …]`) would otherwise cost exponential time and memory.
    static func expansionLimit(forTextOfSize bytes: Int) -> Int {
        max(100_000, bytes * 10)
    }

    /// How many bytes of text (keys and values) a document may hold once its aliases are expanded: one
    /// long string aliased many times costs nothing to parse but its full length to every stage that reads
    /// the values (front matter's are hashed, for one). 10 MB, or twice the text for a larger document.
    static func expandedByteLimit(forTextOfSize bytes: Int) -> Int {
        max(10_000_000, bytes * 2)
    }

    /// Which expansion limit a document passes.
    enum Expansion {
        case values, bytes
    }

    /// The node where the expanded tree passes `limit` values or `bytes` bytes of text, with which; nil when it
    /// stays within both. Stops at the limit, so the walk itself is bounded.
    static func firstNodeBeyond(_ limit: Int, bytes: Int = .max, in root: Node) -> (Node, Expansion)? {
        var count = 0
        var text = 0
        var pending = [root]
        while let node = pending.popLast() {
            count += 1
            if count > limit { return (node, .values) }
            switch node {
            case let .mapping(mapping):
                for (key, value) in mapping {
                    pending.append(value)
                    pending.append(key)
                }
            case let .sequence(sequence):
                pending.append(contentsOf: sequence.reversed())
            case let .scalar(scalar):
                text += scalar.string.utf8.count
                if text > bytes { return (node, .bytes) }
            case .alias:
                continue
            }
        }
        return nil
    }

    private func record(_ error: YamlError, in text: String) {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
        }
        switch error {
        case let .scanner(context, problem, mark, _),
             let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            self.error("invalid YAML: \(detail)", at: at(mark))
        case let .duplicatedKeysInMapping(duplicates, context):
            self.error("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in mapping", at: at(context.mark))
        case let .reader(problem, offset, value, _):
            // Yams reports a character libyaml refuses (a NUL, say) by its offset in characters: locate it by line and column.
            var location = SourceLocation(file: file, line: lineOffset + 1, column: 1)
            if let offset, offset >= 0 {
                let before = text.prefix(offset)
                let line = before.count { $0 == "\n" }
                let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
                location = SourceLocation(file: file, line: lineOffset + line + 1, column: before[lineStart...].count + 1)
            }
            let character = value == 0 ? " (a NUL character)" : value > 0 ? String(format: " (character U+%04X)", value) : ""
            self.error("invalid YAML: \(problem)\(character)", at: location)
        default:
            self.error("invalid YAML: \(error)", at: SourceLocation(file: file, line: lineOffset + 1, column: 1))
        }
    }

    /// Reads a node as a mapping, recording an error naming `what` otherwise.
    public func mapping(_ node: Node, _ what: String) -> YAMLMapping? {
        guard node.mapping != nil else {
            error("\(what) must be a mapping, found \(node.kindDescription)", at: node)
            return nil
        }
        return YAMLMapping(node: node, reader: self)
    }

    /// Reads a node as a sequence, recording an error naming `what` otherwise.
    public func sequence(_ node: Node, _ what: String) -> [Node]? {
        guard let sequence = node.sequence else {
            error("\(what) must be a list, found \(node.kindDescription)", at: node)
            return nil
        }
        return Array(sequence)
    }

    /// Reads a scalar as text; numbers and booleans are accepted as their written form. A NUL character
    /// (`"a\0b"`) is refused: it would end up in file names and in every page.
    public func string(_ node: Node, _ what: String) -> String? {
        guard let scalar = node.scalar else {
            error("\(what) must be a string, found \(node.kindDescription)", at: node)
            return nil
        }
        if scalar.string.utf8.contains(0) {
            error("\(what) must not contain a NUL character", at: node)
            return nil
        }
        return scalar.string
    }

    /// Reads a scalar as an integer.
    public func int(_ node: Node, _ what: String) -> Int? {
        guard node.scalar != nil, let value = node.int else {
            error("\(what) must be an integer, found \(node.kindDescription)", at: node)
            return nil
        }
        return value
    }

    /// Reads a scalar as `true` or `false`.
    public func bool(_ node: Node, _ what: String) -> Bool? {
        guard node.scalar != nil, let value = node.bool else {
            error("\(what) must be true or false, found \(node.kindDescription)", at: node)
            return nil
        }
        return value
    }

    /// Reads a list of strings; a single string is not accepted in its place.
    public func stringList(_ node: Node, _ what: String) -> [String]? {
        guard let items = sequence(node, what) else { return nil }
        let strings = items.compactMap { string($0, "each entry of \(what)") }
        return strings.count == items.count ? strings : nil
    }
}

/// A YAML mapping being read key by key; keys never read can be reported as unknown.
public final class YAMLMapping {
    /// The mapping node.
    public let node: Node
    /// The reader that records diagnostics.
    public let reader: YAMLReader
    private var read: Set<String> = []
    private let entries: [(key: Node, value: Node)]
    /// The entry of each key (its first, when written twice), so that every lookup is constant time: a
    /// mapping of thousands of keys is read in linear time.
    private let index: [String: Int]
    /// The keys in the order written.
    public let keys: [String]

    /// Counts the entries the mappings of a task look at (tests prove that reading a mapping is linear).
    @TaskLocal static var entriesRead: EntryCounter?

    /// Entries looked at.
    final class EntryCounter: @unchecked Sendable {
        private(set) var count = 0
        init() {}
        func add(_ entries: Int = 1) { count += entries }
    }

    init(node: Node, reader: YAMLReader) {
        self.node = node
        self.reader = reader
        let entries = node.mapping.map { Array($0) } ?? []
        self.entries = entries
        var index: [String: Int] = [:]
        var keys: [String] = []
        for (position, entry) in entries.enumerated() {
            guard let key = entry.key.scalar?.string else { continue }
            keys.append(key)
            if index[key] == nil { index[key] = position }
        }
        self.index = index
        self.keys = keys
        Self.entriesRead?.add(entries.count)
    }

    /// Where the mapping starts.
    public var location: SourceLocation { reader.location(of: node) }

    /// The value of a key, marking the key as known.
    public func value(_ key: String) -> Node? {
        read.insert(key)
        Self.entriesRead?.add()
        return index[key].map { entries[$0].value }
    }

    /// Where a key is written, or the mapping's start when it is absent.
    public func location(ofKey key: String) -> SourceLocation {
        Self.entriesRead?.add()
        guard let position = index[key] else { return location }
        return reader.location(of: entries[position].key)
    }

    /// Where a key's value is written, or the mapping's start when it is absent.
    public func location(ofValue key: String) -> SourceLocation {
        Self.entriesRead?.add()
        guard let position = index[key] else { return location }
        return reader.location(of: entries[position].value)
    }

    private func required(_ key: String, _ isRequired: Bool, _ context: String) -> Node? {
        if let node = value(key), !node.isNull {
            return node
        }
        if isRequired {
            reader.error("missing required key '\(key)'\(context.isEmpty ? "" : " in \(context)")", at: location)
        }
        return nil
    }

    /// A string value.
    public func string(_ key: String, required isRequired: Bool = false, in context: String = "") -> String? {
        required(key, isRequired, context).flatMap { reader.string($0, "'\(key)'") }
    }

    /// An integer value.
    public func int(_ key: String, required isRequired: Bool = false, in context: String = "") -> Int? {
        required(key, isRequired, context).flatMap { reader.int($0, "'\(key)'") }
    }

    /// A boolean value.
    public func bool(_ key: String, required isRequired: Bool = false, in context: String = "") -> Bool? {
        required(key, isRequired, context).flatMap { reader.bool($0, "'\(key)'") }
    }

    /// A list of strings.
    public func stringList(_ key: String, required isRequired: Bool = false, in context: String = "") -> [String]? {
        required(key, isRequired, context).flatMap { reader.stringList($0, "'\(key)'") }
    }

    /// A nested mapping.
    public func mapping(_ key: String, required isRequired: Bool = false, in context: String = "") -> YAMLMapping? {
        required(key, isRequired, context).flatMap { reader.mapping($0, "'\(key)'") }
    }

    /// A list of nodes.
    public func sequence(_ key: String, required isRequired: Bool = false, in context: String = "") -> [Node]? {
        required(key, isRequired, context).flatMap { reader.sequence($0, "'\(key)'") }
    }

    /// Records an error for every key that was never read, naming the known ones.
    public func rejectUnknownKeys(in context: String) {
        let known = read.sorted().joined(separator: ", ")
        for entry in entries {
            guard let key = entry.key.scalar?.string else {
                reader.error("keys in \(context) must be strings", at: entry.key)
                continue
            }
            if !read.contains(key) {
                reader.error("unknown key '\(key)' in \(context) (known keys: \(known))", at: entry.key)
            }
        }
    }
}

extension Node {
    /// Whether the node is an empty or `null` plain scalar: a key written without a value.
    public var isNull: Bool {
        guard case let .scalar(scalar) = self, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// A short name for the node's kind, for "found …" in messages.
    public var kindDescription: String {
        switch self {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar:
            if isNull { return "nothing" }
            if int != nil { return "an integer" }
            if bool != nil { return "a boolean" }
            if float != nil { return "a number" }
            return "a string"
        }
    }
}
