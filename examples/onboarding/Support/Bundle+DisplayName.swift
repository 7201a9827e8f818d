import Foundation

extension Bundle {
    /// The app's name as the Home Screen shows it.
    var displayName: String {
        object(forInfoDictionaryKey: "CFBundleDisplayName") as? String
            ?? object(forInfoDictionaryKey: "CFBundleName") as? String
            ?? "Stride"
    }
}
