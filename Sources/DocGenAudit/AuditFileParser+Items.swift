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
        let id = map.string(ItemField.id.rawValue, required: true, in: "an item")
        let where_ = id.map { "item '\($0)'" } ?? "an item"
        let file = map.string(ItemField.file.rawValue, required: true, in: where_)
        let line = map.int(ItemField.line.rawValue, required: true, in: where_)
        let severity = map.string(ItemField.severity.rawValue, required: true, in: where_)
        let phase = map.string(ItemField.phase.rawValue)
        let pattern = map.string(ItemField.pattern.rawValue)
        let criteria = criteria(map) ?? context.criteria
        let statusText = map.string(ItemField.status.rawValue, required: true, in: where_)
        let reason = map.string(ItemField.reason.rawValue)
        let summary = map.string(ItemField.summary.rawValue, required: true, in: where_)
        let before = map.string(ItemField.before.rawValue)
        let after = map.string(ItemField.after.rawValue)
        let notes = map.string(ItemField.notes.rawValue)
        let followUps = map.value(ItemField.followUps.rawValue).map { $0.isNull ? [] : self.followUps($0) } ?? []
        map.rejectUnknownKeys(in: "an item")

        let validID = nonEmpty(id, map)
        let validFile = file.flatMap { checkPath($0, at: map.location(ofValue: ItemField.file.rawValue)) }
        if let line, line < 1 {
            error("'line' must be a positive integer, found \(line)", at: map.location(ofValue: ItemField.line.rawValue))
        }
        if let severity, let allowed = context.severities, !allowed.contains(severity) {
            error("unknown severity '\(severity)' (allowed: \(allowed.joined(separator: ", ")))",
                  at: map.location(ofValue: ItemField.severity.rawValue))
        }
        if let phase {
            checkReference(phase, kind: "phase", among: context.phases, at: map.location(ofValue: ItemField.phase.rawValue))
        }
        if let pattern {
            checkReference(pattern, kind: "pattern", among: context.patterns, at: map.location(ofValue: ItemField.pattern.rawValue))
        }
        var status: Status?
        if let statusText {
            status = Status(rawValue: statusText)
            if status == nil {
                error("unknown status '\(statusText)' (allowed: \(Status.allowedValues.joined(separator: ", ")))",
                      at: map.location(ofValue: ItemField.status.rawValue))
            }
        }
        if status == .exempt, reason?.allSatisfy(\.isWhitespace) ?? true {
            error("exempt \(where_) needs a 'reason'", at: map.location(ofValue: ItemField.status.rawValue))
        }
        guard let validID, let validFile, let line, line > 0, let severity, let status, let summary else { return nil }
        var item = AuditItem(
            id: validID, file: validFile, line: line, severity: severity, phase: phase, pattern: pattern,
            criteria: criteria, status: status, reason: reason, summary: summary, before: before, after: after, notes: notes,
            location: map.location(ofValue: ItemField.id.rawValue))
        item.followUps = followUps
        return item
    }

    /// Reads `follow_ups:`: each entry a string (an open follow-up) or a mapping with `summary`, an optional
    /// `ticket` and `status` (`open`, the default, or `done`).
    private func followUps(_ node: Node) -> [FollowUp] {
        guard let entries = reader.sequence(node, "'follow_ups'") else { return [] }
        return entries.compactMap { entry -> FollowUp? in
            if entry.scalar != nil {
                guard let text = reader.string(entry, "a follow-up") else { return nil }
                if text.isBlank { reader.error("a follow-up must not be empty", at: entry); return nil }
                return FollowUp(summary: text)
            }
            guard let map = reader.mapping(entry, "a follow-up (a string, or a mapping with 'summary')") else { return nil }
            let summary = map.string("summary", required: true, in: "a follow-up")
            let ticket = map.string("ticket")
            let status = map.string("status")
            map.rejectUnknownKeys(in: "a follow-up")
            if let status, !FollowUp.statuses.contains(status) {
                error("a follow-up's 'status' must be one of: \(FollowUp.statuses.joined(separator: ", ")); found '\(status)'",
                      at: map.location(ofValue: "status"))
                return nil
            }
            if let ticket, ticket.isEmpty || ticket.contains(where: \.isWhitespace) {
                error("a follow-up's 'ticket' must be a ticket id without spaces, such as BTS-41", at: map.location(ofValue: "ticket"))
                return nil
            }
            guard let summary else { return nil }
            if summary.isBlank { error("a follow-up's 'summary' must not be empty", at: map.location(ofValue: "summary")); return nil }
            return FollowUp(summary: summary, ticket: ticket, isOpen: status != "done")
        }
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
