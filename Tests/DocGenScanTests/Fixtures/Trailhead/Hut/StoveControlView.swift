import SwiftUI

/// The hut stove's controls: the readings are formatted by helpers, shown large between the +/- buttons.
struct StoveControlView: View {
    let stove: StoveReadings
    let adjust: (Double) -> Void

    var body: some View {
        VStack {
            Text("Stove")
              // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
              // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                .font(.title3.bold())
            if let current = stove.currentTemperature {
                Text(verbatim: StoveFormat.formatTemperature(current))
                  // ↓ rule:semantic-structure reason:value-text severity:medium verdict:pass kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                    .font(.title3.bold())
            }
            HStack {
                Button("Lower") { adjust(-1) }
                Text(verbatim: stove.targetHumidity.map(StoveFormat.percent) ?? "—")
                  // ↓ rule:semantic-structure reason:value-text severity:medium verdict:pass kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                    .font(.title3.bold())
                Button("Raise") { adjust(1) }
            }
            Text(verbatim: stove.lastService.formatted(date: .abbreviated, time: .omitted))
              // ↓ rule:semantic-structure reason:value-text severity:medium verdict:pass kind:heading
              // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                .font(.title2)
            Text(verbatim: stove.accountName(for: "Fuel count"))
              // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
              // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                .font(.title2)
            Text(verbatim: stove.state.title ?? stove.owner)
              // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
              // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                .font(.title2)
        }
    }
}

/// What the stove reports.
struct StoveReadings {
    var currentTemperature: Double?
    var targetHumidity: Double?
    var lastService: Date
    var owner: String
    var state: StoveState

    /// What the stove is doing, as the app shows it.
    struct StoveState {
        var title: String?
    }

    /// The name of the hut account that pays for `item`.
    func accountName(for item: String) -> String { "\(owner): \(item)" }
}

/// Formats the stove's readings for display.
enum StoveFormat {
    static func formatTemperature(_ degrees: Double) -> String { "\(Int(degrees))°" }
    static func percent(_ value: Double) -> String { "\(Int(value))%" }
}
