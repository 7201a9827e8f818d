import SwiftUI

/// The title page of the yearly swell story, sized to the screen.
struct SwellStoryTitle: View {
    let year: String
    let caption: String

    var body: some View {
        GeometryReader { geometry in
            ZStack {
                Color(red: 0.18, green: 0.2, blue: 0.24)
                VStack {
                    Text(year)
                            // ↓ rule:dynamic-type reason:relative-custom-font severity:high
                      // ↓ rule:dynamic-type reason:relative-custom-font severity:high
                        .font(.custom("Sora", size: geometry.size.height * 0.07))
                      // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                        .foregroundColor(Color(white: 0.55))
                    Text(caption)
                            // ↓ rule:dynamic-type reason:relative-custom-font severity:high
                      // ↓ rule:dynamic-type reason:relative-custom-font severity:high
                        .font(.custom("Sora", size: geometry.size.height * 0.02))
                      // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                        .foregroundColor(Color(white: 0.55))
                }
            }
        }
    }
}
