import SwiftUI

/// The stages of a firing; a marker moves to the current one as the kiln reports progress.
struct KilnStageTrack: View {
    let stage: Int
    @Namespace private var track
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        HStack {
            ForEach(0..<4, id: \.self) { index in
                ZStack {
                    if index == stage {
                        RoundedRectangle(cornerRadius: 4)
                          // ↓ reason:ternary severity:high
                            .matchedGeometryEffect(id: "marker", in: track)
                    }
                    Text("\(index + 1)")
                }
            }
        }
      // ↓ reason:ternary severity:high
                                      // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        .animation(reduceMotion ? nil : .spring(response: 0.4, dampingFraction: 0.8), value: stage)
    }
}

/// The older track, before the Reduce Motion fix.
struct LegacyStageTrack: View {
    let stage: Int
    @Namespace private var track

    var body: some View {
        HStack {
            ForEach(0..<4, id: \.self) { index in
                Capsule()
                    .frame(width: 24, height: 4)
                    .overlay {
                        if index == stage {
                            Capsule().fill(.orange)
                              // ↓ reason:unguarded severity:high
                                .matchedGeometryEffect(id: "marker", in: track)
                        }
                    }
            }
        }
      // ↓ reason:unguarded severity:high
        .animation(.bouncy, value: stage)
    }
}
