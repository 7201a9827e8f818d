@testable import DocGenSite
import DocGenAudit
import DocGenCore
import Testing

/// The trend chart: an image named by its title and a description with the figures at both ends, one
/// line pattern and marker shape per series, end labels that never overlap, whole axis ticks.
@Suite struct TrendChartTests {
    static func point(_ day: Int, items: Int, open: Int, fixed: Int, verified: Int?) -> AuditTrend.Point {
        AuditTrend.Point(commit: SourceHistory.Commit(hash: String(repeating: "\(day % 10)", count: 40), date: "2024-01-0\(day)"),
                         counts: AuditTrend.Counts(items: items, open: open, fixed: fixed, exempt: items - open - fixed, verified: verified))
    }

    @Test func theChartIsANamedImageWhoseDescriptionStatesTheFigures() {
        let trend = AuditTrend(points: [Self.point(1, items: 10, open: 10, fixed: 0, verified: 0),
                                        Self.point(2, items: 12, open: 4, fixed: 8, verified: 6)])
        let svg = TrendChart.svg(trend, id: "t", title: "Items <per> commit")
        #expect(svg.hasPrefix(#"<svg class="trend-chart" id="t" role="img" aria-labelledby="t-title t-desc""#))
        #expect(svg.contains(#"<title id="t-title">Items &lt;per&gt; commit</title>"#))
        #expect(svg.contains(#"<desc id="t-desc">2 commits from 2024-01-01 to 2024-01-02. open 10 then 4; fixed 0 then 8; verified 0 then 6.</desc>"#))
        for kind in ["open", "fixed", "verified"] {
            #expect(svg.contains("<g class=\"trend-series trend-\(kind)\">"), "\(kind) has its own class, marker and label")
        }
        #expect(svg.components(separatedBy: "<rect class=\"trend-marker\"").count - 1 == 3, "open: squares, in the legend and per point")
        #expect(svg.components(separatedBy: "<circle class=\"trend-marker\"").count - 1 == 3, "fixed: circles")
        #expect(svg.contains(">open 4</text>") && svg.contains(">fixed 8</text>") && svg.contains(">verified 6</text>"))
    }

    @Test func anAuditNotCheckedAgainstCodeHasNoVerifiedLine() {
        let trend = AuditTrend(points: [Self.point(1, items: 3, open: 1, fixed: 2, verified: nil)])
        #expect(!trend.hasVerified)
        let svg = TrendChart.svg(trend, id: "t", title: "T")
        #expect(!svg.contains("trend-verified"))
        #expect(svg.contains("1 commit from 2024-01-01 to 2024-01-01. open 1; fixed 2."))
        #expect(TrendChart.svg(AuditTrend(points: []), id: "t", title: "T").isEmpty)
    }

    @Test func endLabelsNeverOverlapAndTicksAreWhole() {
        #expect(TrendChart.endLabelPositions([100, 100, 100]) == [100, 114, 128])
        #expect(TrendChart.endLabelPositions([50, 40, 45]) == [68, 40, 54], "moved down from the highest, in the series' order")
        #expect(TrendChart.endLabelPositions([10, 90]) == [10, 90], "apart already: where the lines end")
        #expect([1, 2, 3, 7, 20, 21, 68, 100, 101].map(TrendChart.niceMaximum) == [2, 2, 4, 8, 20, 40, 80, 100, 200])
    }

    @Test func aMeterOfNothingIsEmptyAndSaysNoItems() {
        let empty = Charts.meter(value: 0, total: 0, id: "m", label: "Docs")
        #expect(empty.contains(#"aria-label="Docs: no items""#))
        #expect(empty.contains(#"<rect class="meter-value" x="0" y="2" width="0""#), "no full bar for 0 of 0")
        #expect(Charts.meter(value: 1, total: 2, id: "m", label: "Docs").contains(#"aria-label="Docs: 1 of 2 (50%)""#))
    }
}
