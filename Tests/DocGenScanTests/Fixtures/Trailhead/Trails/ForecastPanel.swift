import SwiftUI

/// The forecast on a trail's page: today in large type, then the next days, one row each.
struct ForecastPanel: View {
    let today: DayForecast
    let days: [DayForecast]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Forecast")
              // ↓ rule:semantic-structure reason:header-trait severity:medium verdict:pass kind:heading
              // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                .font(.title2)
                .accessibilityAddTraits(.isHeader)
            Text(today.temperature, format: .measurement(width: .narrow))
              // ↓ rule:semantic-structure reason:value-text severity:medium verdict:pass kind:heading
              // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                .font(.largeTitle)
            Text(today.summary)
              // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
              // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                .font(.title3)
            ForEach(days) { day in
             // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
                HStack {
                    Text(day.weekday)
                    Spacer()
                    Text(day.summary)
                    Text(day.temperature, format: .measurement(width: .narrow))
                }
            }
            ForEach(days.filter(\.hasWarning)) { day in
             // ↓ rule:semantic-structure reason:combined severity:low verdict:pass kind:row
                HStack {
                    Text(day.weekday)
                    Text(day.warning)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("\(day.weekday): \(day.warning)")
            }
        }
    }
}
