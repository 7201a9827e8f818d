import DocGenCore
import Yams

/// What an item may refer to; `nil` severities mean the list itself was invalid (not checked again).
struct ItemContext {
    var severities: [String]?
    var phases: [String]
    var patterns: [String]
    /// The audit's default criteria, for items that name none.
    var criteria: [WCAGCriterion]
}

extension AuditFileParser {
    /// Reads one item, checking its references against the audit's severities, phases, patterns and
    /// the WCAG criteria.
    func item(_ node: Node, _ context: ItemContext) -> AuditItem? {
        guard let map = reader.mapping(node, "an item") else { return nil }
        let id = map.string("id", required: true, in: "an item")
        let where_ = id.map { "item '\($0)'" } ?? "an item"
        let file = map.string("file", required: true, in: where_)
        let line = map.int("line", required: true, in: where_)
        let severity = map.string("severity", required: true, in: where_)
        let phase = map.string("phase")
        let pattern = map.string("pattern")
        let criteria = criteria(map) ?? context.criteria
        let statusText = map.string("status", required: true, in: where_)
        let reason = map.string("reason")
        let summary = map.string("summary", required: true, in: where_)
        let before = map.string("before")
        let after = map.string("after")
        let notes = map.string("notes")
        map.rejectUnknownKeys(in: "an item")

        let validID = nonEmpty(id, map)
        let validFile = file.flatMap { checkPath($0, at: map.location(ofValue: "file")) }
        if let line, line < 1 {
            error("'line' must be a positive integer, found \(line)", at: map.location(ofValue: "line"))
        }
        if let severity, let allowed = context.severities, !allowed.contains(severity) {
            error("unknown severity '\(severity)' (allowed: \(allowed.joined(separator: ", ")))",
                  at: map.location(ofValue: "severity"))
        }
        if let phase {
            checkReference(phase, kind: "phase", among: context.phases, at: map.location(ofValue: "phase"))
        }
        if let pattern {
            checkReference(pattern, kind: "pattern", among: context.patterns, at: map.location(ofValue: "pattern"))
        }
        var status: Status?
        if let statusText {
            status = Status(rawValue: statusText)
            if status == nil {
                error("unknown status '\(statusText)' (allowed: \(Status.allowedValues.joined(separator: ", ")))",
                      at: map.location(ofValue: "status"))
            }
        }
        if status == .exempt, reason?.allSatisfy(\.isWhitespace) ?? true {
            error("exempt \(where_) needs a 'reason'", at: map.location(ofValue: "status"))
        }
        guard let validID, let validFile, let line, line > 0, let severity, let status, let summary else { return nil }
        return AuditItem(
            id: validID, file: validFile, line: line, severity: severity, phase: phase, pattern: pattern,
            criteria: criteria, status: status, reason: reason, summary: summary, before: before, after: after, notes: notes,
            location: map.location(ofValue: "id"))
    }

    private func checkReference(_ value: String, kind: String, among known: [String], at location: SourceLocation) {
        guard !known.contains(value) else { return }
        let list = known.isEmpty ? "the audit defines no \(kind)s" : "\(kind)s: \(known.joined(separator: ", "))"
        error("unknown \(kind) '\(value)' (\(list))", at: location)
    }

    /// Returns the path when it is relative and stays inside the repository; records an error otherwise.
    private func checkPath(_ path: String, at location: SourceLocation) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty {
            error("'file' must not be empty", at: location)
        } else if path.hasPrefix("/") || path.hasPrefix("~") || path.contains("\\") || path.contains(":") {
            error("'file' must be a path relative to the repository, found '\(path)'", at: location)
        } else if components.contains("..") {
            error("'file' must not climb out of the repository with '..', found '\(path)'", at: location)
        } else if components.contains(where: { $0.isEmpty || $0 == "." }) {
            error("'file' must be a plain relative path without empty or '.' parts, found '\(path)'", at: location)
        } else {
            return path
        }
        return nil
    }
}
