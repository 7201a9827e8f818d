import SwiftUI

struct ForecastScreen: View {
    let tides = ["06:12", "18:40"]

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading) {
                    TideBadge(text: "High tide")
                    SwellCard(height: "1.8 m", period: "11 s")
                }
              // ↓ rule:color-scheme reason:component-content severity:medium kind:background
                .listRowBackground(Color.black)
            }
            Section {
                ForEach(tides, id: \.self) { time in
                    Text(time)
                }
              // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
                .listRowBackground(TidePalette.deep)
            }
            Section {
                Text("Sunset 19:02")
                    .foregroundStyle(.orange)
                    .nightCard()
            }
        }
    }
}
