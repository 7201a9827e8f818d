import SwiftUI

/// The upload options: disabled while the queue is busy.
struct UploadOptionsView: View {
    let queue: UploadQueue
    @Binding var wifiOnly: Bool

    var body: some View {
        Form {
            Toggle("Wi-Fi only", isOn: $wifiOnly)
                .disabled(queue.isBusy)
        }
    }
}
