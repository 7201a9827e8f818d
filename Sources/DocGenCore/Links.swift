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
            let written = String(destination[destination.index(after: hash)...])
            fragment = written.contains("%") ? written.removingPercentEncoding ?? written : written
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
        let href = Self.href(path: SitePaths.relative(from: page, to: targetPath), fragment: fragment)
        return .internal(href: href, target: LinkTarget(path: targetPath, fragment: fragment))
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

    /// Bytes a path segment may hold as they are: RFC 3986's unreserved characters and the
    /// sub-delimiters that mean nothing in a path (not `&` or `'`, kept out of HTML attributes' way).
    private static let pathSafe: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$()*+,;=:@/".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// The href of a site path (as stored on disk: decoded, `/`-separated) and an optional
    /// fragment: every byte a URL path cannot hold as written is percent-encoded (space, `%`,
    /// `#`, `?`, quotes, `&`, non-ASCII), so a browser decoding it once finds the file; a first
    /// segment that looks like a scheme (`javascript:x.html`) gets `./` so it stays relative.
    public static func href(path: String, fragment: String? = nil) -> String {
        var out = percentEncoded(path, keepingSlash: true)
        if let colon = out.firstIndex(of: ":"), !out[..<colon].contains("/") { out = "./" + out }
        if let fragment { out += "#" + percentEncoded(fragment, keepingSlash: true) }
        return out
    }

    /// Percent-encodes what a URL cannot hold as written (spaces, quotes, non-ASCII, `%`, `#`, `?`, `&`).
    public static func encode(_ text: String) -> String {
        percentEncoded(text, keepingSlash: true)
    }

    private static func percentEncoded(_ text: String, keepingSlash: Bool) -> String {
        if text.utf8.allSatisfy({ pathSafe[Int($0)] }) { return text }
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count * 3)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if pathSafe[Int(byte)] {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

