import SwiftUI

/// The badge after the fix: the symbol says what the weather is.
struct WeatherBadgeFixed: View {
    let weather: Forecast

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:labelled severity:medium
            Image(systemName: weather.symbol)
                .symbolRenderingMode(.multicolor)
                .accessibilityLabel(weather.summary)
            Text(weather.temperature)
        }
    }
}
