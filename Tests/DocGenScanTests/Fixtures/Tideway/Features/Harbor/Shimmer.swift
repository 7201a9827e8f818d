import SwiftUI
import UIKit

/// A helper that guards through its flag, and a UIKit class with a method of the same name: only calls whose
/// receiver is a view are the helper's callers (`beacon.shimmer(reduceMotion: false)` is the layer's own).
extension View {
    func shimmer(reduceMotion: Bool, active: Bool) -> some View {
        opacity(active ? 0.4 : 1)
            .offset(x: active ? 6 : 0)
          // ↓ reason:ternary severity:critical
            .animation(reduceMotion ? nil : .easeInOut(duration: 0.8).repeatForever(), value: active)
    }
}

final class BeaconLayer: CALayer {
    func shimmer(reduceMotion: Bool, active: Bool) {
        opacity = active ? 0.4 : 1
    }
}

final class BeaconView: UIView {
    private let beacon = BeaconLayer()

    func blink() {
        beacon.shimmer(reduceMotion: false, active: true)
    }
}

struct BerthBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var active = false

    var body: some View {
        Circle()
            .shimmer(reduceMotion: reduceMotion, active: active)
            .onAppear { active = true }
    }
}

/// A view that guards through a stored flag its callers set.
struct Wake: View {
    let calm: Bool
    @State private var rolled = false

    var body: some View {
        Capsule()
            .offset(y: rolled ? 12 : 0)
          // ↓ reason:unguarded-call(Shimmer.swift:60) severity:high
            .animation(calm ? nil : .bouncy, value: rolled)
            .onAppear { rolled = true }
    }
}

struct Marina: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack {
            Wake(calm: reduceMotion)
            Wake(calm: false)
        }
    }
}
