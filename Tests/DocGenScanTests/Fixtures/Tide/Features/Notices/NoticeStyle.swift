import UIKit

/// How a notice looks: a style value made by the presets below or by callers with their own colours.
struct NoticeStyle {
    let fill: UIColor
    let ink: UIColor

    static func custom(fill: UIColor, ink: UIColor) -> Self {
        .init(fill: fill, ink: ink)
    }

    static let storm = Self(
        fill: UIColor(red: 0.98, green: 0.62, blue: 0.05, alpha: 1),
        ink: .white
    )
}

/// What a notice says, and in which style.
struct NoticeRequest {
    let text: String
    let style: NoticeStyle
}
