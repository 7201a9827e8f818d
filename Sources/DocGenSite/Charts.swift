import DocGenCore

/// Inline SVG charts for audit pages. Each is an image with a title and description, and the
/// page shows the same figures as text beside it, so nothing depends on seeing the chart.
/// All text is escaped; sizes are attributes, not styles, so the Content-Security-Policy holds.
enum Charts {
    /// One bar of a bar chart.
    struct Bar {
        var label: String
        var value: Int
        /// A CSS class suffix, such as the severity's slug.
        var kind: String
    }

    /// A horizontal bar chart, one row per bar, scaled to the largest value.
    static func bars(_ bars: [Bar], id: String, title: String) -> String {
        let rowHeight = 28, labelWidth = 110, barWidth = 300, width = labelWidth + barWidth + 60
        let height = max(rowHeight, bars.count * rowHeight)
        let maximum = max(1, bars.map(\.value).max() ?? 1)
        let description = bars.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
        var svg = """
        <svg class="chart" id="\(id)" role="img" aria-labelledby="\(id)-title \(id)-desc" viewBox="0 0 \(width) \(height)" \
        width="\(width)" height="\(height)" xmlns="http://www.w3.org/2000/svg">
        <title id="\(id)-title">\(HTML.escape(title))</title>
        <desc id="\(id)-desc">\(HTML.escape(description))</desc>

        """
        for (index, bar) in bars.enumerated() {
            let y = index * rowHeight
            let length = bar.value == 0 ? 0 : max(2, bar.value * barWidth / maximum)
            svg += """
            <text x="0" y="\(y + 18)">\(HTML.escape(bar.label))</text>
            <rect class="bar-track" x="\(labelWidth)" y="\(y + 5)" width="\(barWidth)" height="16" rx="3"/>
            <rect class="bar bar-\(SitePaths.slug(bar.kind))" x="\(labelWidth)" y="\(y + 5)" width="\(length)" height="16" rx="3"/>
            <text x="\(labelWidth + barWidth + 8)" y="\(y + 18)">\(bar.value)</text>

            """
        }
        return svg + "</svg>"
    }

    /// A meter of `value` out of `total`, with its figures in the accessible name. Nothing out of nothing
    /// is an empty track named "no items", never a full bar.
    static func meter(value: Int, total: Int, id: String, label: String) -> String {
        let width = 360
        let filled = total == 0 ? 0 : value * width / total
        let name = total == 0 ? "\(label): no items" : "\(label): \(value) of \(total) (\(value * 100 / total)%)"
        return """
        <svg class="meter" id="\(id)" role="img" aria-label="\(HTML.escape(name))" viewBox="0 0 \(width) 20" \
        width="\(width)" height="20" xmlns="http://www.w3.org/2000/svg">
        <title>\(HTML.escape(name))</title>
        <rect class="meter-track" x="0" y="2" width="\(width)" height="16" rx="4"/>
        <rect class="meter-value" x="0" y="2" width="\(filled)" height="16" rx="4"/>
        </svg>
        """
    }
}
