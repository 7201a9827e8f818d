import DocGenCore
import Foundation
import Yams

/// Reads one audit file into an ``Audit``, recording every problem instead of stopping at the first.
final class AuditFileParser {
    let reader: YAMLReader
    private var extra = DiagnosticCollector()

    init(file: String) {
        reader = YAMLReader(file: file, step: AuditLoader.step)
    }

    /// Everything found wrong, from the YAML reader and from the audit's own rules.
    var diagnostics: [Diagnostic] { reader.diagnostics + extra.diagnostics }

    func error(_ message: String, at location: SourceLocation) {
        reader.error(message, at: location)
    }

    /// Parses the audit; `nil` when the text is not an audit at all (the reason is recorded).
    func parse(_ text: String) -> Audit? {
        guard let node = reader.parse(text) else {
            if reader.diagnostics.isEmpty {
                error("the audit file is empty", at: SourceLocation(file: reader.file, line: 1, column: 1))
            }
            return nil
        }
        guard let map = reader.mapping(node, "an audit") else { return nil }
        let id = map.string("id", required: true, in: "the audit")
        let title = map.string("title", required: true, in: "the audit")
        let description = map.string("description")
        let notes = map.string("notes")
        let provenance = provenance(map)
        let severities = severities(map)
        let phases = map.sequence("phases").map { $0.compactMap(phase) } ?? []
        let patterns = map.sequence("patterns").map { $0.compactMap(pattern) } ?? []
        let criteria = criteria(map) ?? []
        let product = map.string("product")
        let statements = map.value("conformance").map { $0.isNull ? [] : CriterionStatement.parse($0, reader: reader) } ?? []
        let itemNodes = map.sequence("items", required: true, in: "the audit")
        map.rejectUnknownKeys(in: "the audit")
        checkUnique(phases, kind: "phase")
        checkUnique(patterns, kind: "pattern")
        if let id, !Slug.isValid(id) {
            error("audit id '\(id)' must be a slug: lowercase letters, digits, '-', '_' or '.', starting with a letter or digit",
                  at: map.location(ofValue: "id"))
        }
        let context = ItemContext(severities: severities, phases: phases.map(\.value.id), patterns: patterns.map(\.value.id),
                                  criteria: criteria)
        let items = itemNodes.map { $0.compactMap { item($0, context) } } ?? []
        checkUnique(items.map { ($0.id, $0.location) }, kind: "item")
        guard let id, let title, let severities else { return nil }
        var audit = Audit(
            id: id, title: title, description: description, notes: notes, severities: severities,
            phases: phases.map(\.value), patterns: patterns.map(\.value), criteria: criteria, items: items,
            provenance: provenance, product: product, statements: statements,
            file: reader.file, idLocation: map.location(ofValue: "id"))
        audit.productLocation = product == nil ? nil : map.location(ofValue: "product")
        return audit
    }

    /// `taken` and `verified` (dates, `YYYY-MM-DD`), `commit` (hexadecimal, 7 to 64 digits) and `ticket`.
    private func provenance(_ map: YAMLMapping) -> Audit.Provenance {
        var provenance = Audit.Provenance(taken: map.string("taken"), verified: map.string("verified"),
                                          commit: map.string("commit"), ticket: map.string("ticket"))
        for key in ["taken", "verified"] {
            let value = key == "taken" ? provenance.taken : provenance.verified
            if let value, !Self.isDate(value) {
                error("'\(key)' must be a date written YYYY-MM-DD, not '\(value)'", at: map.location(ofValue: key))
                if key == "taken" { provenance.taken = nil } else { provenance.verified = nil }
            }
        }
        if let commit = provenance.commit,
           !(7...64).contains(commit.count) || !commit.allSatisfy({ $0.isHexDigit && ($0.isNumber || $0.isLowercase) }) {
            error("'commit' must be a commit hash: 7 to 64 lowercase hexadecimal digits, not '\(commit)'",
                  at: map.location(ofValue: "commit"))
            provenance.commit = nil
        }
        if let ticket = provenance.ticket, ticket.isEmpty || ticket.contains(where: { $0.isWhitespace }) {
            error("'ticket' must be a ticket id without spaces, such as BTS-38", at: map.location(ofValue: "ticket"))
            provenance.ticket = nil
        }
        return provenance
    }

