import DocGenCore
import Foundation

/// Checks every internal link against the pages, anchors and files the site will contain.
struct LinkChecker: Sendable {
    /// Anchors of every HTML page of the site, by site path.
    var anchors: [String: Set<String>] = [:]
    /// Every other file of the site (assets), by site path.
    var files: Set<String> = []

    /// Records a page and the anchors it has.
    mutating func addPage(_ path: String, anchors pageAnchors: Set<String>) {
        anchors[path, default: []].formUnion(pageAnchors)
    }

    /// One diagnostic per broken link: errors when `strict`, warnings otherwise.
    func check(_ links: [InternalLink], strict: Bool) -> [Diagnostic] {
        links.compactMap { link in
            guard let problem = problem(with: link.target) else { return nil }
            return Diagnostic(strict ? .error : .warning, "broken link '\(link.written)': \(problem)", at: link.location, step: .links)
        }
    }

    private func problem(with target: LinkTarget) -> String? {
        if let pageAnchors = anchors[target.path] {
            guard let fragment = target.fragment, !fragment.isEmpty else { return nil }
            let decoded = fragment.removingPercentEncoding ?? fragment
            return pageAnchors.contains(decoded) || pageAnchors.contains(fragment) ? nil : "no anchor '#\(decoded)' on \(target.path)"
        }
        if files.contains(target.path) { return nil }
        return "no page or file '\(target.path)' in the site"
    }
}
