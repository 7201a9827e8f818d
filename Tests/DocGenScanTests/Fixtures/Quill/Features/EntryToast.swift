import SwiftUI

/// A short message shown over the journal after an entry is saved.
public struct EntryToast {
    public var message: String
    /// Set by the initializer only: its value is the default below unless a caller passes another.
    public var glyphFont: Font

                                                 // ↓ rule:dynamic-type reason:fixed-size severity:high
    public init(message: String, glyphFont: Font = .system(size: 20)) {
        self.message = message
        self.glyphFont = glyphFont
    }
}

/// Shows the current toast, if any.
struct EntryToastView: View {
    @Binding var toast: EntryToast?

    var body: some View {
        if let toast {
                             // ↓ rule:dynamic-type reason:fixed-size severity:high
            Text(toast.message).font(toast.glyphFont)
        }
    }
}
