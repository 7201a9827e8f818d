import CDocGenVersion

/// docgen's version: the one `scripts/install` stamped into the build (the git tag, or `0.y.z+commit`),
/// or ``base`` in a plain `swift build`. Sites, reports and `--version` show it.
enum DocGenVersion {
    /// The release the sources are on the way to. `scripts/version` reads this line: keep it one literal.
    static let base = "0.1.0"

    /// The stamped version, else ``base``.
    static let current: String = {
        let stamped = String(cString: docgen_build_version())
        return stamped.isEmpty ? base : stamped
    }()
}
