import SwiftUI

/// Exporting a logbook: the file card is shown while the export runs and again when it fails, so the archive symbol in
/// it is there either way and shows no state. The lock notice comes and goes with its own title, which says it. The
/// stale badge is shown alone when the export is out of date, with nothing that says so.
struct LogExportScreen: View {
    @ObservedObject var export: LogExport
    @State private var isUnlocked = false

    var body: some View {
        VStack {
            content
            if export.isStale {
                staleBadge
            }
        }
        .overlay {
            if !isUnlocked {
                lockNotice
            }
        }
    }

    @ViewBuilder
    private var content: some View {
        if export.finished {
            Text("Exported")
        } else if export.failed {
            fileCard
            Text(export.errorMessage)
        } else {
            ProgressView()
            fileCard
        }
    }

    private var fileCard: some View {
        HStack {
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "doc.zipper")
            Text(export.fileName)
        }
        .padding()
    }

    private var lockNotice: some View {
        VStack(spacing: 12) {
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "lock.fill")
            Text("Logbook locked")
        }
    }

    private var staleBadge: some View {
     // ↓ rule:voiceover reason:unsaid-state severity:medium
        Image(systemName: "clock.badge.exclamationmark")
    }
}

final class LogExport: ObservableObject {
    @Published var finished = false
    @Published var failed = false
    @Published var isStale = false
    var fileName = ""
    var errorMessage = ""
}
