import DocGenCore

/// How an audit's figures moved over its git history: one point per commit that changed the audit file,
/// or changed what the scanner says about the audit's sources. Read from git at build time
/// (DocGenKit's `AuditTrendReader`); without git an audit has no trend, never a guessed one.
public struct AuditTrend: Sendable, Hashable, Codable {
    /// The audit's figures at one commit, as docgen reads that commit's audit file (and sources) today.
    public struct Point: Sendable, Hashable, Codable {
        /// The commit (hash and committer date).
        public var commit: SourceHistory.Commit
        /// The figures at that commit.
        public var counts: Counts

        /// Creates a point.
        public init(commit: SourceHistory.Commit, counts: Counts) {
            self.commit = commit
            self.counts = counts
        }
    }

    /// An audit's figures: what its page's summary shows.
    public struct Counts: Sendable, Hashable, Codable {
        /// Items listed.
        public var items: Int
        /// Items whose status is open.
        public var open: Int
        /// Items whose status is fixed.
        public var fixed: Int
        /// Items whose status is exempt.
        public var exempt: Int
        /// Items the scanner bears out (`verification: verified`); `nil` when the audit is not checked against code.
        public var verified: Int?

        /// Creates figures.
        public init(items: Int, open: Int, fixed: Int, exempt: Int, verified: Int?) {
            self.items = items
            self.open = open
            self.fixed = fixed
            self.exempt = exempt
            self.verified = verified
        }

        /// The figures of a checked audit.
        public init(_ check: AuditCheck, checkedAgainstCode: Bool) {
            let totals = check.summary.totals
            self.init(items: totals.total, open: totals.open, fixed: totals.fixed, exempt: totals.exempt,
                      verified: checkedAgainstCode ? check.audit.items.count { $0.verification == .verified } : nil)
        }
    }

    /// The points, oldest first.
    public var points: [Point]
    /// How many commits changed the audit file into something docgen cannot read today (left out).
    public var unreadable: Int
    /// Whether the history stops at a shallow clone's boundary (older commits are missing).
    public var truncated: Bool

    /// Creates a trend.
    public init(points: [Point], unreadable: Int = 0, truncated: Bool = false) {
        self.points = points
        self.unreadable = unreadable
        self.truncated = truncated
    }

    /// Whether the audit is checked against code at every point (a verified series exists).
    public var hasVerified: Bool { !points.isEmpty && points.allSatisfy { $0.counts.verified != nil } }
}
