import DocGenAudit
import DocGenCore
import DocGenScan
import DocGenSite
import Foundation

/// What the steps made last time, with the inputs they made it from: the build graph that lets a
/// run redo only what its changed inputs reach. A one-off build starts empty and does everything.
///
/// Every entry pairs a value with the exact inputs it was made from (bytes, hashes, or the
/// equatable values of earlier steps), and a step reuses it only when those are equal now; so a
/// run that reuses entries produces the same bytes as a clean build.
struct BuildCache: Sendable {
    /// `docgen.yml`'s bytes and what they say; when they change, everything is made again.
    var config: (bytes: Data, config: SiteConfig)?
    /// The audit files' bytes (`nil` for a missing file) and the audits loaded from them.
    var audits: (files: [Data?], audits: [Audit])?
    /// Scans by sources and rules (``AuditVerifier/scanKey(_:)``), with the hash of the files under those sources.
    var scans: [[String]: (fingerprint: ContentHash, result: ScanResult)] = [:]
    /// The theme and the hash of its folder.
    var theme: (fingerprint: ContentHash, theme: Theme)?
    /// Rendered pages by source path, and the link resolver they were rendered with.
    var markdown: (resolver: SiteLinkResolver, pages: [String: RenderedPage])?
    /// Rendered audits by id, with the check and verification they were rendered from.
    var renderedAudits: [String: (check: AuditCheck, verified: Bool, audit: RenderedAudit)] = [:]
    /// The reports of a check result.
    var reports: (check: CheckResult, files: [String: Data])?
    /// The contexts of the pages as the output holds them, the theme they were rendered with, and
    /// what their site was assembled from.
    var published: (theme: ContentHash, contexts: [String: PageContext], assembly: AssemblyKey?)?
    /// The search index and its script.
    var searchIndex: (index: SearchIndex, script: Data)?
    /// The content folder as last loaded.
    var content: Content?
    /// The audits' trends and what they were read from.
    var trends: (key: TrendKey, trends: [String: AuditTrend])?
    /// The site as last assembled, what it was assembled from, and the warnings of its links.
    var assembly: (key: AssemblyKey, site: SiteAssembly, linkWarnings: [Diagnostic])?
}

/// Everything a ``SiteAssembly`` is made from, besides the config (whose change empties the
/// cache): equal keys assemble equal sites, which render equal pages.
struct AssemblyKey: Equatable, Sendable {
    var pages: [SourcePage]
    var resolver: SiteLinkResolver
    var assets: [Asset]
    var check: CheckResult
    var verified: Set<String>
    var theme: ContentHash?
    var history: SourceHistory
    var trends: [String: AuditTrend]
}

/// What the audits' trends are read from: the build's commit and each audit's file, sources and rules.
struct TrendKey: Equatable, Sendable {
    var build: String
    var audits: [[String]]
    var ids: [String]
    var scan: ScanSettings
}
