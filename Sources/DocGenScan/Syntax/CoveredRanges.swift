/// Byte ranges of a file that sites have taken (a site's value holds no site of its own), asked for every name
/// a rule finds. Kept as a sorted list of disjoint ranges, so a probe costs log n steps rather than n: a chain
/// of 16,000 `.font(.system(size: 12))` asks 32,000 times.
struct CoveredRanges {
    /// Sorted by lower bound; no two overlap or touch.
    private var ranges: [Range<Int>] = []

    /// Covers `range` too.
    mutating func insert(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        // The first range that ends at or after the new one's start: it and those after it that start at or
        // before the new one's end merge with it.
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        var merged = range
        while end < ranges.count, ranges[end].lowerBound <= range.upperBound {
            merged = min(merged.lowerBound, ranges[end].lowerBound)..<max(merged.upperBound, ranges[end].upperBound)
            end += 1
        }
        ranges.replaceSubrange(low..<end, with: [merged])
    }

    /// Whether a covered range holds `offset`; each step of the search is counted in `ancestry`.
    func contains(_ offset: Int, counting ancestry: Ancestry) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            ancestry.count()
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }
}
