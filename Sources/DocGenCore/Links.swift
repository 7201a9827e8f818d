import Foundation

/// A place inside the site a link points to: a page and, optionally, an anchor on it.
public struct LinkTarget: Hashable, Sendable, CustomStringConvertible {
    /// The page's path inside the site, such as `plans/reduce-motion.html`.
    public var path: String
    /// The anchor without `#`, if any.
    public var fragment: String?

    /// Creates a target.
    public init(path: String, fragment: String? = nil) {
        self.path = path
        self.fragment = fragment
    }

    public var description: String { fragment.map { "\(path)#\($0)" } ?? path }
}

/// A link written in content that points inside the site, to be checked once every page is known.
public struct InternalLink: Hashable, Sendable {
    /// Where it points.
    public var target: LinkTarget
    /// The destination as the author wrote it.
    public var written: String
    /// Where it is written.
    public var location: SourceLocation

    /// Creates a link record.
    public init(target: LinkTarget, written: String, location: SourceLocation) {
        self.target = target
        self.written = written
        self.location = location
    }
}

/// What a link destination written in content becomes.
public enum LinkResolution: Hashable, Sendable {
    /// Left as written and not checked: another scheme (`https:`, `mailto:`) or a non-page file link that exists.
    case external
    /// Rewritten to `href` (relative to the linking page) and checked against `target`.
    case `internal`(href: String, target: LinkTarget)
    /// Malformed or unresolvable, with a message for the author.
    case invalid(String)
}

/// Turns link destinations written in content into URLs of the site.
public protocol LinkResolver: Sendable {
    /// Resolves `destination` written on the page whose site path is `page`.
    func resolve(_ destination: String, from page: String) -> LinkResolution
}

/// Resolves links between content pages: relative paths, `x.md` → `x.html`, `#anchor` on the same page,
/// and `x/` → `x/index.html`. Other schemes are external; absolute paths (`/x`) are invalid offline.
public struct ContentLinkResolver: LinkResolver {
    /// Creates the resolver.
    public init() {}

    public func resolve(_ destination: String, from page: String) -> LinkResolution {
        if destination.isEmpty { return .invalid("empty link") }
        if let colon = destination.firstIndex(of: ":"),
           !destination[..<colon].contains("/"), !destination[..<colon].contains("#"),
           destination[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
            return .external
        }
        if destination.hasPrefix("//") { return .external }
        if destination.hasPrefix("/") {
            return .invalid("'\(destination)' is an absolute path, which does not work from disk; use a relative link")
        }
        var pathPart = Substring(destination)
        var fragment: String?
        if let hash = destination.firstIndex(of: "#") {
            pathPart = destination[..<hash]
            fragment = String(destination[destination.index(after: hash)...])
        }
        if let query = pathPart.firstIndex(of: "?") { pathPart = pathPart[..<query] }
        let decodedPath = pathPart.contains("%") ? String(pathPart).removingPercentEncoding ?? String(pathPart) : String(pathPart)
        if decodedPath.isEmpty {
            return .internal(href: destination, target: LinkTarget(path: page, fragment: fragment))
        }
        guard let joined = Self.join(page: page, relative: decodedPath) else {
            return .invalid("'\(destination)' leads outside the site")
        }
        var targetPath = joined
        if decodedPath.hasSuffix("/") || targetPath.isEmpty {
            targetPath += targetPath.isEmpty ? "index.html" : "/index.html"
        } else if targetPath.hasSuffix(".md") {
            targetPath = String(targetPath.dropLast(3)) + ".html"
        } else if !targetPath.hasSuffix(".html") {
            return .internal(href: destination, target: LinkTarget(path: targetPath, fragment: nil))
        }
        let href = SitePaths.relative(from: page, to: targetPath) + (fragment.map { "#\($0)" } ?? "")
        return .internal(href: Self.encode(href), target: LinkTarget(path: targetPath, fragment: fragment))
    }

    /// Joins a relative path to the folder of `page`, resolving `.` and `..`; `nil` when it climbs out.
    static func join(page: String, relative: String) -> String? {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// Whether each byte may stand in a URL as it is: ASCII above space except `"<>\\^`{|}`.
    private static let keptBytes: [Bool] = (0..<256).map { byte in
        byte > 0x20 && byte < 0x80 && !"\"<>\\^`{|}".utf8.contains(UInt8(byte))
    }

    /// Percent-encodes the characters a URL cannot hold as written (spaces, quotes, non-ASCII).
    public static func encode(_ href: String) -> String {
        let kept = keptBytes
        if href.utf8.allSatisfy({ kept[Int($0)] }) { return href }
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(href.utf8.count + 16)
        for byte in href.utf8 {
            if kept[Int(byte)] {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
