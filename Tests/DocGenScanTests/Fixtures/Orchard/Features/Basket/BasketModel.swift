import Observation
import SwiftUI

/// A view model whose animated state is shown by views in another file (BasketView.swift): what those views
/// change decides each `withAnimation`.
@Observable
final class BasketModel {
    var isSyncing = false
    var isDrawerOpen = false
    var pickedCount = 0
    var lastReceipt: String?

    /// Read by the basket view's `.opacity(…)`: a computed property passes the state on.
    var glowLevel: Double { isSyncing ? 1 : 0.4 }

    func beginSync() {
        // Shown only as a fading overlay and a computed opacity (hit testing is not seen): exempt.
     // ↓ reason:exempt-opacity severity:low effects:opacity
        withAnimation {
            isSyncing = true
        }
    }

    func toggleDrawer() {
        // The drawer slides in with an offset the views read: movement under a spring.
     // ↓ reason:unguarded severity:high curve:spring effects:offset
        withAnimation(.snappy) {
            isDrawerOpen.toggle()
        }
    }

    func pick() {
        // The count is handed to a component (BasketCounter) that shows it as text: a crossfade.
     // ↓ reason:exempt-opacity severity:low curve:ease effects:opacity
        withAnimation(.easeOut) {
            pickedCount += 1
        }
    }

    func finish(with receipt: String) {
        // The receipt line is text content: a crossfade.
     // ↓ reason:exempt-opacity severity:low effects:opacity
        withAnimation {
            lastReceipt = receipt
        }
    }
}
