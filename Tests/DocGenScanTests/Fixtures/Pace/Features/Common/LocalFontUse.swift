import SwiftUI

/// A plan card that picks its fonts locally.
struct PlanCard: View {
    let plan: TrainingPlan
    let isCompact: Bool

    var body: some View {
                          // ↓ rule:dynamic-type reason:fixed-size severity:medium
        let titleFont = Font.system(size: 26, weight: .bold)
        VStack(alignment: .leading) {
            Text(plan.name)
              // ↓ rule:dynamic-type reason:fixed-size severity:medium
                .font(titleFont)
            Text(plan.summary)
                                           // ↓ rule:dynamic-type reason:fixed-size severity:high
              // ↓ rule:dynamic-type reason:fixed-size severity:high
                .font(isCompact ? .caption : .system(size: 14))
            Text(plan.weeksText)
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(isCompact ? .caption : .callout)
        }
    }
}
