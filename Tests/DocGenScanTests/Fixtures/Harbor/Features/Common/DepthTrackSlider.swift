import SwiftUI

/// A gradient track with a knob the skipper drags to set a depth: watchOS draws `Slider` as two buttons, so the
/// harbor draws its own. It moves its caller's value and gives VoiceOver nothing to read or adjust.
struct DepthTrackSlider: View {
    @Binding var depth: Double
    let range: ClosedRange<Double>
    let colors: [Color]

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing))
                Circle().fill(.white).frame(width: 22, height: 22).offset(x: knob(in: proxy.size.width))
            }
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        depth = picked(at: drag.location.x, in: proxy.size.width)
                    }
            )
        }
        .frame(height: 28)
    }

    private func knob(in width: CGFloat) -> CGFloat {
        CGFloat((depth - range.lowerBound) / (range.upperBound - range.lowerBound)) * max(width - 22, 1)
    }

    private func picked(at x: CGFloat, in width: CGFloat) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(min(max(x / max(width, 1), 0), 1))
    }
}

/// The same track made adjustable in its own body: a control VoiceOver can read and move wherever it is shown.
struct DraftTrackSlider: View {
    @Binding var draft: Double

    var body: some View {
        Capsule()
            .fill(.blue)
            .gesture(DragGesture().onChanged { drag in draft = Double(drag.location.x) })
            .accessibilityLabel("Draft")
            .accessibilityValue("\(Int(draft)) metres")
            .accessibilityAdjustableAction { direction in
                draft += direction == .increment ? 0.5 : -0.5
            }
    }
}

/// A card the skipper swipes away: the drag moves the card's own state, not a value its caller owns.
struct SwipeAwayNotice: View {
    let text: String
    @State private var offset: CGFloat = 0

    var body: some View {
        Text(text)
            .offset(x: offset)
            .gesture(DragGesture().onChanged { drag in offset = drag.translation.width })
    }
}

struct MooringDepthControls: View {
    @State private var depth = 4.0
    @State private var keel = 1.5
    @State private var draft = 2.0

    var body: some View {
        VStack {
            Text("Depth")
        //  ↓ rule:voiceover reason:unlabelled-button severity:high
            DepthTrackSlider(depth: $depth, range: 0 ... 20, colors: [.black, .blue])
        //  ↓ rule:voiceover reason:labelled severity:high
            DepthTrackSlider(depth: $keel, range: 0 ... 4, colors: [.gray, .white])
                .accessibilityLabel("Keel depth")
                .accessibilityValue("\(keel) metres")
                .accessibilityAdjustableAction { direction in keel += direction == .increment ? 0.1 : -0.1 }
            DraftTrackSlider(draft: $draft)
            SwipeAwayNotice(text: "Low water at six")
        }
    }
}

/// A pager the skipper drags through berth cards: it moves its caller's page, but it shows the cards, which VoiceOver
/// reads (and scrolls) one by one. Not a control of its own.
struct BerthPager<Card: View>: View {
    @Binding var page: Int
    let count: Int
    @ViewBuilder let card: (Int) -> Card

    var body: some View {
        HStack {
            ForEach(0 ..< count, id: \.self) { card($0) }
        }
        .gesture(DragGesture().onEnded { drag in page += drag.translation.width < 0 ? 1 : -1 })
    }
}

struct BerthPagerScreen: View {
    @State private var page = 0

    var body: some View {
        BerthPager(page: $page, count: 3) { index in
            Text("Berth \(index + 1)")
        }
    }
}
