import DocGenAudit
import DocGenCore
import DocGenScan

extension AuditItemDraft {
    /// The item a scanned site proposes: `fixed` when it passes, `exempt` with the reason when exempt by rule
    /// (`opacity/colour only`) or suppressed (the suppression's reason), `open` when it fails or is unknown.
    public init(site: ScanSite) {
        let status: Status
        var reason: String?
        var notes: String?
        switch site.verdict {
        case .pass:
            status = .fixed
            notes = "Guarded in code: \(site.reason)."
        case .exempt:
            status = .exempt
            reason = site.suppression ?? site.reasonMeaning ?? site.reason
        case .fail:
            status = .open
        case .unknown:
            status = .open
            notes = "The scanner could not resolve this site (\(site.reason)); check it by hand."
        }
        self.init(id: site.id, file: site.file, line: site.line, severity: site.severity, status: status, reason: reason,
                  summary: site.summary, notes: notes, before: site.argument.isEmpty ? nil : "\(site.kind)(\(site.argument))\n")
    }
}
