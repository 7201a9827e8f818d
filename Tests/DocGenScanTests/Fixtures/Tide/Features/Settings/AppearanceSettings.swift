import SwiftUI

enum AppearanceChoice: String, CaseIterable {
    case system, light, dark
}

struct AppearanceSettings: View {
    @AppStorage("appearance") private var appearance = AppearanceChoice.system

    var body: some View {
        Form {
            Picker("Appearance", selection: $appearance) {
                ForEach(AppearanceChoice.allCases, id: \.self) { choice in
                    Text(choice.rawValue.capitalized)
                }
            }
        }
      // ↓ rule:color-scheme reason:chosen-scheme severity:low kind:forced-scheme
        .preferredColorScheme(appearance == .dark ? .dark : appearance == .light ? .light : nil)
    }
}
