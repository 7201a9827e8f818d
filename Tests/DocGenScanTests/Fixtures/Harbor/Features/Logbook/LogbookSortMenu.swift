import SwiftUI

/// How the logbook lists its entries.
enum LogbookOrder: String, CaseIterable, Identifiable {
    case newestFirst
    case oldestFirst
    case byBoat

    var id: String { rawValue }

    var title: String {
        switch self {
        case .newestFirst: "Newest first"
        case .oldestFirst: "Oldest first"
        case .byBoat: "By boat"
        }
    }
}

/// The logbook's sort menu. Each item names its order, and the chosen one also shows a checkmark through the SF
/// Symbols wrapper (`systemSymbol:`): VoiceOver reads the item's title either way, so nothing says which is chosen.
struct LogbookSortMenu: View {
    @Binding var order: LogbookOrder

    var body: some View {
        Menu {
            ForEach(LogbookOrder.allCases) { option in
             // ↓ rule:voiceover reason:unsaid-state severity:high
                Button {
                    order = option
                } label: {
                    if option == order {
                        Label(option.title, systemSymbol: .checkmark)
                    } else {
                        Text(option.title)
                    }
                }
            }
        } label: {
            Text("Sort")
        }
    }
}

/// The same menu for the boat filter, whose chosen item is also given the selected trait, which VoiceOver says.
struct LogbookBoatFilterMenu: View {
    let boats: [String]
    @Binding var boat: String?

    var body: some View {
        Menu("Boat") {
            ForEach(boats, id: \.self) { name in
                Button {
                    boat = name
                } label: {
                    if name == boat {
                        Label(name, systemSymbol: .checkmark)
                    } else {
                        Text(name)
                    }
                }
                .accessibilityAddTraits(name == boat ? .isSelected : [])
            }
        }
    }
}
