import SwiftUI

/// Tomorrow's weather at the marina, before the fix.
struct WeatherBadge: View {
    let weather: Forecast

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: weather.symbol)
                .symbolRenderingMode(.multicolor)
            Text(weather.temperature)
        }
    }
}
