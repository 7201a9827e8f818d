import Testing
@testable import DocGenSite

@Suite struct ChartsTests {
    @Test func barsAreScaledLabelledAndEscaped() {
        let svg = Charts.bars([
            .init(label: "critical", value: 3, kind: "critical"),
            .init(label: "<high>", value: 24, kind: "high"),
            .init(label: "low", value: 0, kind: "low"),
        ], id: "severity-chart", title: "Items & severity")
        #expect(svg.contains(#"role="img" aria-labelledby="severity-chart-title severity-chart-desc""#))
        #expect(svg.contains("<title id=\"severity-chart-title\">Items &amp; severity</title>"))
        #expect(svg.contains("<desc id=\"severity-chart-desc\">critical: 3, &lt;high&gt;: 24, low: 0</desc>"))
        #expect(svg.contains(#"class="bar bar-high" x="110" y="33" width="300""#))
        #expect(svg.contains(#"class="bar bar-critical" x="110" y="5" width="37""#))
        #expect(svg.contains(#"class="bar bar-low" x="110" y="61" width="0""#))
        #expect(!svg.contains("style="))
    }

    @Test func meterNamesItsFigures() {
        let svg = Charts.meter(value: 67, total: 68, id: "m", label: "Covered items")
        #expect(svg.contains(#"aria-label="Covered items: 67 of 68 (98%)""#))
        #expect(svg.contains(#"class="meter-value" x="0" y="2" width="354""#))
    }
}
