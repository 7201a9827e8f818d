import SwiftUI

/// The waiting list for a berth. Each entry row holds a remove button whose action is a closure the list passes in:
/// the list configures that button, so its call of the row is a control that takes the button's verdict (an icon with
/// no name fails there, as it does in the row). A row whose button is named, and one whose button the list does not
/// configure, are no controls at their calls.
struct BerthWaitlist: View {
    @State var entries: [WaitlistEntry]

    var body: some View {
        List {
            ForEach(entries) { entry in
             // ↓ rule:voiceover reason:unlabelled-button severity:high
                WaitlistEntryRow(entry: entry) {
                    entries.removeAll { $0.id == entry.id }
                }
                NamedWaitlistRow(entry: entry, onRemove: { entries.removeAll { $0.id == entry.id } })
                WaitlistSummaryRow(entry: entry)
             // ↓ rule:voiceover reason:unlabelled-button severity:high
                WaitlistReorder(onUp: { move(entry, by: -1) }, onDown: { move(entry, by: 1) })
            }
        }
    }

    private func move(_ entry: WaitlistEntry, by offset: Int) {
        guard let index = entries.firstIndex(where: { $0.id == entry.id }), entries.indices.contains(index + offset) else { return }
        entries.swapAt(index, index + offset)
    }
}

/// Moves an entry up or down: its arrow buttons are made by a helper function given the closures the caller passes.
struct WaitlistReorder: View {
    let onUp: () -> Void
    let onDown: () -> Void

    var body: some View {
        HStack {
            arrow("chevron.up", action: onUp)
            arrow("chevron.down", action: onDown)
        }
    }

    private func arrow(_ symbol: String, action: @escaping () -> Void) -> some View {
     // ↓ rule:voiceover reason:unlabelled-button severity:high
        Button(action: action) {
            Image(systemName: symbol)
        }
    }
}

struct WaitlistEntryRow: View {
    let entry: WaitlistEntry
    let onRemove: () -> Void

    var body: some View {
        HStack {
            Text(entry.boatName)
            Spacer()
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Button(action: onRemove) {
                Image(systemName: "xmark.circle.fill")
            }
            .buttonStyle(.plain)
        }
    }
}

struct NamedWaitlistRow: View {
    let entry: WaitlistEntry
    let onRemove: () -> Void

    var body: some View {
        HStack {
            Text(entry.boatName)
         // ↓ rule:voiceover reason:labelled severity:high
            Button(action: onRemove) {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Remove from the waiting list")
        }
    }
}

struct WaitlistSummaryRow: View {
    let entry: WaitlistEntry
    var onOpenDetails: (() -> Void)?

    var body: some View {
        HStack {
            Text(entry.boatName)
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Button {
                onOpenDetails?()
            } label: {
                Image(systemName: "info.circle")
            }
        }
    }
}

struct WaitlistEntry: Identifiable {
    var id: String
    var boatName: String
}
