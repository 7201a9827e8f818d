import SwiftUI

/// The kinds of request a skipper can send to the harbour office; each kind draws its own label.
enum BerthRequestKind: CaseIterable {
    case water
    case power

    @ViewBuilder
    var label: some View {
        switch self {
        case .water:
            Label("Fresh water", systemImage: "drop")
        case .power:
            Label("Shore power", systemImage: "bolt")
        }
    }
}

/// A menu of requests: its items are named by each kind's label (reached through the loop's element), and the
/// menu by its icon's own accessibility label; the icon is dimmed when no request can be sent, which is no state.
struct BerthRequestMenu: View {
    let canSend: Bool
    let send: (BerthRequestKind) -> Void

    var body: some View {
     // ↓ rule:voiceover reason:labelled severity:high
        Menu {
            ForEach(BerthRequestKind.allCases, id: \.self) { kind in
             // ↓ rule:voiceover reason:titled-by(label) severity:high
                Button {
                    send(kind)
                } label: {
                    kind.label
                }
            }
        } label: {
            Image(systemName: "tray.and.arrow.up")
                .accessibilityLabel("Requests")
                .foregroundStyle(canSend ? Color.accentColor : Color.secondary)
        }
        .disabled(!canSend)
    }
}
