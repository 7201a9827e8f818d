import DocGenAudit
import DocGenCore

/// The inline SVG line chart of an audit's trend: open, fixed and (for an audit checked against code)
/// verified items at each commit, oldest on the left.
///
/// An image with a title and a description that states the figures at both ends; each series has its
/// own line pattern and marker shape and is named at its end, so nothing depends on telling colours apart;
/// the page shows every figure in a table beside it. Sizes are attributes, colours come from the theme's
/// classes (`trend-open`, `trend-fixed`, `trend-verified`), and all text is escaped.
enum TrendChart {
    /// One line of the chart.
    struct Series {
        var name: String
        /// The CSS class suffix and the marker: `open` (square), `fixed` (circle), `verified` (triangle).
        var kind: String
        var values: [Int]
    }

    static let width = 520, height = 240
    static let left = 36, right = 420, top = 34, bottom = 194

    /// The series of a trend: open, fixed, and verified when every point has it.
    static func series(_ trend: AuditTrend) -> [Series] {
        var series = [Series(name: "open", kind: "open", values: trend.points.map(\.counts.open)),
                      Series(name: "fixed", kind: "fixed", values: trend.points.map(\.counts.fixed))]
        if trend.hasVerified {
            series.append(Series(name: "verified", kind: "verified", values: trend.points.map { $0.counts.verified ?? 0 }))
        }
        return series
    }

    /// The chart of `trend`, with the element id `id`.
    static func svg(_ trend: AuditTrend, id: String, title: String) -> String {
        let points = trend.points
        guard let first = points.first, let last = points.last else { return "" }
        let series = series(trend)
        let maximum = niceMaximum(max(1, points.map(\.counts.items).max() ?? 1))
        func x(_ index: Int) -> Int {
            points.count == 1 ? (left + right) / 2 : left + index * (right - left) / (points.count - 1)
        }
        func y(_ value: Int) -> Int { bottom - value * (bottom - top) / maximum }
        let description = "\(points.count) commit\(points.count == 1 ? "" : "s") from \(first.commit.date) to \(last.commit.date). "
            + series.map { line in
                points.count == 1 ? "\(line.name) \(line.values[0])" : "\(line.name) \(line.values[0]) then \(line.values[line.values.count - 1])"
            }.joined(separator: "; ") + "."
        var svg = """
        <svg class="trend-chart" id="\(id)" role="img" aria-labelledby="\(id)-title \(id)-desc" viewBox="0 0 \(width) \(height)" \
        width="\(width)" height="\(height)" xmlns="http://www.w3.org/2000/svg">
        <title id="\(id)-title">\(HTML.escape(title))</title>
        <desc id="\(id)-desc">\(HTML.escape(description))</desc>

        """
        for tick in [0, maximum / 2, maximum] {
            svg += "<line class=\"trend-grid\" x1=\"\(left)\" y1=\"\(y(tick))\" x2=\"\(right)\" y2=\"\(y(tick))\"/>"
            svg += "<text class=\"trend-axis\" x=\"\(left - 8)\" y=\"\(y(tick) + 4)\" text-anchor=\"end\">\(tick)</text>\n"
        }
        svg += "<text class=\"trend-axis\" x=\"\(x(0))\" y=\"\(bottom + 22)\" text-anchor=\"\(points.count == 1 ? "middle" : "start")\">\(first.commit.date)</text>\n"
        if points.count > 1 {
            svg += "<text class=\"trend-axis\" x=\"\(x(points.count - 1))\" y=\"\(bottom + 22)\" text-anchor=\"end\">\(last.commit.date)</text>\n"
        }
        for (number, line) in series.enumerated() {
            let legendX = left + number * 118
            svg += "<g class=\"trend-series trend-\(line.kind)\">"
            svg += "<line class=\"trend-line\" x1=\"\(legendX)\" y1=\"12\" x2=\"\(legendX + 28)\" y2=\"12\"/>"
            svg += marker(line.kind, x: legendX + 14, y: 12)
            svg += "<text class=\"trend-label\" x=\"\(legendX + 36)\" y=\"16\">\(line.name)</text>\n"
            if points.count > 1 {
                let path = line.values.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(x($0.offset)) \(y($0.element))" }.joined(separator: " ")
                svg += "<path class=\"trend-line\" d=\"\(path)\"/>"
            }
            for (index, value) in line.values.enumerated() { svg += marker(line.kind, x: x(index), y: y(value)) }
            svg += "</g>\n"
        }
        for (line, labelY) in zip(series, endLabelPositions(series.map { y($0.values[$0.values.count - 1]) })) {
            svg += "<text class=\"trend-label\" x=\"\(right + 12)\" y=\"\(labelY + 4)\">\(line.name) \(line.values[line.values.count - 1])</text>\n"
        }
        return svg + "</svg>"
    }

    /// A marker: a square for open, a circle for fixed, a triangle for verified.
    static func marker(_ kind: String, x: Int, y: Int) -> String {
        switch kind {
        case "open": "<rect class=\"trend-marker\" x=\"\(x - 4)\" y=\"\(y - 4)\" width=\"8\" height=\"8\"/>"
        case "verified": "<path class=\"trend-marker\" d=\"M\(x) \(y - 5) L\(x + 5) \(y + 4) L\(x - 5) \(y + 4) Z\"/>"
        default: "<circle class=\"trend-marker\" cx=\"\(x)\" cy=\"\(y)\" r=\"4.5\"/>"
        }
    }

    /// The y of each series' end label: its line's end, moved apart so that no two overlap (14 px apart),
    /// in the series' order.
    static func endLabelPositions(_ ends: [Int]) -> [Int] {
        let order = ends.indices.sorted { (ends[$0], $0) < (ends[$1], $1) }
        var placed = [Int](repeating: 0, count: ends.count)
        var previous = Int.min
        for index in order {
            let position = max(ends[index], previous == Int.min ? ends[index] : previous + 14)
            placed[index] = position
            previous = position
        }
        return placed
    }

    /// The axis maximum: `value` rounded up to 2, 4, 6, 8 or 10 times a power of ten (even, so that the
    /// middle tick is whole).
    static func niceMaximum(_ value: Int) -> Int {
        var scale = 1
        while true {
            for step in [2, 4, 6, 8, 10] where step * scale >= value { return step * scale }
            scale *= 10
        }
    }
}
