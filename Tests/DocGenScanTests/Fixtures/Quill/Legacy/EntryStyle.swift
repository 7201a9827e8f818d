import SwiftUI
import UIKit

/// Styles shared by the UIKit screens of the journal, applied by the screens that show an entry.
public struct EntryStyle {
    /// Styles the byline under an entry.
    public var byline: (_ label: UILabel) -> Void = { label in
        // A text style's size copied once into a plain bold font: the number stays when the reader changes the
        // text size, and the label has nothing to follow.
           // ↓ rule:dynamic-type reason:copied-size severity:high
                   // ↓ rule:dynamic-type reason:copied-size severity:high
                                                 // ↓ rule:dynamic-type reason:copied-size severity:high
        label.font = .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .subheadline).pointSize)
        label.numberOfLines = 0
    }

    /// Styles the buttons at the foot of an entry.
    public static func footerButton(_ button: UIButton) {
                        // ↓ rule:dynamic-type reason:copied-size severity:high
                                      // ↓ rule:dynamic-type reason:copied-size severity:high
        button.titleLabel?.font = UIFont.systemFont(
                        // ↓ rule:dynamic-type reason:copied-size severity:high
            ofSize: UIFont.preferredFont(forTextStyle: .callout).pointSize,
            weight: .semibold
        )
    }
}

/// The monospaced editor for an entry's markup.
struct MarkupEditor: UIViewRepresentable {
    @Binding var text: String

    // Read once, when the type is first used: later text-size changes never reach it.
                              // ↓ rule:dynamic-type reason:copied-size severity:high
    static let codeFont = UIFont.monospacedSystemFont(
                    // ↓ rule:dynamic-type reason:copied-size severity:high
        ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize,
        weight: .regular
    )

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
          // ↓ rule:dynamic-type reason:copied-size severity:high
        view.font = Self.codeFont
        view.text = text
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) { view.text = text }
}

/// The placeholder over an empty editor, set in the editor's font.
struct MarkupPlaceholder: View {
    var body: some View {
                               // ↓ rule:dynamic-type reason:copied-size severity:high
        Text("Write in Markdown").font(Font(MarkupEditor.codeFont))
    }
}
