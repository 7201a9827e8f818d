/// A path glob: `*` and `?` stay within a folder name, `**` crosses folders.
/// A pattern without `/` matches any single path component (`Generated`, `*.generated.swift`).
struct Glob: Sendable, Hashable {
    let pattern: String

    /// Whether the relative path (or one of its folders) matches.
    func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        if !pattern.contains("/") {
            return components.contains { Self.match(Array(pattern), Array($0)) }
        }
        let patternParts = pattern.split(separator: "/").map(String.init)
        for end in 1...max(components.count, 1) where Self.matchParts(patternParts[...], components.prefix(end)[...]) {
            return true
        }
        return false
    }

    private static func matchParts(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            for skip in 0...path.count where matchParts(pattern.dropFirst(), path.dropFirst(skip)) { return true }
            return false
        }
        guard let head = path.first, match(Array(first), Array(head)) else { return false }
        return matchParts(pattern.dropFirst(), path.dropFirst())
    }

    /// Matches one component against a pattern with `*` and `?`.
    static func match(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
