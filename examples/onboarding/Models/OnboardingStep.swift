/// The pages of the onboarding flow, in order.
enum OnboardingStep: Int, CaseIterable, Identifiable {
    case welcome
    case profile
    case permissions
    case sync

    var id: Int { rawValue }

    /// The page's title: shown as its heading and announced when the page changes.
    var title: String {
        switch self {
        case .welcome: "Welcome to Stride"
        case .profile: "Tell us about you"
        case .permissions: "Stay in the loop"
        case .sync: "Bring your data with you"
        }
    }

    /// The explanation under the title.
    var explanation: String {
        switch self {
        case .welcome: "Plan your training, log every workout and see how far you have come."
        case .profile: "Add a name and a picture so your friends recognise you. You can skip this."
        case .permissions: "Stride works best with a few permissions. iOS asks you about each one."
        case .sync: "We are importing your workouts and routes. This usually takes a minute or two."
        }
    }

    /// The page after this one, or `nil` on the last page.
    var next: OnboardingStep? { OnboardingStep(rawValue: rawValue + 1) }

    /// Whether this is the last page.
    var isLast: Bool { next == nil }
}
