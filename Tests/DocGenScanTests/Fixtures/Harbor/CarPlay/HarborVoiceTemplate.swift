import CarPlay
import UIKit

/// The voice-control screen on the car display: the harbour master's assistant listens, and the driver can speak
/// again, hear the last answer again or ask for help, each through a round action button.
final class HarborVoiceTemplate {
    private let assistant: HarborAssistant

    init(assistant: HarborAssistant) {
        self.assistant = assistant
    }

    private lazy var template: CPVoiceControlTemplate = {
        // Only a glyph: CarPlay has no title to read for it.
                             // ↓ rule:voiceover reason:unlabelled-button severity:high
        let listenAgainButton = CPButton(image: HarborCarGlyph.microphone.carImage()) { [weak self] _ in
            self?.assistant.listen()
        }
        // The same kind of button, given a title after it is made.
                        // ↓ rule:voiceover reason:titled-control severity:high
        let repeatButton = CPButton(image: HarborCarGlyph.replay.carImage()) { [weak self] _ in
            self?.assistant.repeatLastAnswer()
        }
        repeatButton.title = "Repeat"
        // Named for VoiceOver only.
                      // ↓ rule:voiceover reason:labelled severity:high
        let helpButton = CPButton(image: HarborCarGlyph.question.carImage()) { [weak self] _ in
            self?.assistant.explain()
        }
        helpButton.accessibilityLabel = "How to ask"
                        // ↓ rule:voiceover reason:titled-control severity:high
        let cancelButton = CPTextButton(title: "Done", textStyle: .cancel) { [weak self] _ in
            self?.assistant.stop()
        }
        _ = cancelButton
        let listening = CPVoiceControlState(identifier: "listening", titleVariants: ["Listening…"], image: nil, repeats: true)
        let template = CPVoiceControlTemplate(voiceControlStates: [listening])
        template.actionButtons = [listenAgainButton, repeatButton, helpButton]
        return template
    }()
}
