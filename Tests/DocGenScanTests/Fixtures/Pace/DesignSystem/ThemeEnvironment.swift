import SwiftUI

private struct PaceThemeKey: EnvironmentKey {
    static let defaultValue = PaceTheme()
}

extension EnvironmentValues {
    var paceTheme: PaceTheme {
        get { self[PaceThemeKey.self] }
        set { self[PaceThemeKey.self] = newValue }
    }
}
