import Combine
import SwiftUI

/// The deck's now-playing state; the accent follows the artwork once it has loaded.
final class DeckNowPlayingModel: ObservableObject {
    @Published var accent: Color = .white
    @Published var title = ""
    @Published var highlight: Color = Color("DeckHighlight")
}
