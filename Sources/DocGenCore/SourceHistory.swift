/// Where a build's inputs stand in version control: the dates and commits a site shows, read from git
/// (or `SOURCE_DATE_EPOCH`), never from a clock. Without git every field is absent.
///
/// The build's commit is **the last commit that touched the build's inputs** (`docgen.yml`, the content
/// folder, the project's theme folder, the audit files and their sources), not `HEAD`: a commit that only
/// adds the built `site/` changes no input, so a fresh build of that commit writes the same bytes.
public struct SourceHistory: Sendable, Hashable, Codable {
    /// A commit: its full hash and its committer date, `YYYY-MM-DD` in the committer's time zone.
    public struct Commit: Sendable, Hashable, Codable {
        /// The full hash.
        public var hash: String
        /// The committer date, `YYYY-MM-DD`.
        public var date: String

        /// Creates a commit.
        public init(hash: String, date: String) {
            self.hash = hash
            self.date = date
        }

        /// The first 12 digits of the hash, as pages show it.
        public var short: String { String(hash.prefix(12)) }
    }

    /// The last commit that touched any input of the build.
    public var build: Commit?
    /// Whether the inputs have changes that commit does not hold (edited, added or deleted files).
    public var modified: Bool
    /// `SOURCE_DATE_EPOCH` as a UTC date, when it is set: it is the report date then.
    public var sourceDate: String?
    /// The last commit that touched each audit's data file, by the file's path as `docgen.yml` names it.
    public var files: [String: Commit]

    /// Creates a history.
    public init(build: Commit? = nil, modified: Bool = false, sourceDate: String? = nil, files: [String: Commit] = [:]) {
        self.build = build
        self.modified = modified
        self.sourceDate = sourceDate
        self.files = files
    }

    /// No history: a project outside git, with no `SOURCE_DATE_EPOCH`.
    public static let none = SourceHistory()

    /// The date reports carry: `SOURCE_DATE_EPOCH`'s, else the build commit's; `nil` without either.
    public var date: String? { sourceDate ?? build?.date }

    /// `YYYY-MM-DD` (UTC) of a Unix time, as `SOURCE_DATE_EPOCH` gives one.
    public static func date(fromEpoch seconds: Int) -> String {
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm): no calendar, no clock.
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
