import SwiftUI

/// Choosing a hull paint. Each paint is a button whose label is a row view; the row marks the chosen paint with a
/// checkmark and nothing else. The first list says the choice nowhere, so each button fails; the second gives the
/// buttons the selected trait. A warning symbol for a discontinued paint is a status read with the row's text, not a
/// selection mark.
struct HullPaintPicker: View {
    let paints: [HullPaint]
    @Binding var chosen: HullPaint.ID?

    var body: some View {
        List {
            ForEach(paints) { paint in
             // ↓ rule:voiceover reason:unsaid-state severity:high
                Button {
                    chosen = paint.id
                } label: {
                    HullPaintRow(paint: paint, isChosen: paint.id == chosen)
                }
            }
            ForEach(paints) { paint in
             // ↓ rule:voiceover reason:titled-by(HullPaintRow) severity:high
                Button {
                    chosen = paint.id
                } label: {
                    HullPaintRow(paint: paint, isChosen: paint.id == chosen)
                }
                .accessibilityAddTraits(paint.id == chosen ? .isSelected : [])
            }
            ForEach(paints) { paint in
             // ↓ rule:voiceover reason:titled-by(HullPaintStockRow) severity:high
                Button {
                    chosen = paint.id
                } label: {
                    HullPaintStockRow(paint: paint)
                }
            }
        }
    }
}

struct HullPaintRow: View {
    let paint: HullPaint
    let isChosen: Bool

    var body: some View {
        HStack {
            Text(paint.name)
            Spacer()
            if isChosen {
             // ↓ rule:voiceover reason:labelled-where-used(HullPaintRow) severity:medium
                Image(systemName: "checkmark")
            }
        }
    }
}

struct HullPaintStockRow: View {
    let paint: HullPaint

    var body: some View {
        HStack {
            Text(paint.name)
            if paint.isDiscontinued {
             // ↓ rule:voiceover reason:labelled-where-used(HullPaintStockRow) severity:medium
                Image(systemName: "exclamationmark.triangle")
            }
        }
    }
}

/// A mooring choice that is its own button: the radio dot it shows is drawn by a view of its own, shown for the
/// selected choice only.
struct MooringChoiceRow: View {
    let title: String
    let isSelected: Bool
    let onTap: () -> Void

    var body: some View {
     // ↓ rule:voiceover reason:unsaid-state severity:high
        Button(action: onTap) {
            HStack {
                ChoiceDot(isSelected: isSelected)
                Text(title)
            }
        }
        .buttonStyle(.plain)
    }
}

struct ChoiceDot: View {
    let isSelected: Bool

    var body: some View {
        ZStack {
            Circle().stroke(lineWidth: 2)
            if isSelected {
             // ↓ rule:voiceover reason:labelled-where-used(ChoiceDot) severity:medium
                Image(systemName: "circle.inset.filled")
            }
        }
        .frame(width: 20, height: 20)
    }
}

/// Where the logbook syncs from: the active source is marked by a picture alone in each link's row.
struct LogSourceList: View {
    let activeSource: LogSource

    var body: some View {
        NavigationStack {
         // ↓ rule:voiceover reason:unsaid-state severity:high
            NavigationLink(value: LogSource.boat) {
                LogSourceRow(title: "Boat", active: activeSource == .boat)
            }
         // ↓ rule:voiceover reason:unsaid-state severity:high
            NavigationLink(value: LogSource.cloud) {
                LogSourceRow(title: "Cloud", active: activeSource == .cloud)
            }
        }
    }
}

struct LogSourceRow: View {
    let title: String
    let active: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            if active {
             // ↓ rule:voiceover reason:labelled-where-used(LogSourceRow) severity:medium
                Image("syncing-now")
            }
        }
    }
}

enum LogSource: Hashable {
    case boat, cloud
}

struct HullPaint: Identifiable {
    var id: String
    var name: String
    var isDiscontinued: Bool
}
