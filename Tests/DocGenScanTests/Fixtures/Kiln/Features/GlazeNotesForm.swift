import SwiftUI
import UIKit

/// Notes on a glaze test; tapping outside the fields puts the keyboard away.
struct GlazeNotesForm: View {
    @State private var notes = ""
    @State private var cone = ""
    @State private var showsTips = true
    @FocusState private var notesFocused: Bool

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Notes", text: $notes, axis: .vertical)
                .focused($notesFocused)
            TextField("Cone", text: $cone)
            if showsTips {
                Text("Tap a tip to hide it")
                  // ↓ rule:dynamic-type reason:text-style severity:high
                    .font(.footnote)
                  // ↓ rule:voiceover reason:tap-without-button-trait severity:high
                    .onTapGesture { showsTips = false }
            }
            Text("Save")
              // ↓ rule:voiceover reason:tap-without-button-trait severity:high
                .onTapGesture {
                    notesFocused = false
                    save()
                }
        }
        .padding()
        .background(
            Color(.systemBackground)
              // ↓ rule:voiceover reason:dismisses-keyboard severity:high
                .onTapGesture { notesFocused = false }
        )
        .simultaneousGesture(TapGesture().onEnded { notesFocused = false })
    }

    private func save() {}
}

/// The same form in UIKit style: any tap outside ends editing.
struct ConeChart: View {
    var body: some View {
        Grid {
            GridRow { Text("Cone 6"); Text("1222 °C") }
        }
      // ↓ rule:voiceover reason:dismisses-keyboard severity:high
        .onTapGesture {
            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        }
    }
}
