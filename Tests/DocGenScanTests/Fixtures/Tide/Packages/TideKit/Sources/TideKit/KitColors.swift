import SwiftUI

/// Colours shared by the app and its widgets.
public extension Color {
    static let kitNight = Color(red: 0.05, green: 0.07, blue: 0.12)
    static let kitDusk = Color(red: 0.30, green: 0.32, blue: 0.40)
    static let kitSignal = Color.orange
}
