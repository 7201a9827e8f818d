import Foundation

/// Durations written with their unit: `6.seconds`, `250.milliseconds`.
public extension Double {
    var seconds: TimeInterval { self }
    var milliseconds: TimeInterval { self / 1000 }
    var minutes: TimeInterval { seconds * 60 }
}
