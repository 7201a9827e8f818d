import SwiftUI
import UIKit

/// The reader picks a face; only its family is kept, and the type scale gives it a size where it is used.
struct FacePicker: View {
    @State private var choice = 0

    var body: some View {
        Picker("Face", selection: $choice) {
            Text("System").tag(0)
            Text("Serif").tag(1)
            Text("Rounded").tag(2)
        }
        .onChange(of: choice) { _, newValue in
            switch newValue {
                                          // ↓ rule:dynamic-type reason:placeholder-size severity:high
            case 1: ReaderFace.shared.face = UIFont(name: "Newsreader", size: 1)
                                                 // ↓ rule:dynamic-type reason:placeholder-size severity:high
            case 2: ReaderFace.shared.face = UIFont.systemFont(ofSize: 1).roundedFace()
            default: ReaderFace.shared.face = nil
            }
        }
    }
}

/// The face the reader chose, sized by the type scale where it is used.
final class ReaderFace {
    static let shared = ReaderFace()
    static let stampSize: CGFloat = 11
    var face: UIFont?

    /// The chosen face at a size that follows the text-size setting.
    func font(for style: UIFont.TextStyle, base: CGFloat) -> UIFont {
        let size = UIFontMetrics(forTextStyle: style).scaledValue(for: base)
                               // ↓ rule:dynamic-type reason:font-metrics severity:high
        if let face { return face.withSize(size) }
                   // ↓ rule:dynamic-type reason:font-metrics severity:high
        return UIFont.systemFont(ofSize: size)
    }

    /// Date stamps in the chosen family at a size of their own, which the text-size setting never changes.
    var stamp: UIFont? {
     // ↓ rule:dynamic-type reason:fixed-size severity:high
        UIFont(name: "Newsreader", size: Self.stampSize)
    }
}

extension UIFont {
    /// The same font in the rounded design, at the size it already has.
    func roundedFace() -> UIFont {
        guard let descriptor = fontDescriptor.withDesign(.rounded) else { return self }
            // ↓ rule:dynamic-type reason:kept-size severity:high
        return UIFont(descriptor: descriptor, size: pointSize)
    }
}
