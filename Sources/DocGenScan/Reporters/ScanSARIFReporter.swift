import DocGenCore

/// SARIF 2.1.0: one rule per severity, one result per unguarded site, fingerprinted by the site id.
public struct ScanSARIFReporter: ScanReporter {
    /// `sarif`.
    public static let identifier = "sarif"
    /// The tool version written in the driver, when known (passed in to keep output deterministic).
    public var toolVersion: String?

    /// Creates the reporter.
    public init(toolVersion: String? = nil) {
        self.toolVersion = toolVersion
    }

    /// The SARIF log as pretty JSON with sorted keys.
    public func report(_ result: ScanResult) -> String {
        let rules = ScanSeverity.allCases.map { severity in
            SARIFLog.Rule(
                id: Self.ruleID(severity),
                name: "UnguardedAnimation" + severity.rawValue.capitalized,
                shortDescription: .init(text: "Unguarded \(severity.rawValue)-severity animation under Reduce Motion"),
                fullDescription: .init(text: "An animation with \(severity.rawValue)-severity motion runs even when "
                    + "Reduce Motion is on; guard it (nil animation, opacity crossfade, or do not start it)."),
                defaultConfiguration: .init(level: Self.level(severity)))
        }
        let results = result.unguardedSites.map { site in
            SARIFLog.Result(
                ruleId: Self.ruleID(site.severity),
                ruleIndex: site.severity.rank,
                level: Self.level(site.severity),
                message: .init(text: "unguarded [\(site.severity.rawValue)] \(site.summary)"),
                locations: [.init(physicalLocation: .init(
                    artifactLocation: .init(uri: site.file, uriBaseId: "%SRCROOT%"),
                    region: .init(startLine: site.line, startColumn: site.column)))],
                partialFingerprints: ["docgenSiteId/v1": site.id])
        }
        let log = SARIFLog(
            schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0",
            runs: [.init(tool: .init(driver: .init(name: "docgen", version: toolVersion,
                                                    informationUri: "https://www.w3.org/WAI/WCAG22/Understanding/animation-from-interactions",
                                                    rules: rules)),
                         results: results)])
        return JSONText.encode(log)
    }

    static func ruleID(_ severity: ScanSeverity) -> String { "reduce-motion/unguarded-\(severity.rawValue)" }

    static func level(_ severity: ScanSeverity) -> String {
        switch severity {
        case .critical, .high: "error"
        case .medium: "warning"
        case .low: "note"
        }
    }
}

struct SARIFLog: Encodable {
    struct Text: Encodable { var text: String }
    struct Configuration: Encodable { var level: String }
    struct Rule: Encodable {
        var id: String, name: String, shortDescription: Text, fullDescription: Text, defaultConfiguration: Configuration
    }
    struct Driver: Encodable { var name: String, version: String?, informationUri: String, rules: [Rule] }
    struct Tool: Encodable { var driver: Driver }
    struct Artifact: Encodable { var uri: String, uriBaseId: String }
    struct Region: Encodable { var startLine: Int, startColumn: Int }
    struct Physical: Encodable { var artifactLocation: Artifact, region: Region }
    struct Location: Encodable { var physicalLocation: Physical }
    struct Result: Encodable {
        var ruleId: String, ruleIndex: Int, level: String, message: Text, locations: [Location]
        var partialFingerprints: [String: String]
    }
    struct Run: Encodable { var tool: Tool, results: [Result] }
    var schema: String
    var version: String
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }
}
