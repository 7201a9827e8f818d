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
    /// Scans by `sources` list, with the hash of the files under those sources.
    var scans: [[String]: (fingerprint: ContentHash, result: ScanResult)] = [:]
    /// The theme and the hash of its folder.
    var theme: (fingerprint: ContentHash, theme: Theme)?
    /// Rendered pages by source path, and the link resolver they were rendered with.
    var markdown: (resolver: SiteLinkResolver, pages: [String: RenderedPage])?
    /// Rendered audits by id, with the check and verification they were rendered from.
    var renderedAudits: [String: (check: AuditCheck, verified: Bool, audit: RenderedAudit)] = [:]
    /// The reports of a check result.
    var reports: (check: CheckResult, files: [String: Data])?
    /// The contexts of the pages as the output holds them, and the theme they were rendered with.
    var published: (theme: ContentHash, contexts: [String: PageContext])?
    /// The search index and its script.
    var searchIndex: (index: SearchIndex, script: Data)?
}
