import SwiftUI

/// One imported kind of data: a tick, its name and how many items arrived.
///
/// VoiceOver reads the row in one swipe: "Workouts, synced, 128 workouts".
struct SyncedRow: View {
    let source: SyncSource

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "checkmark.circle.fill")
                .foregroundStyle(.green)
                .accessibilityHidden(true)
            Text(source.name)
                .font(Typography.body)
            Spacer()
            Text(source.itemCountText)
                .font(.itemCount)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 8)
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(source.name), synced, \(source.itemCountText)")
    }
}
