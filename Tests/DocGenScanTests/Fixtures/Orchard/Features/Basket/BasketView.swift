import SwiftUI

/// The views reading ``BasketModel``'s state as members.
struct BasketView: View {
    @Bindable var model: BasketModel

    var body: some View {
        ZStack(alignment: .leading) {
            VStack {
                BasketCounter(count: model.pickedCount)
                Button("Sync") { model.beginSync() }
                    .allowsHitTesting(!model.isSyncing)
                Text(model.lastReceipt ?? "")
            }
            .opacity(model.glowLevel)
            .overlay {
                if model.isSyncing {
                    ProgressView()
                      // ↓ reason:exempt-opacity severity:low effects:opacity
                        .transition(.opacity)
                }
            }
            BasketDrawer()
                .offset(x: model.isDrawerOpen ? 0 : -280)
        }
        .onChange(of: model.isSyncing) { _, syncing in
            if !syncing { model.isDrawerOpen = false }
        }
    }
}

struct BasketCounter: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

struct BasketDrawer: View {
    var body: some View { Color.gray.frame(width: 280) }
}
