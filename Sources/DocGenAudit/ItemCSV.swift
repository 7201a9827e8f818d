/// The one CSV schema of audit items: `reports/<audit>.csv`, `docgen check --format csv` and the audit
/// page's "Download shown items" all write these columns, with these values.
///
/// RFC 4180 with CRLF line ends. Every cell is plain text (summaries come in with their Markdown already
/// stripped). A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a `'` in front, so
/// that a spreadsheet shows it as text instead of running it as a formula (quoting alone does not stop it);
/// a cell is quoted when it holds a comma, a quote or a line break.
public enum ItemCSV {
    /// The columns, in order.
    public static let columns = ["product", "audit", "id", "file", "line", "severity", "status", "phase", "pattern", "criteria",
                                 "covered", "verification", "verification_note", "follow_ups", "summary"]

    /// The header line (without its line end).
    public static var header: String { line(columns) }

    /// One item's values, in the order of ``columns``; `summary` is the item's summary as plain text.
    public static func row(product: String, audit: String, item: AuditItem, summary: String, note: String?) -> [String] {
        [product, audit, item.id, item.file, String(item.line), item.severity, item.effectiveStatus.rawValue,
         item.phase ?? "", item.pattern ?? "", item.criteria.map(\.id).joined(separator: " "),
         item.isCovered ? "yes" : "no", item.verification.rawValue, note ?? "",
         item.openFollowUps.map(\.text).joined(separator: "; "), summary]
    }

    /// Cells joined into one line (without its line end).
    public static func line(_ cells: [String]) -> String {
        cells.map(cell).joined(separator: ",")
    }

    /// The characters that make a spreadsheet read a cell as a formula when it starts with one.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// One cell: neutralised when it would start a formula, then quoted when it needs to be.
    public static func cell(_ value: String) -> String {
        var text = value
        if let first = text.unicodeScalars.first, formulaStarts.contains(Character(first)) { text = "'" + text }
        let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        return needsQuotes ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}
