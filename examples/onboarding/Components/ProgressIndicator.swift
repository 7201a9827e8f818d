import SwiftUI

/// The dots under the pages: one per page, the current one in the accent colour.
///
/// VoiceOver reads the dots as one element, "Progress, Step 2 of 4", whose value changes with the page.
struct ProgressIndicator: View {
    @Environment(\.onboardingTheme) private var theme
    let currentPage: Int
    let pageCount: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<pageCount, id: \.self) { index in
                Image(systemName: "circle.fill")
                    .resizable()
                    .frame(width: 8, height: 8)
                    .foregroundStyle(index == currentPage ? theme.accent : theme.inactiveDot)
            }
        }
        .animation(.easeInOut(duration: 0.2), value: currentPage)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Progress")
        .accessibilityValue("Step \(currentPage + 1) of \(pageCount)")
    }
}
