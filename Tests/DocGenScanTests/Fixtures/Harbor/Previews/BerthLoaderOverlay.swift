import SwiftUI

/// A design-system overlay shown over a screen while it loads. Its previews draw it over a mock screen: a private
/// view only preview code uses (directly, or through a private harness the preview shows) is preview code too, so
/// nothing in it is a site. A private view the overlay itself shows is the app's, and judged.
struct BerthLoaderOverlay: View {
    let message: String

    var body: some View {
        VStack {
            ProgressView()
            BerthLoaderCaption(message: message)
        }
    }
}

private struct BerthLoaderCaption: View {
    let message: String

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:unlabelled-image severity:medium
            Image("anchor-glyph")
            Text(message)
                    // ↓ rule:dynamic-type reason:fixed-size severity:high
              // ↓ rule:dynamic-type reason:fixed-size severity:high
                .font(.system(size: 11))
        }
    }
}

private struct MockBerthBoard: View {
    private let berths = [("North quay", "Free"), ("South quay", "Taken"), ("Fuel dock", "Closed")]

    var body: some View {
        List {
            ForEach(berths, id: \.0) { berth in
                HStack {
                    Image("berth-\(berth.1)")
                    Text(berth.0).font(.title3)
                    Text(berth.1).font(.system(size: 12))
                }
            }
        }
        .background(Color(red: 0.1, green: 0.2, blue: 0.3))
    }
}

private struct BerthLoaderHarness: View {
    @State private var loading = true

    var body: some View {
        ZStack {
            MockBerthBoard()
            if loading { BerthLoaderOverlay(message: "Loading berths") }
        }
        .onTapGesture { withAnimation(.spring()) { loading.toggle() } }
    }
}

#Preview("Over the board") {
    ZStack {
        MockBerthBoard()
        BerthLoaderOverlay(message: "Loading")
    }
}

#Preview("Toggling") {
    BerthLoaderHarness()
}
