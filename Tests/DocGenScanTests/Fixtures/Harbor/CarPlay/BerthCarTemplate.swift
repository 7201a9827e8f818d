import CarPlay
import UIKit

/// The berth list on the car screen: rows named by their text, pager rows and bar buttons that show only a glyph,
/// and choices whose chosen one is marked only by a tick.
final class BerthCarTemplate {
    private let harbor: HarborStore
    private var tideItem: CPListItem?
    private var pageStart = 0

    init(harbor: HarborStore) {
        self.harbor = harbor
    }

    // A pager row with only an arrow: CarPlay reads nothing for it.
    private lazy var previousPageItem: CPListItem = {
                // ↓ rule:voiceover reason:unlabelled-button severity:high
        let item = CPListItem(text: nil, detailText: nil)
        item.setImage(HarborCarGlyph.pageBack.carImage())
        item.handler = { [weak self] _, done in
            self?.pageStart -= 10
            done()
        }
        return item
    }()

    // The same row, labelled for VoiceOver.
    private lazy var nextPageItem: CPListItem = {
                // ↓ rule:voiceover reason:labelled severity:high
        let item = CPListItem(text: nil, detailText: nil)
        item.setImage(HarborCarGlyph.pageForward.carImage())
        item.accessibilityLabel = "Next berths"
        item.handler = { [weak self] _, done in
            self?.pageStart += 10
            done()
        }
        return item
    }()

    func sections() -> [CPListSection] {
        // A value row made empty and kept in a property; its text and glyph are set when the tide changes.
                   // ↓ rule:voiceover reason:titled-control severity:high
        let tideRow = CPListItem(text: nil, detailText: nil)
        tideItem = tideRow
        let berthRows = harbor.berths.map { berth in
            let isChosen = berth.id == harbor.chosenBerthID
            // The chosen berth is marked only by the tick: no text says it.
                   // ↓ rule:voiceover reason:unsaid-state severity:high
            let row = CPListItem(
                text: berth.name,
                detailText: nil,
                image: isChosen ? HarborCarGlyph.tick.carImage() : nil
            )
            row.handler = { [weak self] _, done in
                self?.harbor.choose(berth.id)
                done()
            }
            return row
        }
        let crewRows = harbor.crew.map { sailor in
            let watch = harbor.watchOrder(of: sailor.id)
            // The detail text gives the watch number exactly when the tick shows: the state is said.
                   // ↓ rule:voiceover reason:state-said-by-text severity:high
            let row = CPListItem(
                text: sailor.name,
                detailText: watch.map { "Watch \($0)" },
                image: watch == nil ? HarborCarGlyph.anchor.carImage() : HarborCarGlyph.tick.carImage()
            )
            return row
        }
        return [CPListSection(items: [tideRow, previousPageItem, nextPageItem] + berthRows + crewRows)]
    }

    func tideChanged(to height: Double) {
        tideItem?.setText("Tide \(height) m")
        tideItem?.setImage(HarborCarGlyph.compass.carImage())
    }

    func charts(showsCovers: Bool) -> [CPListItem] {
        harbor.charts.map { chart in
            // A picture shown at all by a setting is the row's content, and the dark variant is the same picture.
            let cover = showsCovers ? UIImage(named: chart.coverName) : nil
                   // ↓ rule:voiceover reason:titled-control severity:high
            let row = CPListItem(text: chart.title, detailText: chart.region, image: cover)
                     // ↓ rule:voiceover reason:titled-control severity:high
            let night = CPListItem(text: chart.title, detailText: nil, image: HarborTheme.current.isDark ? UIImage(named: "chart_night") : UIImage(named: "chart_day"))
            _ = night
            return row
        }
    }

    func barButtons(hasMore: Bool) -> [CPBarButton] {
        var buttons: [CPBarButton] = []
        if hasMore {
                        // ↓ rule:voiceover reason:unlabelled-button severity:high
            buttons.append(CPBarButton(image: HarborCarGlyph.pageForward.carImage()) { [weak self] _ in self?.pageStart += 10 })
        }
                    // ↓ rule:voiceover reason:titled-control severity:high
        buttons.append(CPBarButton(title: "Berths") { _ in })
        return buttons
    }

    func gridButtons() -> [CPGridButton] {
                    // ↓ rule:voiceover reason:titled-control severity:high
        let moorings = CPGridButton(titleVariants: ["Moorings"], image: HarborCarGlyph.anchor.carImage()) { _ in }
                // ↓ rule:voiceover reason:unlabelled-button severity:high
        let fuel = CPGridButton(titleVariants: [], image: HarborCarGlyph.fuel.carImage()) { _ in }
        return [moorings, fuel]
    }

    func fuelTile() -> CPListImageRowItemCondensedElement {
     // ↓ rule:voiceover reason:titled-control severity:high
        CPListImageRowItemCondensedElement(image: HarborCarGlyph.fuel.carImage(), imageShape: .circular, title: "Fuel", subtitle: nil, accessorySymbolName: nil)
    }
}
