import DocGenTestSupport
import Foundation
import Testing

/// The swift-evolution corpus (575 real pages) builds, and docgen reports exactly the relative
/// links whose target file is missing, counted here by an independent reading of the Markdown.
@Suite(.needsCorpus) struct CorpusTests {
    static let corpus = RepositoryPaths.swiftEvolutionCorpus

    @Test func corpusBuildsAndReportsExactlyItsBrokenRelativeLinks() throws {
        let project = try FixtureProject("", copyDefaultTheme: true)
        try FileManager.default.createSymbolicLink(at: project.url("content"), withDestinationURL: Self.corpus)
        try project.write("docgen.yml", "title: Swift Evolution\nstrict_links: false\nallow_content_outside: true\n")
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr.prefix(2000))")

        let pages = try Self.markdownFiles()
        #expect(pages.count == 575)
        #expect(project.files(under: "site").filter { $0.hasSuffix(".html") && !$0.hasPrefix("proposals/index") }.count >= 575)

        let reported = Set(result.stderr.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": warning: broken link "), line.contains("no page or file") else { return nil }
            let location = line.split(separator: ":").prefix(2).joined(separator: ":")
            return location
        })
        var expected: Set<String> = []
        var relativeLinks = 0
        for page in pages {
            let text = try String(contentsOf: Self.corpus.appendingPathComponent(page), encoding: .utf8)
            for link in IndependentLinkReader.links(in: text) {
                relativeLinks += 1
                let target = Self.corpus.appendingPathComponent(page).deletingLastPathComponent()
                    .appendingPathComponent(link.path.removingPercentEncoding ?? link.path).standardizedFileURL
                if !FileManager.default.fileExists(atPath: target.path) {
                    expected.insert("content/\(page):\(link.line)")
                }
            }
        }
        #expect(relativeLinks > 700, "the corpus has hundreds of relative links; found \(relativeLinks)")
        #expect(!expected.isEmpty, "the corpus has genuinely broken links")
        #expect(reported == expected)
    }

    static func markdownFiles() throws -> [String] {
        let base = corpus.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: base)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") { files.append(path) }
        }
        return files.sorted()
    }
}

/// A deliberately simple reader of Markdown links, independent of cmark-gfm: it skips fenced
/// code, HTML comments and code spans, and reads `[text](destination)` on each remaining line.
enum IndependentLinkReader {
    struct Link {
        var path: String
        var line: Int
    }

    static func links(in text: String) -> [Link] {
        var links: [Link] = []
        var fence: String?
        var inComment = false
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            var line = rawLine
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == open.first || $0 == " " }) { fence = nil }
                continue
            }
            if rawLine.prefix(while: { $0 == " " }).count < 4, let marker = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
                fence = String(trimmed.prefix { $0 == marker.first })
                continue
            }
            line = stripComments(line, inComment: &inComment)
            line = stripCodeSpans(line)
            links += destinations(in: line).map { Link(path: $0, line: index + 1) }
        }
        return links
    }

    private static func stripComments(_ line: String, inComment: inout Bool) -> String {
        var out = ""
        var rest = Substring(line)
        while !rest.isEmpty {
            if inComment {
                guard let end = rest.range(of: "-->") else { return out }
                rest = rest[end.upperBound...]
                inComment = false
            } else if let start = rest.range(of: "<!--") {
                out += rest[..<start.lowerBound]
                rest = rest[start.upperBound...]
                inComment = true
            } else {
                out += rest
                break
            }
        }
        return out
    }

    private static func stripCodeSpans(_ line: String) -> String {
        var out = ""
        var rest = Substring(line)
        while let tick = rest.firstIndex(of: "`") {
            out += rest[..<tick]
            let run = rest[tick...].prefix { $0 == "`" }
            let after = rest[run.endIndex...]
            guard let close = after.range(of: String(run)) else { return out + rest[tick...] }
            rest = after[close.upperBound...]
        }
        return out + rest
    }

    /// Relative destinations of `](…)` that point at a file (not a scheme, not `#…`, not `/…`).
    private static func destinations(in line: String) -> [String] {
        var result: [String] = []
        var rest = Substring(line)
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...].drop { $0 == " " }
            let destination = after.prefix { $0 != ")" && $0 != " " && $0 != ">" }.drop { $0 == "<" }
            rest = after
            let path = String(destination.prefix { $0 != "#" })
            if path.isEmpty || path.hasPrefix("/") || path.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil {
                continue
            }
            result.append(path)
        }
        return result
    }
}
