import SwiftUI

enum HarvestSeason: CaseIterable {
    case spring, autumn
}

/// Values handed to components declared elsewhere (DesignSystem/HarvestChip.swift).
struct HarvestFilterBar: View {
    @State private var season = HarvestSeason.spring
    @State private var showsMeter = false

    var body: some View {
        VStack {
            HStack {
                ForEach(HarvestSeason.allCases, id: \.self) { item in
                    HarvestChip(title: "\(item)", selected: season == item)
                }
            }
            // The chips only recolour.
          // ↓ reason:exempt-opacity severity:low curve:ease effects:color
                     // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            .animation(.easeIn(duration: 0.2), value: season)
            // The meter slides.
            HarvestMeter(expanded: showsMeter)
              // ↓ reason:unguarded severity:medium curve:ease effects:offset
                         // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                .animation(.easeInOut(duration: 0.3), value: showsMeter)
            Toggle("Meter", isOn: $showsMeter)
            Picker("Season", selection: $season) {
                Text("Spring").tag(HarvestSeason.spring)
                Text("Autumn").tag(HarvestSeason.autumn)
            }
        }
    }
}

/// A control writing its parent's state through a binding: what the parent shows is not in this type, so the
/// chip's recolouring does not make it exempt.
struct HarvestSeasonSwitch: View {
    @Binding var season: HarvestSeason

    var body: some View {
        VStack {
            HarvestChip(title: "Autumn", selected: season == .autumn)
            Button("Autumn") {
             // ↓ reason:unguarded severity:medium
                withAnimation {
                    season = .autumn
                }
            }
        }
    }
}
