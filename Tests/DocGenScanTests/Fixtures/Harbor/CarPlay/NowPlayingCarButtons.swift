import CarPlay
import UIKit

/// The now-playing screen of the harbour radio: the system's rate button names itself; the image buttons the app
/// makes have no title, so each needs an accessibility label.
extension HarborRadioScene {
    func nowPlayingButtons(for broadcast: Broadcast?) -> [CPNowPlayingButton] {
        var buttons: [CPNowPlayingButton] = [CPNowPlayingPlaybackRateButton { _ in }]
        if let bookmark = UIImage(named: "car_bookmark") {
                              // ↓ rule:voiceover reason:unlabelled-button severity:high
            let bookmarkButton = CPNowPlayingImageButton(image: bookmark) { _ in
                broadcast?.bookmark()
            }
            buttons.append(bookmarkButton)
        }
        // The favourite picture switches with the state, and nothing names the button.
        let favouriteName = broadcast?.isFavourite == true ? "car_favourite_on" : "car_favourite_off"
        if let favourite = UIImage(named: favouriteName) {
                        // ↓ rule:voiceover reason:unlabelled-button severity:high
            buttons.append(CPNowPlayingImageButton(image: favourite) { _ in broadcast?.toggleFavourite() })
        }
                      // ↓ rule:voiceover reason:labelled severity:high
        let skipButton = CPNowPlayingImageButton(image: UIImage(named: "car_skip") ?? UIImage()) { _ in broadcast?.skip() }
        skipButton.accessibilityLabel = "Skip segment"
        buttons.append(skipButton)
        return buttons
    }
}
