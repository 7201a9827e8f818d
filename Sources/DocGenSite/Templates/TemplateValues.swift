/// The one place where typed template contexts become what Mustache reads.
///
/// A context's stored properties become dictionary keys under their Swift names; strings, numbers
/// and booleans stay as they are, arrays become arrays, nested contexts become dictionaries, and
/// an optional that is `nil` leaves its key out (so `{{#key}}` skips it and `{{^key}}` shows).
enum TemplateValues {
    /// The Mustache value of a context: a `[String: Any]` for a struct.
    static func mustache<T: Encodable>(_ value: T) -> Any {
        let encoder = MustacheEncoder()
        do {
            try value.encode(to: encoder)
        } catch {
            // Encoding into dictionaries cannot fail: no container here throws.
            return [String: Any]()
        }
        return encoder.result
    }
}

/// A value under construction: containers hand out boxes and the encoder resolves them at the end.
private final class DictionaryBox {
    var values: [String: Any] = [:]
}

private final class ArrayBox {
    var values: [Any] = []
}

private func resolve(_ value: Any) -> Any {
    switch value {
    case let box as DictionaryBox: box.values.mapValues(resolve)
    case let box as ArrayBox: box.values.map(resolve)
    default: value
    }
}

private final class MustacheEncoder: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var storage: Any = [String: Any]()
    var usedNestedContainers = false

    var result: Any { usedNestedContainers ? resolve(storage) : plain(storage) }

    private func plain(_ value: Any) -> Any {
        switch value {
        case let box as DictionaryBox: box.values
        case let box as ArrayBox: box.values
        default: value
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box = (storage as? DictionaryBox) ?? DictionaryBox()
        storage = box
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box = (storage as? ArrayBox) ?? ArrayBox()
        storage = box
        return UnkeyedContainer(encoder: self, box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(encoder: self)
    }

    /// The Mustache value of a nested value.
    func encodeChild<T: Encodable>(_ value: T) throws -> Any {
        switch value {
        case let string as String: return string
        case let int as Int: return int
        case let bool as Bool: return bool
        case let double as Double: return double
        default:
            let child = MustacheEncoder()
            try value.encode(to: child)
            return child.result
        }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: MustacheEncoder
        let box: DictionaryBox
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) {}
        mutating func encode(_ value: String, forKey key: Key) { box.values[key.stringValue] = value }
        mutating func encode(_ value: Int, forKey key: Key) { box.values[key.stringValue] = value }
        mutating func encode(_ value: Bool, forKey key: Key) { box.values[key.stringValue] = value }
        mutating func encode(_ value: Double, forKey key: Key) { box.values[key.stringValue] = value }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            box.values[key.stringValue] = try encoder.encodeChild(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.usedNestedContainers = true
            let nested = DictionaryBox()
            box.values[key.stringValue] = nested
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder, box: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.usedNestedContainers = true
            let nested = ArrayBox()
            box.values[key.stringValue] = nested
            return UnkeyedContainer(encoder: encoder, box: nested)
        }

        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: MustacheEncoder
        let box: ArrayBox
        var codingPath: [any CodingKey] { [] }
        var count: Int { box.values.count }

        mutating func encodeNil() { box.values.append("") }
        mutating func encode(_ value: String) { box.values.append(value) }
        mutating func encode(_ value: Int) { box.values.append(value) }
        mutating func encode(_ value: Bool) { box.values.append(value) }
        mutating func encode(_ value: Double) { box.values.append(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { box.values.append(try encoder.encodeChild(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            encoder.usedNestedContainers = true
            let nested = DictionaryBox()
            box.values.append(nested)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder, box: nested))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            encoder.usedNestedContainers = true
            let nested = ArrayBox()
            box.values.append(nested)
            return UnkeyedContainer(encoder: encoder, box: nested)
        }

        mutating func superEncoder() -> any Encoder { encoder }
    }

    struct SingleContainer: SingleValueEncodingContainer {
        let encoder: MustacheEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.storage = "" }
        mutating func encode(_ value: String) { encoder.storage = value }
        mutating func encode(_ value: Int) { encoder.storage = value }
        mutating func encode(_ value: Bool) { encoder.storage = value }
        mutating func encode(_ value: Double) { encoder.storage = value }
        mutating func encode<T: Encodable>(_ value: T) throws { encoder.storage = try encoder.encodeChild(value) }
    }
}
