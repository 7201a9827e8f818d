import SwiftUI

/// The weather settings: each picker is a control the screen shows, and a call shows everything its picker holds,
/// the sheet's close button included.
struct WeatherSettingsScreen: View {
    @State private var source = "Harbour office"
    @State private var unit = "knots"
    @State private var backupSource = "Met service"

    var body: some View {
        Form {
         // ↓ rule:voiceover reason:holds-failing-control(ForecastSourcePicker) severity:high
            ForecastSourcePicker(source: $source, sources: ["Harbour office", "Met service"])
         // ↓ rule:voiceover reason:titled-by(WindUnitPicker) severity:high
            WindUnitPicker(unit: $unit)
            // Named where it is shown, the picker's sheet still closes with a button nothing names.
         // ↓ rule:voiceover reason:holds-failing-control(ForecastSourcePicker) severity:high
            ForecastSourcePicker(source: $backupSource, sources: ["Met service", "Harbour office"])
                .accessibilityLabel("Backup forecast source")
        }
    }
}
