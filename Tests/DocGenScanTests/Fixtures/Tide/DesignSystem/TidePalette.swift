import SwiftUI

/// The palette from the design file. Some values were never given a dark variant.
enum TidePalette {
    static let ink = Color(hex: "#0B1D2A")
    static let foam = Color(white: 0.94)
    static let coral = Color(red: 1.0, green: 0.45, blue: 0.35)
    static let deep = Color(red: 0.02, green: 0.10, blue: 0.20)
    static let mist = Color(hex: "#9FB3C8")
    static let sand = Color("Sand")
    static let kelp = Color.green
    static var scrim: Color { Color.black.opacity(0.35) }
}
