import DocGenAudit
import DocGenCore

/// A check result that exercises every reporter: a failing gate with awkward text, an unaudited
/// site, a passing gate, and an audit without a gate.
enum ReportFixture {
    static let motion = """
    id: reduce-motion
    title: Reduce Motion
    criteria: [2.3.3]
    items:
      - {id: loading-overlay.rotation, file: Views/Common/LoadingOverlay.swift, line: 61, severity: critical, status: fixed, summary: Spinner}
      - id: toast.slide
        file: Views/Toast.swift
        line: 12
        severity: high
        status: open
        summary: 'Toast slides in: <script>alert(1)</script> & "bounces", 100%'
      - {id: fade, file: Views/My View.swift, line: 3, severity: low, status: exempt, reason: Opacity only, summary: Fade}
      - {id: pager, file: Views/Pager View.swift, line: 40, severity: medium, status: open, criteria: [2.3.3, 2.2.2], summary: "Pager\\nmoves"}
    """

    static let type = """
    id: dynamic-type
    title: Dynamic Type
    items:
      - {id: title, file: Views/Title.swift, line: 1, severity: low, status: fixed, summary: Title scales}
    """

    static let contrast = """
    id: contrast
    title: Contrast | Colours
    items:
      - {id: banner, file: Views/Banner.swift, line: 9, severity: medium, status: open, summary: Low contrast}
    """

    static func audits() throws -> [Audit] {
        [try AuditLoader.parse(motion, file: "audits/motion.yml"),
         try AuditLoader.parse(type, file: "audits/type.yml"),
         try AuditLoader.parse(contrast, file: "audits/contrast.yml")]
    }

    static func gate(_ audit: String, _ required: Int) -> GateConfig {
        GateConfig(audit: audit, required: required, location: SourceLocation(file: "docgen.yml", line: 1, column: 1))
    }

    /// Reduce Motion fails (2/5 of 4 required, one unaudited site); Dynamic Type passes; Contrast has no gate.
    static func failing() throws -> CheckResult {
        let finding = CoverageFinding(
            auditID: "reduce-motion", kind: .unaudited, id: "Views/Feed.swift:FeedView.body:withAnimation:1",
            file: "Views/Feed.swift", line: 88, severity: "high", message: "withAnimation(.spring) is not guarded")
        return CheckResult(audits: try audits(), gates: [gate("reduce-motion", 4), gate("dynamic-type", 1)], findings: [finding])
    }

    /// Every gate passes.
    static func passing() throws -> CheckResult {
        CheckResult(audits: [try AuditLoader.parse(type, file: "audits/type.yml")], gates: [gate("dynamic-type", 1)])
    }
}
