/// The severity levels of audits and scans, most severe first: the one place their names are declared.
///
/// Audits may list their own severities; those that do not use these, and the scanner's rules
/// assign only these.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Harm to nearly everyone who needs the setting (for motion: repeats forever and moves).
    case critical
    /// Serious harm (for motion: springs that move, rotation, directional moves).
    case high
    /// Noticeable harm (for motion: other movement).
    case medium
    /// Little harm (for motion: opacity or colour only).
    case low

    /// The names as written in audits and configuration, most severe first.
    public static let names = allCases.map(\.rawValue)

    /// 0 for the most severe.
    public var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// `critical < high`: sorts the most severe first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
