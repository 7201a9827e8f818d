import Yams

/// A value from front matter or other user data, kept in a form templates and JSON can use.
public enum MetadataValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case list([MetadataValue])
    case map([String: MetadataValue])
    case null

    /// Converts a YAML node, keeping integers, numbers and booleans typed.
    public init(_ node: Node) {
        switch node {
        case let .scalar(scalar):
            if node.isNull {
                self = .null
            } else if scalar.style != .plain && scalar.style != .any {
                self = .string(scalar.string)
            } else if let v = node.int {
                self = .int(v)
            } else if let v = node.bool {
                self = .bool(v)
            } else if let v = node.float {
                self = .double(v)
            } else {
                self = .string(scalar.string)
            }
        case let .sequence(sequence):
            self = .list(sequence.map(MetadataValue.init))
        case let .mapping(mapping):
            var map: [String: MetadataValue] = [:]
            for (key, value) in mapping {
                map[key.scalar?.string ?? ""] = MetadataValue(value)
            }
            self = .map(map)
        case .alias:
            self = .null
        }
    }

    /// The value as display text; lists are joined with commas.
    public var text: String {
        switch self {
        case let .string(v): return v
        case let .int(v): return String(v)
        case let .double(v): return String(v)
        case let .bool(v): return v ? "true" : "false"
        case let .list(v): return v.map(\.text).joined(separator: ", ")
        case .map, .null: return ""
        }
    }
}
