import SwiftUI

/// One of the things Stride does, as the welcome page lists them.
struct Feature: Identifiable {
    var id: String { title }
    var symbol: String
    var title: String
    var detail: String

    static let highlights = [
        Feature(symbol: "calendar", title: "Plan your week", detail: "Training plans that adapt when life gets in the way."),
        Feature(symbol: "figure.run", title: "Log every workout", detail: "Runs, rides and swims, from your watch or by hand."),
        Feature(symbol: "chart.line.uptrend.xyaxis", title: "See your progress", detail: "Your form and fitness over the last year at a glance."),
    ]
}

/// A feature on the welcome page: a decorative symbol, a title and one sentence.
struct FeatureCard: View {
    @Environment(\.onboardingTheme) private var theme
    let feature: Feature

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Image(systemName: feature.symbol)
                .font(.title2)
                .foregroundStyle(theme.accent)
                .decorative()
            VStack(alignment: .leading, spacing: 4) {
                Text(feature.title)
                    .font(Typography.sectionTitle)
                    .accessibilityAddTraits(.isHeader)
                Text(feature.detail)
                    .font(Typography.detail)
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(theme.cardBackground, in: RoundedRectangle(cornerRadius: theme.cornerRadius))
        .accessibilityElement(children: .combine)
    }
}
