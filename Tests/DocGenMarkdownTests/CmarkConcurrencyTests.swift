@testable import DocGenMarkdown
import DocGenTestSupport
import Foundation
import Testing

/// cmark-gfm parses on every core (see `CmarkLibrary`): the swift-evolution corpus renders the same
/// under full concurrency as one document at a time, and the same as the `cmark-gfm` command.
@Suite struct CmarkConcurrencyTests {
    static let corpus = RepositoryPaths.swiftEvolutionCorpus
    static let corpusPresent = FileManager.default.fileExists(atPath: corpus.path)
    static let command = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm", "/opt/homebrew/bin/cmark-gfm"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Every Markdown page of the corpus, in path order.
    static func documents() throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(atPath: corpus.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") { paths.append(path) }
        }
        return try paths.sorted().map { path in
            (path, try String(contentsOf: corpus.appendingPathComponent(path), encoding: .utf8))
        }
    }

    @Test func theAuditedLibraryParsesWithoutTheGlobalLock() {
        let library = CmarkLibrary.shared
        #expect(library.concurrency == (CmarkLibrary.auditedVersions.contains(library.version) ? .unlocked : .allSerialised))
        // Every extension works for documents parsed without a lock.
        let html = library.plainHTML("www.example.com and https://swift.org/x\n\n| a |\n| - |\n| 1 |\n\n- [x] done\n") ?? ""
        #expect(html.contains("<a href=\"http://www.example.com\">"))
        #expect(html.contains("<a href=\"https://swift.org/x\">"))
        #expect(html.contains("<table>"))
        #expect(html.contains("checked=\"\""))
        #expect(library.plainHTML("~~gone~~ and ~one~")?.contains("<del>gone</del> and <del>one</del>") == true)
    }

    /// Pages dense with inline `~` (strikethrough, and `~` beside emphasis, where it is a skip character):
    /// the corpus has few tildes outside code, where a race on the `~` entries would show.
    static let tildePages = (0..<40).map { page in
        "# Page \(page)\n\n" + (0..<100).map { line in
            "Line \(line) with ~~struck \(line)~~ text, *emphasis*~ and ~one~ tilde, www.example.com/\(line).\n\n"
        }.joined()
    }

    /// 20 rounds of the whole corpus and the tilde pages (12,300 renders) on more threads than cores, each
    /// round in a different order, against the renders made one at a time. Attaching cmark's own
    /// strikethrough to every parser without a lock makes many of them differ; so does leaving autolink's
    /// characters to cmark's add-and-remove.
    @Test(.enabled(if: corpusPresent, "needs ../shared/corpus/swift-evolution"))
    func corpusRendersTheSameUnderFullConcurrencyTwentyTimesOver() throws {
        let corpus = try Self.documents().map(\.text)
        #expect(corpus.count == 575)
        let documents = corpus + Self.tildePages
        let library = CmarkLibrary.shared
        let serial = documents.map { library.plainHTML($0) }
        #expect(serial.suffix(Self.tildePages.count).allSatisfy { $0?.components(separatedBy: "<del>").count == 201 })
        let rounds = 20, threads = 2 * ProcessInfo.processInfo.activeProcessorCount + 2
        let jobs = (0..<rounds).flatMap { round in
            documents.indices.map { index in
                let rotated = (index + round * 97) % documents.count
                return round.isMultiple(of: 2) ? rotated : documents.count - 1 - rotated
            }
        }
        let mismatches = ConcurrentRun.count(jobs.count, threads: threads) { job in
            library.plainHTML(documents[jobs[job]]) != serial[jobs[job]]
        }
        #expect(mismatches == 0)
    }

    /// The library's own output (the `cmark-gfm` command, one process per page, which never runs two parses
    /// at once, with cmark's own extensions) equals this wrapper's under concurrency.
    @Test(.enabled(if: corpusPresent && command != nil, "needs the corpus and the cmark-gfm command"))
    func corpusRendersAsTheCmarkGFMCommandDoes() throws {
        let documents = try Self.documents()
        let library = CmarkLibrary.shared
        let extensions = CmarkLibrary.extensionNames.flatMap { ["-e", $0] }
        let executable = URL(fileURLWithPath: Self.command!)
        let differing = ConcurrentRun.collect(documents.count, threads: ProcessInfo.processInfo.activeProcessorCount + 1) { index -> String? in
            let path = Self.corpus.appendingPathComponent(documents[index].path).path
            // Debian's cmark-gfm command has no footnotes option, so both sides render without footnotes.
            let expected = try? CommandRunner.run(executable, extensions + [path], in: Self.corpus).stdout
            let actual = library.plainHTML(documents[index].text, footnotes: false)
            return expected == actual ? nil : documents[index].path
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    /// Strikethrough edge cases: runs of one, two, three and many tildes, unmatched and mismatched
    /// runs, tildes beside emphasis (where `~` is a skip character for flanking), beside non-ASCII
    /// letters (U+00FF reads the skip table at the stand-in delimiter's neighbour), in tables, task
    /// items, links and code, escaped, and a NUL byte (which cmark replaces before inline parsing).
    static let tildeCases = [
        "~~a~~", "~a~", "~~~a~~~", "~~a~", "~a~~", "a ~~b~~c", "x~~y~~z", "~~ a ~~", "~~a\nb~~\n",
        "~~*a*~~", "*~~a~~*", "**a~~b**~~", "_~~a~~_", "~~_a_~~", "*a*~ ~*b*", "~~**a**~~**b**",
        "~~[link](x.md)~~ and [~~x~~](y.md)", "~~`code`~~ `~~no~~`", "\\~~a~~ ~~a\\~~", "~~a~~~",
        String(repeating: "~", count: 150) + "a" + String(repeating: "~", count: 150),
        "ÿ~~a~~ÿ ÿ*a*ÿ ~ÿ~", "| a | ~~b~~ |\n| - | - |\n| ~c~ | ~~d |\n", "- [ ] ~~done~~\n- [x] ~a~\n",
        "a\u{0}~~b~~\u{0}c", "~~a ~~b~~ c~~", "~~a~~b~~c~~", "www.example.com/~user ~~x~~ https://x.org/~y~",
    ]

    /// ``CmarkStrikethrough`` parses as cmark-gfm's own strikethrough, which the `cmark-gfm`
    /// command attaches: same HTML for the edge cases and the tilde-dense pages.
    @Test(.enabled(if: command != nil, "needs the cmark-gfm command"))
    func strikethroughParsesAsTheLibrarysOwn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-tilde-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let extensions = CmarkLibrary.extensionNames.flatMap { ["-e", $0] }
        for (index, text) in (Self.tildeCases + Self.tildePages.prefix(2)).enumerated() {
            let file = folder.appendingPathComponent("\(index).md")
            try Data(text.utf8).write(to: file)
            let expected = try CommandRunner.run(URL(fileURLWithPath: Self.command!), extensions + [file.path], in: folder).stdout
            #expect(CmarkLibrary.shared.plainHTML(text, footnotes: false) == expected, "\(text)")
        }
    }
}


