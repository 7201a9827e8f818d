/// The shape of a template context, read from its Swift type: which variables a template may use.
///
/// The schema is derived from the types themselves (by decoding a context with ``SchemaDecoder``,
/// which answers every question the synthesized `init(from:)` asks and records the keys), so it
/// cannot drift from what ``TemplateValues`` produces.
indirect enum TemplateSchema: Sendable, Equatable {
    /// A string, number or boolean.
    case value
    /// An array of elements of one shape.
    case list(TemplateSchema)
    /// A struct: its variables by name.
    case object([String: TemplateSchema])
    /// A dictionary whose keys are known only at run time (front matter): any name is accepted.
    case open

    /// The schema of a context type.
    static func of<T: Decodable>(_ type: T.Type) -> TemplateSchema {
        let decoder = SchemaDecoder()
        _ = try? T(from: decoder)
        return decoder.schema
    }

    /// The variables of several contexts merged into one scope, as ``TemplateValues`` merges them.
    static func merging(_ schemas: [TemplateSchema]) -> TemplateSchema {
        var fields: [String: TemplateSchema] = [:]
        for schema in schemas {
            if case let .object(more) = schema { fields.merge(more) { $1 } }
        }
        return .object(fields)
    }

    /// The variable `name` of this scope, if it has one.
    func child(_ name: String) -> TemplateSchema? {
        switch self {
        case let .object(fields): fields[name]
        case .open: .open
        case .value, .list: nil
        }
    }
}

/// A decoder that builds a value's ``TemplateSchema`` instead of reading data: every optional is
/// present, every array has one element, every string is empty.
private final class SchemaDecoder: Decoder {
    final class FieldsBox {
        var fields: [String: TemplateSchema] = [:]
        var open = false
    }

    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var fields: FieldsBox?
    private var element: SchemaDecoder?
    private var isList = false

    var schema: TemplateSchema {
        if let fields { return fields.open ? .open : .object(fields.fields) }
        if isList { return .list(element?.schema ?? .value) }
        return .value
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let box = fields ?? FieldsBox()
        fields = box
        return KeyedDecodingContainer(KeyedContainer<Key>(box: box))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        isList = true
        return UnkeyedContainer(owner: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleContainer() }

    fileprivate static func placeholder<T: Decodable>(_ type: T.Type, schema: inout TemplateSchema) throws -> T {
        if let value = Primitive.placeholder(type) {
            schema = .value
            return value
        }
        let child = SchemaDecoder()
        let value = try T(from: child)
        schema = child.schema
        return value
    }

    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let box: FieldsBox
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] {
            box.open = true
            return []
        }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool { false }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            var schema = TemplateSchema.value
            let value = try SchemaDecoder.placeholder(type, schema: &schema)
            box.fields[key.stringValue] = schema
            return value
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            let nested = FieldsBox()
            box.fields[key.stringValue] = .open
            return KeyedDecodingContainer(KeyedContainer<NestedKey>(box: nested))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            box.fields[key.stringValue] = .list(.open)
            return UnkeyedContainer(owner: SchemaDecoder())
        }

        func superDecoder() throws -> any Decoder { SchemaDecoder() }
        func superDecoder(forKey key: Key) throws -> any Decoder { SchemaDecoder() }
    }

    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let owner: SchemaDecoder
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 1 }
        var isAtEnd: Bool { currentIndex >= 1 }
        var currentIndex = 0

        mutating func decodeNil() throws -> Bool { false }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            currentIndex += 1
            let child = SchemaDecoder()
            if let value = Primitive.placeholder(type) { return value }
            let value = try T(from: child)
            owner.element = child
            return value
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            currentIndex += 1
            return try SchemaDecoder().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            currentIndex += 1
            return UnkeyedContainer(owner: SchemaDecoder())
        }

        mutating func superDecoder() throws -> any Decoder { SchemaDecoder() }
    }

    struct SingleContainer: SingleValueDecodingContainer {
        var codingPath: [any CodingKey] { [] }
        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            if let value = Primitive.placeholder(type) { return value }
            return try T(from: SchemaDecoder())
        }
    }
}

/// Placeholder values of the scalar types contexts are made of.
private enum Primitive {
    static func placeholder<T>(_ type: T.Type) -> T? {
        switch type {
        case is String.Type: "" as? T
        case is Int.Type: 0 as? T
        case is Bool.Type: false as? T
        case is Double.Type: 0.0 as? T
        default: nil
        }
    }
}
