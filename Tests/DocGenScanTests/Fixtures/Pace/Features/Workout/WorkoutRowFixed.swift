import SwiftUI

/// The same row after the fix: every font is a text style.
struct WorkoutRowFixed: View {
    let workout: Workout

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(workout.title)
                  // ↓ rule:dynamic-type reason:text-style severity:medium
                  // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
                    .font(.paceTitle)
                Text(workout.splits)
                  // ↓ rule:dynamic-type reason:text-style severity:high
                    .font(.paceMonoScaled)
            }
            Spacer()
            Text(workout.date, style: .date)
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.subheadline)
        }
    }
}
