import DocGenCore

/// A definer (a file that may define what other files' judgements need) as a scan keeps it between stages: its
/// text, declarations and suppressions, never its tree.
///
/// Why not the tree: a parsed file takes about 40 bytes per byte of source once walked (swift-syntax's raw tree,
/// and a node for every element a walk visits), and the definers are up to half of an app's source. Kept parsed
/// from the first stage to the last they were three quarters of a scan's peak memory (Pocket Casts: about 150 of
/// 200 MB of heap). Each stage that reads a definer's tree now parses it again (``DefinerFiles/parsed(_:_:)``),
/// one tree per worker at a time.
struct DefinerFile: Sendable {
    var index: Int
    var path: String
    var text: String
    var declarations: [Declaration]
    var suppressions: [Suppression]
    /// The hashes of its identifiers' names, ascending (``IdentifierTable/nameHashes``).
    private var identifierNames: [UInt64]

    /// What a scan keeps of a parsed definer.
    init(_ file: ParsedFile) {
        index = file.index
        path = file.path
        text = file.text
        declarations = file.declarations
        suppressions = file.suppressions
        identifierNames = file.identifierNameHashes
    }

    /// The file parsed again: the same tree, declarations and suppressions as its first parse.
    func parse() -> ParsedFile { ParsedFile(index: index, path: path, text: text) }

    /// Whether the file may have an identifier named one of `names` (its names' hashes hold one of theirs): a file
    /// without has none, so a stage asking for their calls need not parse it. A spelling in a comment, a string or
    /// inside a longer name does not count (a search of the text for the names took more time than the parses it
    /// saved, and let through every file with a longer name containing one).
    func mentions(_ names: Set<String>) -> Bool {
        names.contains { name in
            let hash = IdentifierTable.nameHash(name)
            var low = 0
            var high = identifierNames.count
            while low < high {
                let middle = (low + high) / 2
                if identifierNames[middle] < hash { low = middle + 1 } else { high = middle }
            }
            return low < identifierNames.count && identifierNames[low] == hash
        }
    }
}

/// One rule's view of a scan's definers: the files, in the scan's order, and what each one's first parse left the
/// rule (``RuleAnalysis/definerNotes(_:)``).
struct DefinerFiles<Notes: Sendable>: Sendable {
    let files: [DefinerFile]
    /// The rule's notes of each file, in the same order.
    let notes: [Notes]

    var count: Int { files.count }

    /// Calls `body` with each definer at `positions` (every definer when nil) parsed again, on every core, and
    /// returns the results in the order of `positions`. Each tree is released when its `body` returns.
    func parsed<T: Sendable>(_ positions: [Int]? = nil, _ body: @escaping @Sendable (ParsedFile) -> T) -> [T] {
        let positions = positions ?? Array(files.indices)
        let files = files
        // Worker threads with deep stacks (walking a tree needs them) and no time limit: each file was parsed
        // within the limit in the definers' stage.
        return FileWorkers(timeLimit: nil).map(positions.count) { body(files[positions[$0]].parse()) }.map { outcome in
            guard let value = outcome.value else { preconditionFailure("a worker without a time limit always finishes") }
            return value
        }
    }

    /// The positions of the definers that may have an identifier named one of `names` (``DefinerFile/mentions(_:)``),
    /// ascending.
    func positions(mentioning names: Set<String>) -> [Int] {
        files.indices.filter { files[$0].mentions(names) }
    }
}
