import SwiftUI

/// The pager after the fix: no horizontal slide under Reduce Motion, pages cross-fade instead.
struct OnboardingPagerFixed: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var page = 0
    let pages: [OnboardingPage]

    var body: some View {
        ZStack {
            ForEach(pages.indices, id: \.self) { index in
                if index == page {
                    OnboardingPageView(page: pages[index])
                      // ↓ reason:reduced-animation severity:high effects:directional,move
                        .transition(reduceMotion ? .opacity : .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button("Continue", action: advance)
        }
    }

    private func advance() {
     // ↓ reason:reduced-animation severity:high curve:spring effects:directional,move,opacity
                                   // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        withAnimation(reduceMotion ? .easeInOut(duration: 0.2) : DesignSystem.Animation.smooth) {
            page = min(page + 1, pages.count - 1)
        }
    }
}
