import SwiftUI

/// The avatar grid flies the chosen avatar to the profile header.
struct AvatarPicker: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Namespace private var avatars
    @State private var chosen: Avatar?
    let all: [Avatar]

    var body: some View {
        VStack {
            if let chosen {
                AvatarImage(avatar: chosen)
                    .hero(chosen.id, in: avatars)
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))]) {
                ForEach(all) { avatar in
                    AvatarImage(avatar: avatar)
                      // ↓ rule:voiceover reason:tap-without-button-trait severity:high
                        .onTapGesture {
                         // ↓ reason:unguarded severity:high curve:spring
                            withAnimation(DesignSystem.Animation.celebrate) {
                                chosen = avatar
                            }
                        }
                }
            }
            Button("Clear") {
             // ↓ reason:nil-token(standard) severity:medium curve:ease
                withAnimation(DesignSystem.Animation.standard) {
                    chosen = nil
                }
            }
        }
    }
}
