import Foundation
import Yams

/// Applies a merge (``MergePlan``) to an audit file's text in place: the values that change are replaced
/// where they are written, a reason is added on the line after its item's status, and new items are appended
/// after the last item in the file's own indentation. Everything else — comments, blank lines, quoting, the
/// order of keys, block scalars — stays as the user wrote it. Returns nil when an edit cannot be made that way
/// (an item written as a flow mapping `{…}`, a value spread over lines, an empty `items: []`): the caller then
/// writes the audit out again (``AuditWriter``), which is refused if it would drop comments.
enum AuditTextEdit {
    /// The edited text, or nil when it cannot be edited in place.
    static func apply(_ plan: MergePlan, to text: String, root: Node) -> String? {
        guard let rootMapping = root.mapping, let itemsNode = rootMapping["items"], let items = itemsNode.sequence,
              items.style != .flow else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        var replacements: [(line: Int, start: Int, end: Int, text: String)] = []
        var insertions: [(after: Int, text: String)] = []
        for (index, change) in plan.changes {
            guard index < items.count, let fields = items[index].mapping, fields.style != .flow else { return nil }
            let values: [(ItemField, String?)] = [(.file, change.file.flatMap(scalarText)), (.line, change.line.map(String.init)),
                                                  (.status, change.status.flatMap(scalarText))]
            for case let (field, replacement?) in values {
                guard let span = valueSpan(of: field, in: fields, lines: lines) else { return nil }
                replacements.append((span.line, span.start, span.end, replacement))
            }
            if let reason = change.reason {
                guard let key = fields.first(where: { $0.key.string == ItemField.status.rawValue })?.key, let mark = key.mark,
                      let value = scalarText(reason) else { return nil }
                insertions.append((mark.line - 1, String(repeating: " ", count: mark.column - 1) + "reason: " + value))
            }
        }
        for edit in replacements.sorted(by: { ($0.line, $0.start) > ($1.line, $1.start) }) {
            lines[edit.line].replaceSubrange(edit.start..<edit.end, with: edit.text.unicodeScalars)
        }
        var output = lines.map { String(String.UnicodeScalarView($0)) }
        var appended: (lines: [String], position: Int)?
        if !plan.appended.isEmpty {
            guard let items = appendedItems(plan.appended, items: items, lines: lines),
                  let position = insertionLine(rootMapping, lines: output) else { return nil }
            appended = (items, position + insertions.count { $0.after < position })
        }
        for insertion in insertions.sorted(by: { $0.after > $1.after }) {
            output.insert(insertion.text, at: insertion.after + 1)
        }
        if let appended { output.insert(contentsOf: appended.lines, at: appended.position) }
        var result = output.joined(separator: "\n")
        if !result.hasSuffix("\n") { result += "\n" }
        return result
    }

    /// Lines that hold only a comment (what writing the audit out again would drop).
    static func commentLines(in text: String) -> Int {
        text.split(separator: "\n").count { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("#") }
    }

    /// A value as YAML writes it after `key: ` (quoted when it must be).
    static func scalarText(_ value: String) -> String? {
        guard let yaml = try? Yams.serialize(node: .mapping([Node("k"): Node(value)]), width: -1, allowUnicode: true),
              yaml.hasPrefix("k: "), yaml.hasSuffix("\n") else { return nil }
        let text = String(yaml.dropFirst(3).dropLast())
        return text.contains("\n") ? nil : text
    }

    /// Where a field's value is written: one line, from its first to past its last character (0-based, in
    /// Unicode scalars); nil unless it is a scalar written on one line.
    private static func valueSpan(of field: ItemField, in fields: Node.Mapping, lines: [[Unicode.Scalar]])
        -> (line: Int, start: Int, end: Int)? {
        guard let value = fields.first(where: { $0.key.string == field.rawValue })?.value, let scalar = value.scalar,
              let mark = value.mark, mark.line >= 1, mark.line <= lines.count, !scalar.string.contains("\n") else { return nil }
        let line = lines[mark.line - 1]
        let start = mark.column - 1
        guard start >= 0, start < line.count else { return nil }
        switch scalar.style {
        case .plain, .any:
            let written = Array(scalar.string.unicodeScalars)
            guard line.count - start >= written.count, Array(line[start..<(start + written.count)]) == written else { return nil }
            return (mark.line - 1, start, start + written.count)
        case .singleQuoted, .doubleQuoted:
            let quote = line[start]
            var index = start + 1
            while index < line.count {
                if quote == "\"", line[index] == "\\" {
                    index += 2
                    continue
                }
                if line[index] == quote {
                    if quote == "'", index + 1 < line.count, line[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    return (mark.line - 1, start, index + 1)
                }
                index += 1
            }
            return nil
        default:
            return nil
        }
    }

    /// The new items as lines, indented like the file's first item.
    private static func appendedItems(_ nodes: [Node], items: Node.Sequence, lines: [[Unicode.Scalar]]) -> [String]? {
        guard let first = items.first, let mark = first.mark, mark.line >= 1, mark.line <= lines.count else { return nil }
        let line = lines[mark.line - 1]
        var dash = min(mark.column - 2, line.count - 1)
        while dash >= 0, line[dash] == " " { dash -= 1 }
        guard dash >= 0, line[dash] == "-", line[..<dash].allSatisfy({ $0 == " " }) else { return nil }
        guard let yaml = try? Yams.serialize(node: .sequence(.init(nodes)), width: -1, allowUnicode: true, newLineScalarStyle: .literal)
        else { return nil }
        let indent = String(repeating: " ", count: dash)
        return yaml.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0.isEmpty ? "" : indent + $0 }
    }

    /// The line before which new items go: the end of the file when `items` is the last key, else before the
    /// next key (and the blank and comment lines at the start of a line just above it).
    private static func insertionLine(_ root: Node.Mapping, lines: [String]) -> Int? {
        guard let itemsLine = root.first(where: { $0.key.string == "items" })?.key.mark?.line else { return nil }
        let next = root.compactMap { $0.key.mark?.line }.filter { $0 > itemsLine }.min()
        guard var position = next.map({ $0 - 1 }) else {
            var end = lines.count
            while end > 0, lines[end - 1].isEmpty { end -= 1 }
            return end
        }
        while position > 0, lines[position - 1].isEmpty || lines[position - 1].hasPrefix("#") { position -= 1 }
        return position
    }
}
