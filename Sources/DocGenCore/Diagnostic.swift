/// A 1-based position in a file, as compilers print it.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The path as shown to the user, relative to the project root where possible.
    public var file: String
    /// 1-based line; 0 when the whole file is meant.
    public var line: Int
    /// 1-based column; 0 when the whole line is meant.
    public var column: Int

    /// Creates a location; `line` and `column` are 1-based, 0 meaning "not known".
    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, dropping the parts that are not known.
    public var description: String {
        var text = file
        if line > 0 {
            text += ":\(line)"
            if column > 0 { text += ":\(column)" }
        }
        return text
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// One message for the user: the single diagnostic type every stage reports through.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious it is.
    public var severity: Severity
    /// Where it is; `nil` for problems that belong to no file (usage, environment).
    public var location: SourceLocation?
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// The step that found it; the build pipeline tags every diagnostic with the step that reported it.
    public var step: Step?
    /// Further located remarks, such as where a duplicate was first defined.
    public var notes: [Diagnostic]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation? = nil,
        step: Step? = nil,
        notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.location = location
        self.message = message
        self.step = step
        self.notes = notes
    }

    /// An error at a location.
    public static func error(_ message: String, at location: SourceLocation? = nil, step: Step? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, step: step)
    }

    /// A warning at a location.
    public static func warning(_ message: String, at location: SourceLocation? = nil, step: Step? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, step: step)
    }

    /// The compiler-style line: `path:line:col: error: message`.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? "docgen: "
        return "\(prefix)\(severity.rawValue): \(message)"
    }

    /// Orders diagnostics by file, line, column, then message, located ones first.
    public static func sortedForDisplay(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { lhs, rhs in
            switch (lhs.location, rhs.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return false
            case (_?, nil): return true
            default: return lhs.message < rhs.message
            }
        }
    }
}

/// A failure made of one or more diagnostics; thrown by every stage for invalid input.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// The problems, at least one of them an error.
    public var diagnostics: [Diagnostic]

    /// Wraps a list of diagnostics.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// Wraps one diagnostic.
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Collects diagnostics from a step so that every problem is reported at once.
public struct DiagnosticCollector: Sendable {
    /// Everything collected so far, in the order it was found.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    public init() {}

    /// Records a diagnostic.
    public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// Records several diagnostics.
    public mutating func append(contentsOf other: [Diagnostic]) { diagnostics.append(contentsOf: other) }

    /// Records an error at a location.
    public mutating func error(_ message: String, at location: SourceLocation?, step: Step? = nil) {
        diagnostics.append(.error(message, at: location, step: step))
    }

    /// Whether any collected diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Throws the collected diagnostics when one of them is an error.
    public func throwIfErrors() throws(DiagnosticError) {
        if hasErrors { throw DiagnosticError(diagnostics) }
    }
}
