import Foundation

/// Compares a whole output with a golden file next to the test; `DOCGEN_RECORD=1` re-records.
///
/// Re-recording reports a mismatch on purpose, so that a recording run is never silently green.
public enum Golden {
    /// Returns `nil` when `actual` equals the golden file, else a description of the difference.
    public static func compare(_ actual: String, named name: String, testFile: String = #filePath) -> String? {
        let url = URL(fileURLWithPath: testFile).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["DOCGEN_RECORD"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return "recorded \(name); run again without DOCGEN_RECORD to compare"
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "golden file \(name) is missing; run with DOCGEN_RECORD=1 to record it"
        }
        return difference(expected: expected, actual: actual, name: name)
    }

    /// Returns `nil` when the texts are equal, else their first differing line, for `name`.
    public static func difference(expected: String, actual: String, name: String) -> String? {
        guard expected != actual else { return nil }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
        let got = index < a.count ? String(a[index]) : "<end>"
        let want = index < e.count ? String(e[index]) : "<end>"
        return "\(name) differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)"
    }
}
