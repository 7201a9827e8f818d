import DocGenCore
internal import CCmarkGFM

/// The parts of a fenced code block's info string that comparisons use:
/// ```` ```swift before "Loading spinner" ```` → language `swift`, role `before`, title `Loading spinner`.
struct FenceInfo: Equatable {
    /// The first word, unless it is `before` or `after`.
    var language: String?
    /// Whether a word is `before`.
    var isBefore: Bool
    /// Whether a word is `after`.
    var isAfter: Bool
    /// The text of the first double-quoted part, if any.
    var title: String?

    init(_ info: String) {
        var rest = Substring(info)
        title = nil
        if let open = rest.firstIndex(of: "\"") {
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "\"") {
                title = String(rest[afterOpen..<close])
                rest = rest[..<open] + " " + rest[rest.index(after: close)...]
            }
        }
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
        isBefore = words.contains { $0.lowercased() == "before" }
        isAfter = words.contains { $0.lowercased() == "after" }
        if let first = words.first, !["before", "after"].contains(first.lowercased()), !first.hasPrefix("\"") {
            language = String(first)
        } else {
            language = nil
        }
    }
}

extension DocumentTransformer {
    /// Renders each fenced `before` block directly followed (as the next block) by a fenced `after` block
    /// as one `Comparison`; a lone `before` or `after` stays a code block whose class names only the language.
    mutating func pairComparisons(_ codeBlocks: [CmarkNode]) {
        var consumed = Set<CmarkNode>()
        for block in codeBlocks where !consumed.contains(block) && block.isFenced {
            let info = FenceInfo(block.fenceInfo)
            guard info.isBefore || info.isAfter else { continue }
            if info.isBefore, let next = block.next, next.type == CMARK_NODE_CODE_BLOCK, next.isFenced {
                let nextInfo = FenceInfo(next.fenceInfo)
                if nextInfo.isAfter {
                    consumed.insert(next)
                    replaceWithComparison(before: block, info: info, after: next, afterInfo: nextInfo)
                    continue
                }
            }
            block.setFenceInfo(info.language ?? "")
        }
    }

    private mutating func replaceWithComparison(before: CmarkNode, info: FenceInfo, after: CmarkNode, afterInfo: FenceInfo) {
        let caption = (info.title ?? afterInfo.title).flatMap { $0.isEmpty ? nil : $0 }
        // The panes' names ("Before: Loading spinner", "Before: comparison 2") differ from every other pair's on the page.
        let number = regionNames.number("comparison\u{0}" + (caption ?? ""))
        let html = Comparison.html(before: before.literal, after: after.literal,
                                   language: info.language ?? afterInfo.language, caption: caption,
                                   subject: Self.paneSubject(caption: caption, number: number))
        guard let comparison = CmarkNode.custom(block: true, onEnter: html) else { return }
        cmark_node_unlink(after.pointer)
        before.replace(with: comparison)
    }

    /// What the panes of a comparison are named after: its caption, numbered when an earlier comparison
    /// of the page has the same one; for one without a caption, `nil` ("Before code") the first time and
    /// "comparison N" after.
    static func paneSubject(caption: String?, number: Int) -> String? {
        switch caption {
        case let caption?: number == 1 ? caption : "\(caption) \(number)"
        case nil: number == 1 ? nil : "comparison \(number)"
        }
    }
}