    /// `YYYY-MM-DD`, a day that exists in the Gregorian calendar (2025-02-30 does not; 2024-02-29 does).
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month) else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    private func severities(_ map: YAMLMapping) -> [String]? {
        guard let node = map.value("severities"), !node.isNull else { return Audit.defaultSeverities }
        guard let entries = reader.sequence(node, "'severities'") else { return nil }
        var names: [(String, SourceLocation)] = []
        for entry in entries {
            guard let name = reader.string(entry, "each entry of 'severities'") else { return nil }
            if name.isEmpty {
                reader.error("a severity must not be empty", at: entry)
                return nil
            }
            names.append((name, reader.location(of: entry)))
        }
        if names.isEmpty {
            reader.error("'severities' must list at least one severity", at: node)
            return nil
        }
        let duplicates = checkUnique(names, kind: "severity", idWord: "")
        return duplicates ? nil : names.map(\.0)
    }

    /// Reads `criteria:` of a mapping: a list of WCAG criterion numbers, each one known and listed once.
    /// `nil` when the key is absent; an entry in error is left out (and recorded).
    func criteria(_ map: YAMLMapping) -> [WCAGCriterion]? {
        guard let node = map.value("criteria"), !node.isNull else { return nil }
        guard let entries = reader.sequence(node, "'criteria'") else { return [] }
        var criteria: [WCAGCriterion] = []
        var written: [(String, SourceLocation)] = []
        for entry in entries {
            guard let id = reader.string(entry, "each entry of 'criteria'") else { continue }
            let trimmed = id.trimmingCharacters(in: .whitespaces)
            guard let criterion = WCAG.criterion(trimmed) else {
                reader.error(WCAG.unknownCriterionMessage(trimmed), at: entry)
                continue
            }
            written.append((trimmed, reader.location(of: entry)))
            criteria.append(criterion)
        }
        checkUnique(written, kind: "criterion", idWord: "")
        return criteria
    }

    private func phase(_ node: Node) -> Located<Phase>? {
        guard let map = reader.mapping(node, "a phase") else { return nil }
        let id = map.string("id", required: true, in: "a phase")
        let title = map.string("title", required: true, in: id.map { "phase '\($0)'" } ?? "a phase")
        let estimate = map.string("estimate")
        let description = map.string("description")
        map.rejectUnknownKeys(in: "a phase")
        guard let id = nonEmpty(id, map), let title else { return nil }
        return Located(Phase(id: id, title: title, estimate: estimate, description: description), at: map.location(ofValue: "id"))
    }

    private func pattern(_ node: Node) -> Located<Pattern>? {
        guard let map = reader.mapping(node, "a pattern") else { return nil }
        let id = map.string("id", required: true, in: "a pattern")
        let title = map.string("title", required: true, in: id.map { "pattern '\($0)'" } ?? "a pattern")
        let description = map.string("description")
        let before = map.string("before")
        let after = map.string("after")
        let language = map.string("language")
        map.rejectUnknownKeys(in: "a pattern")
        guard let id = nonEmpty(id, map), let title else { return nil }
        let pattern = Pattern(id: id, title: title, description: description, before: before, after: after,
                              language: language ?? "swift")
        return Located(pattern, at: map.location(ofValue: "id"))
    }

    /// Records an error when `id` is empty; returns it otherwise.
    func nonEmpty(_ id: String?, _ map: YAMLMapping) -> String? {
        guard let id else { return nil }
        if id.trimmingCharacters(in: .whitespaces).isEmpty {
            error("'id' must not be empty", at: map.location(ofValue: "id"))
            return nil
        }
        return id
    }

    /// Records an error, with a note at the first definition, for every id defined twice.
    @discardableResult
    func checkUnique(_ entries: [(String, SourceLocation)], kind: String, idWord: String = " id") -> Bool {
        var first: [String: SourceLocation] = [:]
        var found = false
        for (id, location) in entries {
            if let original = first[id] {
                found = true
                extra.append(Diagnostic(
                    .error, "duplicate \(kind)\(idWord) '\(id)'", at: location, step: AuditLoader.step,
                    notes: [Diagnostic(.note, "'\(id)' is first defined here", at: original, step: AuditLoader.step)]))
            } else {
                first[id] = location
            }
        }
        return found
    }

    func checkUnique<Value>(_ entries: [Located<Value>], kind: String) where Value: Identified {
        checkUnique(entries.map { ($0.value.id, $0.location) }, kind: kind)
    }
}

/// A parsed value with where its id is written.
struct Located<Value> {
    var value: Value
    var location: SourceLocation

    init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// A value with an id, checked for uniqueness.
protocol Identified {
    var id: String { get }
}

extension Phase: Identified {}
extension Pattern: Identified {}
