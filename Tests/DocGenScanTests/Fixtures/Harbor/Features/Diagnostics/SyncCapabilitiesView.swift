import SwiftUI

/// A diagnostics screen listing what the harbour's sync server supports. Each row's title names a capability; whether
/// it is supported shows in the icon a condition chooses, which VoiceOver does not read (a label reads its title).
struct SyncCapabilitiesView: View {
    let server: SyncServerInfo

    var body: some View {
        List {
            Section("Capabilities") {
             // ↓ rule:voiceover reason:unsaid-state severity:medium
                Label(String(localized: "Upload logs"), systemImage: server.supports(.upload) ? "checkmark.circle.fill" : "xmark.circle")
             // ↓ rule:voiceover reason:unsaid-state severity:medium
                Label(SyncStrings.backgroundSync, systemImage: server.supports(.background) ? "checkmark.circle.fill" : "xmark.circle")
                // A value says it: no state is left unsaid.
                Label(SyncStrings.pushAlerts, systemImage: server.supports(.push) ? "checkmark.circle.fill" : "xmark.circle")
                    .accessibilityValue(server.supports(.push) ? Text("Supported") : Text("Not supported"))
                // The title is worked out from the same condition: it says the state.
                Label(server.supports(.tides) ? "Tide feed on" : "Tide feed off", systemImage: server.supports(.tides) ? "water.waves" : "water.waves.slash")
            }
        }
    }
}

enum SyncStrings {
    static let backgroundSync = String(localized: "Background sync")
    static let pushAlerts = String(localized: "Push alerts")
}

struct SyncServerInfo {
    enum Capability { case upload, background, push, tides }
    var capabilities: Set<Capability>
    func supports(_ capability: Capability) -> Bool { capabilities.contains(capability) }
}
