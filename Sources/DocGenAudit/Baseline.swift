import DocGenCore
import Foundation

/// A ratchet: the coverage recorded at some point, which later checks must not fall below.
///
/// Stored as a small versioned JSON file with sorted keys:
/// `{"audits": {"<id>": {"covered": 68, "coveredItems": ["…", …]}}, "version": 1}`.
public struct Baseline: Sendable, Hashable, Encodable {
    /// The file format version this build reads and writes.
    public static let currentVersion = 1

    /// The format version.
    public var version: Int
    /// Per audit id, what was covered.
    public var audits: [String: Entry]

    /// What one audit had covered.
    public struct Entry: Sendable, Hashable, Encodable {
        /// How many items were covered.
        public var covered: Int
        /// The ids of the covered items, sorted.
        public var coveredItems: [String]

        /// Creates an entry; the ids are sorted.
        public init(covered: Int, coveredItems: [String]) {
            self.covered = covered
            self.coveredItems = coveredItems.sorted()
        }
    }

    /// Creates a baseline from entries.
    public init(audits: [String: Entry]) {
        self.version = Self.currentVersion
        self.audits = audits
    }

    /// Records the current coverage of audits.
    public init(coverages: [AuditCoverage]) {
        var audits: [String: Entry] = [:]
        for coverage in coverages {
            let ids = coverage.audit.items.filter(\.isCovered).map(\.id)
            audits[coverage.audit.id] = Entry(covered: coverage.covered, coveredItems: ids)
        }
        self.init(audits: audits)
    }

    /// The file's text: pretty-printed JSON with sorted keys and a final newline.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The ratchet's verdict: an error for every audit whose covered count fell below the baseline's,
    /// every item covered in the baseline that is not covered now, and every baseline audit no longer
    /// configured. `file` names the baseline in diagnostics.
    public func violations(of coverages: [AuditCoverage], file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let byID = Dictionary(coverages.map { ($0.audit.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (auditID, entry) in audits.sorted(by: { $0.key < $1.key }) {
            guard let coverage = byID[auditID] else {
                diagnostics.append(.error(
                    "audit '\(auditID)' is in the baseline but not configured; record a new baseline with --update-baseline",
                    at: SourceLocation(file: file), step: .coverage))
                continue
            }
            if coverage.covered < entry.covered {
                diagnostics.append(.error(
                    "\(auditID): \(coverage.covered) covered, below the baseline's \(entry.covered)",
                    at: SourceLocation(file: file), step: .coverage))
            }
            let wasCovered = Set(entry.coveredItems)
            for item in coverage.audit.items where wasCovered.contains(item.id) && !item.isCovered {
                diagnostics.append(.error(
                    "[\(item.severity)] \(item.id): covered in the baseline, now \(item.stateDescription)",
                    at: SourceLocation(file: item.file, line: item.line), step: .coverage))
            }
        }
        return Diagnostic.sortedForDisplay(diagnostics)
    }
}
