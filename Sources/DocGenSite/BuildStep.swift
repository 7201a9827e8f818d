/// The steps of `docgen build`, in the order they run. Every diagnostic names the step it came from.
public enum BuildStep: String, CaseIterable, Sendable {
    case loadContent = "load content"
    case loadAudits = "load audits"
    case verifyAudits = "verify audits"
    case renderMarkdown = "render markdown"
    case checkLinks = "check links"
    case renderPages = "render pages"
    case write = "write site"

    /// 1-based position, for progress lines such as `[3/7] render markdown`.
    public var number: Int { Self.allCases.firstIndex(of: self)! + 1 }
}
