import DocGenCore
import Foundation

/// Builds SARIF 2.1.0 logs — one run of docgen, its rules and results — for both the audit check and the
/// scanner, so every SARIF docgen writes has one shape.
public struct SARIFLog: Sendable {
    /// The schema URI written as `$schema`.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// A rule of the run's `tool.driver.rules`.
    public struct Rule: Sendable {
        var id: String
        var name: String?
        var short: String
        var full: String
        var help: String
        var helpURI: String?
        var level: String?
        var tags: [String]

        /// Creates a rule.
        public init(id: String, name: String? = nil, short: String, full: String, help: String, helpURI: String? = nil,
                    level: String? = nil, tags: [String] = []) {
            self.id = id
            self.name = name
            self.short = short
            self.full = full
            self.help = help
            self.helpURI = helpURI
            self.level = level
            self.tags = tags
        }
    }

    /// A result of the run.
    public struct Result: Sendable {
        var ruleID: String
        var level: String
        var message: String
        var file: String
        var line: Int
        var column: Int?
        var fingerprints: [String: String]
        var suppression: String?

        /// Creates a result; `suppression` is the justification of an in-source suppression.
        public init(ruleID: String, level: String, message: String, file: String, line: Int, column: Int? = nil,
                    fingerprints: [String: String], suppression: String? = nil) {
            self.ruleID = ruleID
            self.level = level
            // Control characters are data, not instructions for whoever displays the log.
            self.message = TerminalText.escaped(message)
            self.file = file
            self.line = line
            self.column = column
            self.fingerprints = fingerprints
            self.suppression = suppression
        }
    }

    var toolVersion: String?
    var informationURI: String?
    var rules: [Rule] = []
    var results: [Result] = []

    /// An empty log of docgen at `toolVersion`.
    public init(toolVersion: String?, informationURI: String? = nil) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    /// Adds a rule and returns its index.
    @discardableResult
    public mutating func add(_ rule: Rule) -> Int {
        rules.append(rule)
        return rules.count - 1
    }

    /// Adds a result.
    public mutating func add(_ result: Result) { results.append(result) }

    /// The SARIF level of a severity: critical and high → `error`, medium → `warning`, low → `note`;
    /// a severity of an audit's own list goes by its rank there (first two `error`, third `warning`, rest `note`).
    public static func level(severity: String, rank: Int) -> String {
        let position = Severity(rawValue: severity)?.rank ?? rank
        return position < 2 ? "error" : position == 2 ? "warning" : "note"
    }

    /// A repository-relative path as a URI reference (spaces and other reserved characters percent-encoded).
    public static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// The log as pretty-printed JSON with sorted keys.
    public var text: String {
        let ruleValues = rules.map { rule -> JSONValue in
            var value: [String: JSONValue] = [
                "id": .string(rule.id), "shortDescription": ["text": .string(rule.short)],
                "fullDescription": ["text": .string(rule.full)], "help": ["text": .string(rule.help)],
            ]
            if let name = rule.name { value["name"] = .string(name) }
            if let helpURI = rule.helpURI { value["helpUri"] = .string(helpURI) }
            if let level = rule.level { value["defaultConfiguration"] = ["level": .string(level)] }
            if !rule.tags.isEmpty { value["properties"] = ["tags": .array(rule.tags.map(JSONValue.string))] }
            return .object(value)
        }
        let indexes = Dictionary(rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
        let resultValues = results.map { result -> JSONValue in
            var region: [String: JSONValue] = ["startLine": .int(result.line)]
            if let column = result.column { region["startColumn"] = .int(column) }
            var value: [String: JSONValue] = [
                "ruleId": .string(result.ruleID),
                "ruleIndex": .int(indexes[result.ruleID] ?? 0),
                "level": .string(result.level),
                "message": ["text": .string(result.message)],
                "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": .string(Self.uri(result.file)), "uriBaseId": "%SRCROOT%"],
                    "region": .object(region),
                ]]],
                "partialFingerprints": .object(result.fingerprints.mapValues(JSONValue.string)),
            ]
            if let suppression = result.suppression {
                value["suppressions"] = [["kind": "inSource", "justification": .string(suppression)]]
            }
            return .object(value)
        }
        var driver: [String: JSONValue] = ["name": "docgen", "rules": .array(ruleValues)]
        if let toolVersion { driver["version"] = .string(toolVersion) }
        if let informationURI { driver["informationUri"] = .string(informationURI) }
        let log: JSONValue = [
            "$schema": .string(Self.schemaURI),
            "version": "2.1.0",
            "runs": [["tool": ["driver": .object(driver)], "results": .array(resultValues)]],
        ]
        return log.text
    }
}
