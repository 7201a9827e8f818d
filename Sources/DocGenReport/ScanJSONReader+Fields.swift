import DocGenCore
import DocGenScan
import Foundation

/// One JSON object of a scan report being read, with where it is (`sites[3].motion`) for errors.
struct Fields {
    /// Makes the errors of one file.
    struct Reader {
        var path: String

        func error(_ message: String) -> DiagnosticError {
            DiagnosticError(.error(message, at: SourceLocation(file: path), step: .scan))
        }
    }

    let values: [String: Any]
    let place: String
    let reader: Reader

    init(_ values: [String: Any], at place: String, reader: Reader) {
        self.values = values
        self.place = place
        self.reader = reader
    }

    func error(_ message: String) -> DiagnosticError {
        reader.error(place.isEmpty ? message : "\(place): \(message)")
    }

    private func name(_ key: String) -> String { place.isEmpty ? key : "\(place).\(key)" }

    private func missing(_ key: String, _ type: String) -> DiagnosticError {
        reader.error(values[key] == nil ? "missing '\(name(key))' (\(type)); is this a report of 'docgen scan --format json'?"
                                        : "'\(name(key))' is not \(type)")
    }

    func string(_ key: String) throws(DiagnosticError) -> String {
        guard let value = values[key] as? String else { throw missing(key, "a string") }
        return value
    }

    func int(_ key: String) throws(DiagnosticError) -> Int {
        guard let number = values[key] as? Int else { throw missing(key, "a whole number") }
        return number
    }

    func optionalString(_ key: String) throws(DiagnosticError) -> String? {
        guard let value = values[key], !(value is NSNull) else { return nil }
        return try string(key)
    }

    func optionalInt(_ key: String) throws(DiagnosticError) -> Int? {
        values[key] == nil ? nil : try int(key)
    }

    func optionalBool(_ key: String) throws(DiagnosticError) -> Bool? {
        guard let value = values[key] else { return nil }
        guard let flag = value as? Bool else { throw missing(key, "true or false") }
        return flag
    }

    func strings(_ key: String) throws(DiagnosticError) -> [String] {
        guard let list = values[key] as? [Any] else { throw missing(key, "a list of strings") }
        var strings: [String] = []
        for item in list {
            guard let text = item as? String else { throw missing(key, "a list of strings") }
            strings.append(text)
        }
        return strings
    }

    func object(_ key: String) throws(DiagnosticError) -> Fields {
        guard let value = values[key] as? [String: Any] else { throw missing(key, "an object") }
        return Fields(value, at: name(key), reader: reader)
    }

    func optionalObject(_ key: String) throws(DiagnosticError) -> Fields? {
        values[key] == nil ? nil : try object(key)
    }

    func objects(_ key: String) throws(DiagnosticError) -> [Fields] {
        guard let list = values[key] as? [Any] else { throw missing(key, "a list of objects") }
        var objects: [Fields] = []
        for (position, item) in list.enumerated() {
            guard let value = item as? [String: Any] else { throw missing(key, "a list of objects") }
            objects.append(Fields(value, at: "\(name(key))[\(position)]", reader: reader))
        }
        return objects
    }

    /// A string member read as one of a vocabulary's values (a severity, a verdict).
    func value<T>(_ key: String, _ make: (String) -> T?) throws(DiagnosticError) -> T {
        try parsed(try string(key), key, make)
    }

    func parsed<T>(_ text: String, _ key: String, _ make: (String) -> T?) throws(DiagnosticError) -> T {
        guard let value = make(text) else { throw reader.error("'\(name(key))' has an unknown value '\(text)'") }
        return value
    }
}
