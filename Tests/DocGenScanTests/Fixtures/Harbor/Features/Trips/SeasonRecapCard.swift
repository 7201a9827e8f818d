import SwiftUI

/// The end-of-season recap: a gradient cut to the shape of a sail, a wave cut from the title, and the season's badge.
struct SeasonRecapCard: View {
    let season: String

    var body: some View {
        VStack(spacing: 16) {
            // The gradient is drawn; the sail only gives it its outline, and VoiceOver never meets it.
            LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom)
                .frame(width: 160, height: 160)
                .mask(
                    Image("sail-outline")
                        .resizable()
                        .renderingMode(.template)
                )

            Text(season)
                .overlay {
                    LinearGradient(colors: [.white, .mint], startPoint: .leading, endPoint: .trailing)
                        .mask {
                            ZStack {
                                Image("wave-stripes")
                                    .resizable()
                            }
                        }
                }

            // The badge itself is drawn, and read by its file name.
         // ↓ rule:voiceover reason:unlabelled-image severity:medium
            Image("season-badge")
                .mask(Circle())
        }
    }
}
