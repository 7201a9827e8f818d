import SwiftUI

/// Whether screens should keep still. Set once at the root from the system setting; previews set it directly.
private struct QuietMotionKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var quietMotion: Bool {
        get { self[QuietMotionKey.self] }
        set { self[QuietMotionKey.self] = newValue }
    }
}
