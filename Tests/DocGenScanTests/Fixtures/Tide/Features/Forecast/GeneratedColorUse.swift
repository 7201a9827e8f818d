import SwiftUI

struct WaterTemperatureLabel: View {
    let degrees: String

    var body: some View {
        Text(degrees)
          // ↓ rule:color-scheme reason:unresolved-color(waterTemperature) severity:medium kind:foreground
            .foregroundStyle(Color.waterTemperature)
            .padding(4)
          // ↓ rule:color-scheme reason:unresolved-color(waterTemperature) severity:medium kind:background
            .background(Color.black)
    }
}
