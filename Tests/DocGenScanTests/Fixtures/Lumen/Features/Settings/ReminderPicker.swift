import SwiftUI

/// The reminder time picker: its animation is a computed property of the view, and the day chips pick
/// their animation with an `if` expression.
struct ReminderPicker: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var selectedDay = 0
    @State private var showTimes = false

    private var chipAnimation: Animation {
                     // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                                                 // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        reduceMotion ? .easeInOut(duration: 0.2) : .spring(response: 0.35, dampingFraction: 0.7)
    }

    var body: some View {
        VStack {
            HStack {
                ForEach(0..<7, id: \.self) { day in
                    DayChip(day: day)
                        .offset(y: selectedDay == day && !reduceMotion ? -6 : 0)
                      // ↓ reason:reduced-animation severity:high curve:spring effects:offset
                        .animation(chipAnimation, value: selectedDay)
                }
            }
            Button("Times") {
                                                           // ↓ rule:motion-spec reason:too-short severity:medium verdict:fail kind:duration
                let animation: Animation = if reduceMotion { .linear(duration: 0.1) } else { .bouncy }
             // ↓ reason:reduced-animation severity:high curve:spring
                withAnimation(animation) {
                    showTimes.toggle()
                }
            }
        }
    }
}
