import DocGenAudit
import DocGenCore
import Foundation

extension SearchIndex {
    /// The JavaScript file (the format is described on ``SearchIndex``).
    public func script() -> Data {
        var json = JSONText()
        json.raw("window.DOCGEN_SEARCH_INDEX = {\"v\":2,\n\"pages\":[")
        for (index, page) in pages.enumerated() {
            if index > 0 { json.raw(",\n") }
            json.array([.string(ContentLinkResolver.href(path: page.path)), .string(page.title), .string(page.excerpt)]
                       + page.headings.map { heading in
                .string(Self.derivedAnchor(heading.text) == heading.anchor
                        ? heading.text : heading.text + "\t" + ContentLinkResolver.encode(heading.anchor))
            })
        }
        json.raw("],\n\"files\":[")
        for (index, file) in files.enumerated() {
            if index > 0 { json.raw(",\n") }
            json.array([.string(ContentLinkResolver.href(path: file.page)), .string(file.file)])
        }
        json.raw("],\n\"items\":[")
        for (index, item) in items.enumerated() {
            if index > 0 { json.raw(",\n") }
            json.array([.int(item.page), .string(item.id), .string(item.summary), .int(item.file),
                        .string(item.severity), .string(item.status), .string(ContentLinkResolver.encode(item.anchor)),
                        .string(item.verification), .string(item.criteria.joined(separator: " "))])
        }
        json.raw("],\n\"audits\":[")
        for (index, audit) in audits.enumerated() {
            if index > 0 { json.raw(",") }
            json.array([.int(audit.page), .string(audit.severities.joined(separator: " "))])
        }
        json.raw("],\n\"statuses\":[")
        json.pairs(Status.allCases.map { ($0.rawValue, $0.rawValue) })
        json.raw("],\n\"verifications\":[")
        json.pairs(Verification.allCases.map { ($0.rawValue, AuditContexts.verificationLabel($0)) })
        json.raw("],\n\"criteria\":[")
        json.pairs(criteria.map { ($0.id, $0.title) })
        let (terms, postings, common) = invertedIndex()
        json.raw("],\n\"common\":[")
        for (index, term) in common.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(term)
        }
        json.raw("],\n\"terms\":")
        json.string(Self.frontCoded(terms))
        json.raw(",\n\"postings\":")
        json.string(postings.map(Self.encodePostings).joined(separator: " "))
        json.raw("};\n")
        return Data(json.text.utf8)
    }

    /// Terms with their pages, and the common words left out.
    ///
    /// An ASCII term is found by its bytes (``ByteStringTable``), which is much cheaper than hashing it
    /// as a `String`; any other goes through a dictionary, whose `String` equality merges canonically
    /// equal words. The two cannot meet: a word holds only letters and numbers, lowercased, and no such
    /// scalar outside ASCII is canonically equal to ASCII text.
    func invertedIndex() -> (terms: [String], postings: [[Int]], common: [String]) {
        var table = ByteStringTable()
        var others: [String: Int] = [:]
        var names: [String] = []
        var pagesOf: [[Int]] = []
        var numberInTable: [Int] = []
        for (number, page) in pages.enumerated() {
            for term in page.terms {
                var utf8 = term
                let found = utf8.withUTF8 { bytes -> Int? in
                    guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
                    let index = table.insert(bytes)
                    if index == numberInTable.count { numberInTable.append(names.count) }
                    return numberInTable[index]
                }
                let id: Int
                if let found {
                    id = found
                } else if let known = others[term] {
                    id = known
                } else {
                    id = names.count
                    others[term] = id
                }
                if id == names.count {
                    names.append(term)
                    pagesOf.append([])
                }
                pagesOf[id].append(number)
            }
        }
        let limit = pages.count >= Self.commonWordsFromPages ? pages.count / 4 : Int.max
        var terms: [String] = []
        var postings: [[Int]] = []
        var common: [String] = []
        for id in names.indices.sorted(by: { names[$0] < names[$1] }) {
            if pagesOf[id].count > limit {
                common.append(names[id])
            } else {
                terms.append(names[id])
                postings.append(pagesOf[id])
            }
        }
        return (terms, postings, common)
    }

    /// Sorted terms as space-separated entries: one base-36 digit of shared prefix, then the rest.
    static func frontCoded(_ terms: [String]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(terms.reduce(0) { $0 + $1.utf8.count + 2 })
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        var previous = ""
        for (index, term) in terms.enumerated() {
            var shared = 0
            var rest = term.unicodeScalars.startIndex
            var previousScalars = previous.unicodeScalars.makeIterator()
            while shared < 35, rest < term.unicodeScalars.endIndex, let earlier = previousScalars.next(),
                  earlier == term.unicodeScalars[rest] {
                shared += 1
                rest = term.unicodeScalars.index(after: rest)
            }
            if index > 0 { out.append(UInt8(ascii: " ")) }
            out.append(digits[shared])
            out.append(contentsOf: term.utf8[rest...])
            previous = term
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let bitsetAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let lastDigits = Array("0123456789abcdefghijklmnopqrstuv".utf8)
    private static let moreDigits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ+/-_.!".utf8)

    /// Sorted page numbers as base-32 gaps or, when shorter, a bitset (see the type's description).
    static func encodePostings(_ pages: [Int]) -> String {
        var gaps: [UInt8] = []
        gaps.reserveCapacity(pages.count * 2)
        var digits: [UInt8] = []
        var previous = -1
        for page in pages {
            var gap = page - previous - 1
            digits.removeAll(keepingCapacity: true)
            digits.append(lastDigits[gap % 32])
            gap /= 32
            while gap > 0 {
                digits.append(moreDigits[gap % 32])
                gap /= 32
            }
            gaps.append(contentsOf: digits.reversed())
            previous = page
        }
        let bitsetLength = 1 + ((pages.last ?? 0) / 6 + 1)
        guard bitsetLength < gaps.count else { return String(decoding: gaps, as: UTF8.self) }
        var bits = [Int](repeating: 0, count: bitsetLength - 1)
        for page in pages { bits[page / 6] |= 32 >> (page % 6) }
        return String(decoding: [UInt8(ascii: "~")] + bits.map { bitsetAlphabet[$0] }, as: UTF8.self)
    }
}

/// Just enough of a JSON writer for the search index: arrays of strings and integers.
struct JSONText {
    enum Value { case string(String), int(Int) }

    private(set) var text = ""

    mutating func raw(_ value: String) { text += value }

    mutating func array(_ values: [Value]) {
        text += "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += "," }
            switch value {
            case let .string(string): self.string(string)
            case let .int(number): text += String(number)
            }
        }
        text += "]"
    }

    /// `["a","b"],["c","d"]`: two-string arrays separated by commas.
    mutating func pairs(_ values: [(String, String)]) {
        for (index, pair) in values.enumerated() {
            if index > 0 { text += "," }
            array([.string(pair.0), .string(pair.1)])
        }
    }

    mutating func string(_ value: String) { text += JSON.quoted(value) }
}
