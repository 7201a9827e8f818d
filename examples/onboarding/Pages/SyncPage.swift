import SwiftUI

/// The last page: imports the person's data and lists what arrived.
struct SyncPage: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let isCurrent: Bool
    let sync: SyncController

    var body: some View {
        OnboardingPage(step: .sync, isCurrent: isCurrent) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Imported so far")
                    .font(Typography.sectionTitle)
                    .accessibilityAddTraits(.isHeader)
                    .padding(.bottom, 8)
                ForEach(sync.sources) { source in
                    SyncedRow(source: source)
                    Divider()
                }
                if sync.isRunning {
                    ProgressView("Importing…")
                        .font(Typography.detail)
                        .padding(.top, 12)
                }
            }
        }
        .overlay(alignment: .bottom) {
            if sync.showsTimeoutToast {
                SyncToast(message: SyncToast.timeoutMessage)
                    .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))
            }
        }
        .animation(reduceMotion ? nil : .spring(duration: 0.4), value: sync.showsTimeoutToast)
        .task(id: isCurrent) {
            if isCurrent { await sync.start() }
        }
    }
}
