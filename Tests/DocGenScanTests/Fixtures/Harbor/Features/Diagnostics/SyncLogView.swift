import SwiftUI

/// How serious a line of the sync log is.
enum SyncLogLevel {
    case info
    case warning
    case failure
}

/// One line of the sync log.
struct SyncLogEntry: Identifiable {
    let id: Int
    let level: SyncLogLevel
    let message: String
}

/// The sync log. Each line's symbol and colour are picked from its level by functions of the view, and only the symbol
/// tells the levels apart: the message beside it does not say whether the line is a warning or a failure.
struct SyncLogView: View {
    let entries: [SyncLogEntry]

    var body: some View {
        List(entries) { entry in
            HStack {
             // ↓ rule:voiceover reason:unsaid-state severity:medium
                Image(systemName: symbol(for: entry.level))
                    .foregroundStyle(tint(for: entry.level))
                Text(entry.message)
            }
        }
    }

    private func symbol(for level: SyncLogLevel) -> String {
        switch level {
        case .info: "info.circle"
        case .warning: "exclamationmark.triangle"
        case .failure: "xmark.octagon"
        }
    }

    private func tint(for level: SyncLogLevel) -> Color {
        switch level {
        case .info: return .secondary
        case .warning: return .orange
        case .failure: return .red
        }
    }
}

/// The same log with the level written beside the symbol, chosen from the same value (a row VoiceOver reads in parts).
struct SyncLogSummaryView: View {
    let entries: [SyncLogEntry]

    var body: some View {
        List(entries) { entry in
         // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
            HStack {
             // ↓ rule:voiceover reason:state-said-by-text severity:medium
                Image(systemName: symbol(for: entry.level))
                Text(title(for: entry.level))
                Text(entry.message)
            }
        }
    }

    private func symbol(for level: SyncLogLevel) -> String {
        level == .info ? "info.circle" : "exclamationmark.triangle"
    }

    private func title(for level: SyncLogLevel) -> String {
        switch level {
        case .info: "Note"
        case .warning: "Warning"
        case .failure: "Failed"
        }
    }
}