/// Runs work on dedicated threads (more than the cooperative pool has), to interleave C calls freely.
enum ConcurrentRun {
    /// How many of `0..<count` `isMismatch` holds for, run on `threads` threads taking indexes in turn.
    static func count(_ count: Int, threads: Int, _ isMismatch: @escaping @Sendable (Int) -> Bool) -> Int {
        collect(count, threads: threads) { isMismatch($0) ? $0 : nil }.count
    }

    /// The non-nil results of `work` for `0..<count`, in index order, run on `threads` threads.
    static func collect<T: Sendable>(_ count: Int, threads: Int, _ work: @escaping @Sendable (Int) -> T?) -> [T] {
        let state = State<T>(count: count)
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            let thread = Thread {
                while let index = state.next() { state.store(index, work(index)) }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return state.results()
    }

    private final class State<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var nextIndex = 0
        private let count: Int
        private var values: [Int: T] = [:]

        init(count: Int) { self.count = count }

        func next() -> Int? {
            lock.withLock {
                guard nextIndex < count else { return nil }
                defer { nextIndex += 1 }
                return nextIndex
            }
        }

        func store(_ index: Int, _ value: T?) {
            guard let value else { return }
            lock.withLock { values[index] = value }
        }

        func results() -> [T] { lock.withLock { values.keys.sorted().map { values[$0]! } } }
    }
}
