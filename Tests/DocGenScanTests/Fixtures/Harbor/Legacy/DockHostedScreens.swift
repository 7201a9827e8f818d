import SwiftUI
import UIKit

/// The dock's dismiss glyph: a button that shows only an xmark.
struct DockDismissGlyph: View {
    let action: () -> Void

    var body: some View {
     // ↓ rule:voiceover reason:unlabelled-button severity:high
        Button(action: action) {
            Image(systemName: "xmark")
        }
    }
}

struct DockLogView: View {
    var body: some View {
        Text("Dock log")
    }
}

/// A UIKit controller that shows SwiftUI screens: the views it hosts are view code like any other.
final class DockHostedScreens: UIViewController {
    func showLog() {
        let controller = UIHostingController(rootView: AnyView(
            NavigationView {
                DockLogView()
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                         // ↓ rule:voiceover reason:unlabelled-button severity:high
                            DockDismissGlyph { [weak self] in self?.dismiss(animated: true) }
                        }
                    }
            }
        ))
        present(controller, animated: true)
    }

    func showLogLabelled() {
        let screen = DockLogView()
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                 // ↓ rule:voiceover reason:labelled severity:high
                    DockDismissGlyph { [weak self] in self?.dismiss(animated: true) }
                        .accessibilityLabel("Close log")
                }
            }
        present(UIHostingController(rootView: NavigationStack { screen }), animated: true)
    }
}
