import SwiftUI

extension Font {
    /// Figures on the firing dashboard, at the size the caller asks for: as fixed as the largest fixed size a
    /// caller in this file gives (40).
    static func kilnFigure(_ size: CGFloat, weight: Font.Weight = .semibold) -> Font {
      // ↓ rule:dynamic-type reason:fixed-size severity:medium
        .system(size: size, weight: weight, design: .rounded)
    }
}

/// Temperature and time left, shown large.
struct FiringFigures: View {
    let temperature: Int
    let minutesLeft: Int
  // ↓ rule:dynamic-type reason:scaled-metric severity:medium
    @ScaledMetric(relativeTo: .title) private var figureSize: CGFloat = 34

    var body: some View {
        HStack {
            Text("\(temperature) °C")
              // ↓ rule:dynamic-type reason:fixed-size severity:medium
                .font(.kilnFigure(40))
            Text("\(minutesLeft) min")
              // ↓ rule:dynamic-type reason:scaled-metric severity:medium
                .font(.kilnFigure(figureSize, weight: .bold))
            Text("left")
              // ↓ rule:dynamic-type reason:fixed-size severity:high
                .font(Font.kilnFigure(13))
        }
    }
}
