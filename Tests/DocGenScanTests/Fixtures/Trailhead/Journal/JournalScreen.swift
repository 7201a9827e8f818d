import SwiftUI

/// The hiking journal: one entry per hike, grouped by season.
struct JournalScreen: View {
    let seasons: [Season]

    var body: some View {
        List {
            ForEach(seasons) { season in
                Section {
                    ForEach(season.entries) { entry in
                        entryRow(entry)
                    }
                } header: {
                    Text(season.name)
                      // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                        .font(.title2)
                }
            }
        }
        .navigationTitle("Journal")
    }

    @ViewBuilder
    private func entryRow(_ entry: JournalEntry) -> some View {
     // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
        HStack {
            Text(entry.trailName)
            Spacer()
            Text(entry.date, style: .date)
        }
    }
}
