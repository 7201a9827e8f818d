import SwiftUI

/// Runs a story page for its length and animates its progress bar with the page's curve, given as a factory of
/// the length (`Animation.easeIn(duration:)` unless the story picks another).
final class StoryClock: ObservableObject {
    @Published private(set) var progress = 0.0
    let length: TimeInterval
    private let curve: (TimeInterval) -> Animation

                                                                                       // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
    init(duration: TimeInterval, curve: @escaping (TimeInterval) -> Animation = Animation.easeIn(duration:)) {
        self.length = duration
        self.curve = curve
    }

    func start() {
     // ↓ rule:reduce-motion reason:unguarded severity:medium verdict:fail kind:withAnimation
        withAnimation(curve(length)) {
            progress = 1
        }
    }
}
