import SwiftUI

/// The footer of the share sheet: trimming, then the share targets. The two steps are not the same size.
struct ShareFooter: View {
    enum Step { case trim, share }
    @Binding var step: Step

    var body: some View {
        switch step {
        case .trim:
            VStack(spacing: 12) {
                TrimBar()
                    .frame(height: 72)
                Button("Next") {
                 // ↓ reason:unguarded severity:medium effects:size,opacity
                    withAnimation {
                        step = .share
                    }
                }
            }
        case .share:
            HStack(spacing: 24) {
                ShareTargets()
            }
        }
    }
}
