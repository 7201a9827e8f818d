import DocGenCore

/// A JSON document, written with sorted keys and two-space indentation so that output is deterministic.
public indirect enum JSONValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; keys are written sorted.
    case object([String: JSONValue])

    /// A string, or `null` for `nil`.
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The document as pretty-printed text with a final newline, written byte by byte (fast enough for
    /// scans of tens of thousands of sites, and byte-for-byte deterministic).
    public var text: String {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(into: &out, indent: 0)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    /// The value's bytes as they appear nested `indent` levels deep (for rendering parts in parallel).
    public func rendered(indent: Int) -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, indent: indent)
        return out
    }

    /// A document that is an object whose member values are already rendered (``rendered(indent:)`` at level 1),
    /// with a final newline; keys are written sorted.
    public static func document(renderedMembers members: [String: [UInt8]]) -> String {
        var out: [UInt8] = [0x7B, 0x0A]
        let keys = members.keys.sorted()
        for (index, key) in keys.enumerated() {
            pad(&out, 1)
            quote(key, into: &out)
            out += [0x3A, 0x20]
            out += members[key] ?? []
            out += index + 1 < keys.count ? [0x2C, 0x0A] : [0x0A]
        }
        out += [0x7D, 0x0A]
        return String(decoding: out, as: UTF8.self)
    }

    /// An array whose items are already rendered at `indent + 1`.
    public static func array(renderedItems items: [[UInt8]], indent: Int) -> [UInt8] {
        guard !items.isEmpty else { return [0x5B, 0x5D] }
        var out: [UInt8] = [0x5B, 0x0A]
        for (index, item) in items.enumerated() {
            pad(&out, indent + 1)
            out += item
            out += index + 1 < items.count ? [0x2C, 0x0A] : [0x0A]
        }
        pad(&out, indent)
        out.append(0x5D)
        return out
    }

    /// Appends the value, pretty-printed; bytes are appended in place, never through temporary arrays.
    private func write(into out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case let .bool(value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case let .int(value):
            if (0..<10).contains(value) { out.append(0x30 + UInt8(value)) } else { out.append(contentsOf: String(value).utf8) }
        case let .string(value): Self.quote(value, into: &out)
        case let .array(values):
            guard !values.isEmpty else {
                out.append(0x5B)
                out.append(0x5D)
                return
            }
            out.append(0x5B)
            out.append(0x0A)
            for (index, value) in values.enumerated() {
                Self.pad(&out, indent + 1)
                value.write(into: &out, indent: indent + 1)
                if index + 1 < values.count { out.append(0x2C) }
                out.append(0x0A)
            }
            Self.pad(&out, indent)
            out.append(0x5D)
        case let .object(members):
            guard !members.isEmpty else {
                out.append(0x7B)
                out.append(0x7D)
                return
            }
            out.append(0x7B)
            out.append(0x0A)
            let sorted = members.sorted { $0.key < $1.key }
            for (index, member) in sorted.enumerated() {
                Self.pad(&out, indent + 1)
                Self.quote(member.key, into: &out)
                out.append(0x3A)
                out.append(0x20)
                member.value.write(into: &out, indent: indent + 1)
                if index + 1 < sorted.count { out.append(0x2C) }
                out.append(0x0A)
            }
            Self.pad(&out, indent)
            out.append(0x7D)
        }
    }

    private static func pad(_ out: inout [UInt8], _ level: Int) {
        for _ in 0..<(level * 2) { out.append(0x20) }
    }

    /// Appends a JSON string literal (``JSON/appendQuoted(_:to:)``).
    private static func quote(_ text: String, into out: inout [UInt8]) {
        JSON.appendQuoted(text, to: &out)
    }
}
