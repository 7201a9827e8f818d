import Observation
import SwiftUI

/// Which uploads are picked: views ask `isPicked(_:)`, so the set is shown even though no view reads it by name.
@Observable
final class UploadSelection {
    private var picked: Set<String> = []

    func isPicked(_ id: String) -> Bool {
        picked.contains(id)
    }

    func toggle(_ id: String) {
     // ↓ reason:unguarded severity:medium
        withAnimation {
            if picked.contains(id) {
                picked.remove(id)
            } else {
                picked.insert(id)
            }
        }
    }
}
