import Observation
import SwiftUI

/// The upload queue's model: the views of other files show `isBusy` by dimming their controls; `sentFraction`
/// is only handed to a notifier, and no view reads it.
@Observable
final class UploadQueue {
    var isBusy = false
    var sentFraction = 0.0

    func finish() {
     // ↓ reason:exempt-opacity severity:low effects:color
        withAnimation {
            isBusy = false
        }
     // ↓ reason:no-motion severity:low
        withAnimation {
            sentFraction = 1
        }
        UploadNotifier.report(sentFraction)
    }
}

enum UploadNotifier {
    static func report(_ fraction: Double) {}
}
