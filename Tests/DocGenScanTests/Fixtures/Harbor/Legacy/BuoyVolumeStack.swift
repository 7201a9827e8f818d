import UIKit

/// One row per foghorn buoy in a stack: the buoy's name, then a slider for its horn's volume.
final class BuoyVolumeStack: UIStackView {
    private var buoys: [Buoy] = []

    func reload(with buoys: [Buoy]) {
        self.buoys = buoys
        arrangedSubviews.forEach { $0.removeFromSuperview() }
        for (index, buoy) in buoys.enumerated() {
            addRow(for: buoy, index: index)
        }
    }

    private func addRow(for buoy: Buoy, index: Int) {
        let nameLabel = UILabel()
        nameLabel.text = buoy.name
        addArrangedSubview(nameLabel)

        // The name above is an element of its own: VoiceOver reads this one as "50 percent, adjustable".
                  // ↓ rule:voiceover reason:unlabelled-button severity:high
        let volume = UISlider()
        volume.minimumValue = 0
        volume.maximumValue = 1
        volume.tag = index
        volume.value = buoy.hornVolume
        volume.minimumValueImage = UIImage(systemName: "speaker.fill")
        volume.addTarget(self, action: #selector(volumeChanged(_:)), for: .valueChanged)
        addArrangedSubview(volume)
    }

    /// The master volume, named for VoiceOver.
    private lazy var masterVolume: UISlider = {
                  // ↓ rule:voiceover reason:labelled severity:high
        let slider = UISlider()
        slider.accessibilityLabel = "All horns"
        return slider
    }()

    @objc private func volumeChanged(_ sender: UISlider) {
        buoys[sender.tag].hornVolume = sender.value
    }
}
