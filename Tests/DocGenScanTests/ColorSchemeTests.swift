@testable import DocGenScan
import Testing

/// The colour-scheme rule's arithmetic (WCAG 2.2 relative luminance and contrast) and the verdicts it gives on
/// small sources; the fixture app `Fixtures/Tide` holds the classes written the way apps write them.
@Suite struct ColorSchemeTests {
    static func sites(_ sources: [(String, String)]) -> [String] {
        AccessibilityScanner(rules: [ColorSchemeRule.id]).scan(sources: sources).sites(of: ColorSchemeRule.id)
            .map { "\($0.line) \($0.kind) \($0.reason)" }
    }

    @Test func contrastMatchesWCAGReferenceValues() {
        #expect(Contrast.describe(Contrast.ratio(.white, .black)) == "21:1")
        #expect(Contrast.ratio(.white, .white) == 1)
        // #767676 is the lightest grey with 4.5:1 on white; #777777 just misses it.
        #expect(Contrast.ratio(RGBA(hex: "#767676")!, .white) >= Contrast.text)
        #expect(Contrast.ratio(RGBA(hex: "#777777")!, .white) < Contrast.text)
        #expect(Contrast.describe(Contrast.ratio(RGBA(hex: "#FF7359")!, .white)) == "2.68:1")
        #expect(Contrast.ratio(RGBA(hex: "#0B1D2A")!, .white) == Contrast.ratio(.white, RGBA(hex: "#0B1D2A")!))
    }

    @Test func hexAndHueInitialisersReadLikeTheirAPIs() {
        #expect(RGBA(hex: "#F00") == RGBA(red: 1, green: 0, blue: 0))
        #expect(RGBA(hex: "0x00FF00") == RGBA(red: 0, green: 1, blue: 0))
        #expect(RGBA(hex: "#0000FF80")?.alpha == 128.0 / 255)
        #expect(RGBA(hex: "#12345") == nil && RGBA(hex: "blue") == nil)
        #expect(RGBA(hue: 0, saturation: 1, brightness: 1) == RGBA(red: 1, green: 0, blue: 0))
        #expect(RGBA(hue: 2.0 / 3, saturation: 1, brightness: 1) == RGBA(red: 0, green: 0, blue: 1))
        #expect(RGBA(red: 2, green: -1, blue: .nan) == RGBA(red: 1, green: 0, blue: 0))
    }

    @Test func aTranslucentBackgroundCountsAtItsWorse() {
        let scrim = RGBA.black.withOpacity(0.35)
        // Over black it is black (21:1 for white text); over white it is a mid grey: that one counts.
        #expect(Contrast.describe(Contrast.worst(foreground: .white, background: scrim)) == "2.44:1")
        #expect(Contrast.worst(foreground: .white, background: .black) == 21)
        #expect(Contrast.format(4.5, digits: 2) == "4.5" && Contrast.format(3.0, digits: 2) == "3")
    }

    @Test func verdictsFollowWhatLiesBehindTheForeground() {
        let palette = ("Palette.swift", "import SwiftUI\nenum Palette {\n    static let ink = Color(red: 0.04, green: 0.11, blue: 0.16)\n"
            + "    static let coral = Color(red: 1, green: 0.45, blue: 0.35)\n}\n")
        let view = ("Card.swift", """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("A").foregroundStyle(.white).background(Palette.ink)
                        Text("B").foregroundStyle(.white).background(Palette.coral)
                        Text("C").foregroundStyle(.white)
                        Text("D").foregroundStyle(.white).background(Color("Brand"))
                        Text("E").background(Palette.ink)
                        Text("F").foregroundStyle(Color.unknownAsset).background(Palette.ink)
                    }
                    .preferredColorScheme(.light)
                }
            }
            """)
        #expect(Self.sites([palette, view]) == [
            "5 foreground contrast", "5 background fixed-text",
            "6 foreground low-contrast", "6 background fixed-text",
            "7 foreground system-background",
            "8 foreground paired",
            "9 background adaptive-text",
            "10 foreground unresolved-color unknownAsset", "10 background unresolved-color unknownAsset",
            "12 forced-scheme forced-scheme",
        ])
    }

    @Test func aProminentButtonsOwnTintIsNotItsOwnBackdrop() {
        let view = ("Pin.swift", """
            import SwiftUI
            struct Pin: View {
                var body: some View {
                    Button {} label: { Text("Save").foregroundStyle(.white) }
                        .buttonStyle(.borderedProminent)
                        .tint(Color(white: 0.1))
                }
            }
            """)
        #expect(Self.sites([view]) == ["4 foreground contrast", "6 foreground system-background"])
    }

    @Test func aZStackWhoseFirstStatementBranchesUsesTheBranchesBottomLayer() {
        let view = ("Backdrop.swift", """
            import SwiftUI
            struct Backdrop: View {
                let compact: Bool
                var body: some View {
                    ZStack {
                        if compact {
                            Color.black
                            Text("Night").foregroundStyle(.white)
                        } else {
                            Color.white
                            Text("Day").foregroundStyle(.white)
                        }
                    }
                }
            }
            """)
        #expect(Self.sites([view]) == ["8 foreground contrast", "11 foreground low-contrast"])
    }

    @Test func everyReasonIsCoveredByTheFixtureCorpus() throws {
        let sites = try FixtureCorpusTests.result.get().sites(of: ColorSchemeRule.id)
        let reasons = Set(sites.map { $0.reason.split(separator: " ").first.map(String.init) ?? $0.reason })
        for reason in ColorSchemeRule.reasons {
            #expect(reasons.contains(reason.head), "no colour-scheme site with reason \(reason.name) in the fixture corpus")
        }
    }
}
