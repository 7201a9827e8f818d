import SwiftUI

/// A design-system spinner drawn from the frame clock: it turns every frame until something pauses it.
public struct TideSpinner: View {
    public init() {}

    public var body: some View {
     // ↓ reason:unguarded severity:critical curve:repeat-forever effects:rotation,size
        TimelineView(.animation) { timeline in
            Circle()
                .trim(from: 0, to: 0.7)
                .rotationEffect(.degrees(timeline.date.timeIntervalSinceReferenceDate * 180))
        }
        .frame(width: 24, height: 24)
    }
}

/// The same spinner, paused under Reduce Motion.
public struct CalmTideSpinner: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init() {}

    public var body: some View {
     // ↓ reason:active-flag severity:critical curve:repeat-forever effects:rotation,size
        TimelineView(.animation(minimumInterval: nil, paused: reduceMotion)) { timeline in
            Circle()
                .trim(from: 0, to: 0.7)
                .rotationEffect(.degrees(timeline.date.timeIntervalSinceReferenceDate * 180))
        }
    }
}
