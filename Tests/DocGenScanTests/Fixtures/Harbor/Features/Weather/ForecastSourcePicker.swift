import SwiftUI

/// Picks where the forecast comes from. Its own button is named by the chosen source; the sheet it opens lists the
/// sources and closes with a button that shows only a cross and that nothing names.
struct ForecastSourcePicker: View {
    @Binding var source: String
    let sources: [String]
    @State private var choosing = false

    var body: some View {
        Button {
            choosing = true
        } label: {
            Text(source)
        }
        .sheet(isPresented: $choosing) {
            NavigationStack {
                List(sources, id: \.self) { name in
                    Button(name) {
                        source = name
                        choosing = false
                    }
                }
                .toolbar { closeItem }
            }
        }
    }

    private var closeItem: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Button {
                choosing = false
            } label: {
                Image(systemName: "xmark")
            }
        }
    }
}

/// The same picker for the wind unit, whose sheet's close button says what it does.
struct WindUnitPicker: View {
    @Binding var unit: String
    @State private var choosing = false

    var body: some View {
        Button(unit) { choosing = true }
            .sheet(isPresented: $choosing) {
                VStack {
                    ForEach(["knots", "m/s", "Beaufort"], id: \.self) { name in
                        Button(name) { unit = name }
                    }
                 // ↓ rule:voiceover reason:labelled severity:high
                    Button {
                        choosing = false
                    } label: {
                        Image(systemName: "xmark")
                    }
                    .accessibilityLabel("Close")
                }
            }
    }
}
