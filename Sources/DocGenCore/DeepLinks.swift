import Foundation

/// Links out of the site: from an audit item's `file:line` to the code, and from a ticket id to the
/// tracker, made from URL templates in `docgen.yml`:
///
/// ```yaml
/// source_url: https://github.com/example/app/blob/{commit}/{path}#L{line}
/// ticket_url: https://example.atlassian.net/browse/{ticket}
/// ```
public struct DeepLinks: Sendable, Hashable {
    /// The template with `{path}` and optionally `{commit}` and `{line}`.
    public var sourceURL: String?
    /// The template with `{ticket}`.
    public var ticketURL: String?

    /// Creates deep links; without templates nothing links out.
    public init(sourceURL: String? = nil, ticketURL: String? = nil) {
        self.sourceURL = sourceURL
        self.ticketURL = ticketURL
    }

    /// The URL of `path` at `line`, or `nil` without a template, or when the template names the
    /// commit and the audit states none (a link to moving code would not be evidence).
    public func source(path: String, line: Int?, commit: String?) -> String? {
        guard var url = sourceURL else { return nil }
        if url.contains("{commit}") {
            guard let commit else { return nil }
            url = url.replacingOccurrences(of: "{commit}", with: Self.encode(commit))
        }
        let encodedPath = path.split(separator: "/", omittingEmptySubsequences: false).map { Self.encode(String($0)) }.joined(separator: "/")
        url = url.replacingOccurrences(of: "{path}", with: encodedPath)
        return url.replacingOccurrences(of: "{line}", with: line.map(String.init) ?? "1")
    }

    /// The source template with the commit filled in (`{path}` and `{line}` left), to state once
    /// where every `file:line` of an audit leads; `nil` when ``source(path:line:commit:)`` gives none.
    public func sourcePattern(commit: String?) -> String? {
        guard let url = sourceURL else { return nil }
        if url.contains("{commit}") {
            guard let commit else { return nil }
            return url.replacingOccurrences(of: "{commit}", with: Self.encode(commit))
        }
        return url
    }

    /// The URL of a ticket, or `nil` without a template.
    public func ticket(_ id: String) -> String? {
        ticketURL.map { $0.replacingOccurrences(of: "{ticket}", with: Self.encode(id)) }
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func encode(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }
}
