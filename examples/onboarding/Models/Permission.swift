/// A permission the onboarding flow asks for.
enum Permission: String, CaseIterable, Identifiable {
    case notifications
    case health
    case location

    var id: String { rawValue }

    /// The permission's name, also the accessibility label of its icon.
    var name: String {
        switch self {
        case .notifications: "Notifications"
        case .health: "Health data"
        case .location: "Location"
        }
    }

    /// Why Stride asks for it.
    var reason: String {
        switch self {
        case .notifications: "Reminders before a planned workout and a weekly summary."
        case .health: "Reads your workouts and heart rate so your training load is right."
        case .location: "Draws the route of outdoor runs and rides."
        }
    }

    /// The SF Symbol shown on its card.
    var symbol: String {
        switch self {
        case .notifications: "bell.badge.fill"
        case .health: "heart.text.square.fill"
        case .location: "location.fill"
        }
    }
}

/// Where a permission request stands.
enum PermissionState: Equatable {
    case notDetermined
    case granted
    case denied
}
