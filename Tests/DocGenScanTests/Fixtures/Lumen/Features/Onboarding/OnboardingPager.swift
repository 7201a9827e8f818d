import SwiftUI

/// The first-run pager, before the accessibility pass.
struct OnboardingPager: View {
    @State private var page = 0
    let pages: [OnboardingPage]

    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                ForEach(pages) { item in
                    OnboardingPageView(page: item)
                        .frame(width: proxy.size.width)
                }
            }
            .offset(x: CGFloat(page) * -proxy.size.width)
        }
        .overlay(alignment: .bottom) {
            Button("Continue", action: advance)
                .padding(.bottom, 32)
        }
    }

    private func advance() {
     // ↓ reason:unguarded severity:high curve:spring effects:offset
        withAnimation(DesignSystem.Animation.smooth) {
            page = min(page + 1, pages.count - 1)
        }
    }
}
